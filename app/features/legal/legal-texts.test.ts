import { describe, expect, it } from "vitest";
import { languageCookieName } from "../../i18n/detect.ts";
import { legalDe } from "../../i18n/de/legal.ts";
import { legalEn } from "../../i18n/en/legal.ts";
import { sessionCookieName } from "../accounts/session.server.ts";
import { CONSENT_STORAGE_KEY, consentCategories, PREFERENCES_STORAGE_KEY } from "../consent/consent-state.ts";
import { imprintFields } from "./imprint.ts";
import { cookieCategories, type PrivacyBlock, privacySections } from "./privacy.ts";
import { pluginLicenseTermsAnchor, termsSections } from "./terms.ts";

const catalogueKeys = Object.keys(legalEn);

/** Legal texts keep "§ 132" and "30 %" together with no-break spaces; compare them as read. */
function asRead(text: string): string {
  return text.replace(/\u00a0/g, " ");
}

function blockKeys(block: PrivacyBlock): string[] {
  switch (block.kind) {
    case "paragraph":
      return [block.text];
    case "list":
      return [...block.items];
    case "processing":
      return Object.values(block.facts);
    default:
      return [];
  }
}

describe("terms of plugin licences and the task platform", () => {
  it("show every clause the catalogue holds, each once", () => {
    const shown = termsSections.flatMap((section) => section.clauses);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(catalogueKeys.filter((key) => /^legal\.terms\.\w+\.\d+$/.test(key)).sort());
  });

  it("have the section on plugin licences that the checkout links", () => {
    expect(termsSections.find((section) => section.id === pluginLicenseTermsAnchor)?.title).toBe("legal.terms.licenses.title");
  });

  it("describe the task platform as part of this website, not as a separate one", () => {
    for (const catalogue of [legalDe, legalEn]) {
      const text = Object.entries(catalogue)
        .filter(([key]) => key.startsWith("legal.terms."))
        .map(([, value]) => value)
        .join("\n");
      expect(text).not.toMatch(/separate (task )?platform|separate from this website|neben dieser Website|eigene Auftragsplattform/i);
    }
  });

  it("have a title for every section and unique anchors", () => {
    expect(termsSections.map((section) => section.title).sort()).toEqual(catalogueKeys.filter((key) => /^legal\.terms\.\w+\.title$/.test(key)).sort());
    const ids = termsSections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("imprint", () => {
  it("shows every imprint fact of the catalogue", () => {
    const shown = imprintFields.flatMap((field) => [field.label, field.value]);
    expect([...shown].sort()).toEqual(catalogueKeys.filter((key) => /^legal\.imprint\.\w+\.(label|value)$/.test(key)).sort());
  });
});

describe("privacy policy", () => {
  it("has unique anchors", () => {
    const ids = privacySections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows every processing fact of each topic it describes", () => {
    const shown = new Set(privacySections.flatMap((section) => section.blocks.flatMap(blockKeys)));
    for (const key of catalogueKeys.filter((key) => /^legal\.privacy\.(?!label\.)\w+\.(data|purpose|legalBasis|retention)$/.test(key))) {
      expect(shown, key).toContain(key);
    }
  });

  it("names the legal bases, the rights and the retention of invoices under § 132 BAO", () => {
    const shown = privacySections.flatMap((section) => section.blocks.flatMap(blockKeys));
    for (const prefix of ["legal.privacy.bases.", "legal.privacy.rights.", "legal.privacy.retention."]) {
      const expected = catalogueKeys.filter((key) => key.startsWith(prefix) && !key.endsWith(".title"));
      expect(shown.filter((key) => key.startsWith(prefix)).sort()).toEqual(expected.sort());
    }
    expect(asRead(legalDe["legal.privacy.orders.retention"])).toMatch(/§ 132 Bundesabgabenordnung \(BAO\) 7 Jahre/);
    expect(asRead(legalEn["legal.privacy.orders.retention"])).toMatch(/7 years under § 132/);
  });

  it("lists the cookie banner's categories, in the banner's order", () => {
    expect(cookieCategories.map((entry) => entry.category)).toEqual([...consentCategories]);
  });

  it("names the storage keys the site really uses", () => {
    const essential = cookieCategories.find((entry) => entry.category === "essential");
    const names = essential?.items.map((item) => item.name) ?? [];
    expect(names).toEqual(expect.arrayContaining([sessionCookieName, languageCookieName, CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY]));
    expect([sessionCookieName, languageCookieName, CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY]).toEqual([
      "sid",
      "lang",
      "cookie_consent",
      "cookie_preferences",
    ]);
  });
});

describe("the terms' figures the customer fixed (docs/requirements.md)", () => {
  const german = termsSections.flatMap((section) => section.clauses.map((clause) => asRead(legalDe[clause]))).join("\n");
  const english = termsSections.flatMap((section) => section.clauses.map((clause) => asRead(legalEn[clause]))).join("\n");

  it.each([
    ["cancellation fee", "Stornogebühr von 30 % des noch nicht abgerechneten Auftragswerts", "cancellation fee of 30% of the uninvoiced order value"],
    ["guarantee", "Die Gewährleistung erlischt 6 Monate nach Abnahme", "The guarantee lapses 6 months after acceptance"],
    ["claims", "innerhalb von 1 Jahr", "within 1 year"],
    ["data restoration", "höchstens jedoch bis 10 % des Auftragswerts", "at most up to 10% of the order value"],
    ["overall cap", "insgesamt mit EUR 15.000 begrenzt", "capped overall at EUR 15,000"],
    ["non-solicitation", "für 12 Monate nach Vertragsende", "for 12 months after it ends"],
    ["delivery speeds", "zwei Lieferarten: normal und schnell", "two delivery speeds: normal and fast"],
    ["credits", "Guthaben in Euro oder Dollar", "credits in euros or dollars"],
    ["credits at par", "1 Guthaben entspricht 1,00 EUR beziehungsweise 1,00 USD", "One credit is worth 1.00 of its currency"],
    ["credits never expire", "Guthaben verfällt nicht", "Credits do not expire"],
    ["refund of unused credits", "zahlen wir auf Verlangen jederzeit", "at any time on request"],
  ])("%s", (_figure, de, en) => {
    expect(german).toContain(de);
    expect(english).toContain(en);
  });
});
