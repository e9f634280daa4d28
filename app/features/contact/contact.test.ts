import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { translator } from "../../i18n/catalogues.ts";
import type { Language } from "../../i18n/paths.ts";
import { type CountedNetwork, countedNetworks, widerNetworkLimits } from "../../lib/client-address.server.ts";
import { contactRateLimit, submitContactMessage } from "./contact.server.ts";
import { type ContactErrors, honeypotField } from "./contact-form.ts";

const companyInbox = "office@wp-studio.example";
const publicUrl = "https://www.wp-studio.example";

const validFields = {
  name: "Anna Berger",
  email: "anna.berger@example.com",
  company: "Berger & Söhne KG",
  subject: "Neue Website",
  message: "Wir planen eine neue WordPress-Website\nmit Shop und hätten gern ein Angebot.",
  consent: "yes",
};

function form(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.set(name, value);
  return data;
}

describe.each(testEngines)("contact messages on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let clientCounter = 0;

  /** Each submission comes from a client of its own unless a test says otherwise. */
  function submit(fields: Record<string, string | undefined>, options: { language?: Language; client?: string; networks?: CountedNetwork[]; now?: Date } = {}) {
    clientCounter += 1;
    const own = options.client ?? `client-${clientCounter}`;
    const clientNetworks = options.networks ?? [{ hash: own, limitFactor: 1 }];
    return submitContactMessage(
      db,
      { form: form(fields), language: options.language ?? "de", clientAddressHash: clientNetworks[0]?.hash ?? own, clientNetworks, companyInbox, publicUrl },
      options.now,
    );
  }

  const stored = () => db.selectFrom("contact_messages").selectAll().orderBy("id").execute();
  const outbox = () => db.selectFrom("outbox_emails").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  beforeEach(async () => {
    await db.deleteFrom("contact_messages").execute();
    await db.deleteFrom("rate_limit_hits").execute();
    await db.deleteFrom("outbox_emails").execute();
  });

  afterAll(() => drop());

  it("answers an empty form with one message per required field, in both languages, and stores nothing", async () => {
    const result = await submit({ name: "", email: "", company: "", subject: "", message: "" });
    const expected: ContactErrors = {
      name: "contact.error.nameRequired",
      email: "contact.error.emailRequired",
      subject: "contact.error.subjectRequired",
      message: "contact.error.messageRequired",
      consent: "contact.error.consentRequired",
    };
    expect(result).toEqual({ status: "invalid", errors: expected, values: { name: "", email: "", company: "", subject: "", message: "", consent: false } });

    const de = translator("de");
    const en = translator("en");
    expect(de(expected.name!)).toBe("Bitte geben Sie Ihren Namen an.");
    expect(en(expected.name!)).toBe("Please enter your name.");
    expect(de(expected.consent!)).toBe("Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu, damit wir Ihnen antworten können.");
    expect(en(expected.consent!)).toBe("Please agree to the processing of your details so that we can answer you.");
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it.each([
    ["name", "x".repeat(101), "contact.error.nameTooLong"],
    ["email", "anna.berger@", "contact.error.emailInvalid"],
    ["email", "anna berger@example.com", "contact.error.emailInvalid"],
    ["email", `${"a".repeat(64)}@${"b".repeat(250)}.example`, "contact.error.emailTooLong"],
    ["company", "x".repeat(101), "contact.error.companyTooLong"],
    ["subject", "Hi", "contact.error.subjectTooShort"],
    ["subject", "x".repeat(151), "contact.error.subjectTooLong"],
    ["message", "Zu kurz.", "contact.error.messageTooShort"],
    ["message", "x".repeat(5001), "contact.error.messageTooLong"],
  ] as const)("refuses %s = %j with %s and keeps what was entered", async (field, value, error) => {
    const result = await submit({ ...validFields, [field]: value });
    expect(result).toMatchObject({ status: "invalid", errors: { [field]: error } });
    if (result.status !== "invalid") throw new Error("expected invalid");
    expect(Object.keys(result.errors)).toEqual([field]);
    expect(result.values[field]).toBe(value);
    expect(result.values.consent).toBe(true);
    expect(await stored()).toEqual([]);
  });

  it("accepts every value at its bounds", async () => {
    const result = await submit({
      name: "x".repeat(100),
      email: `${"a".repeat(64)}@${"b".repeat(240)}.example`,
      company: "x".repeat(100),
      subject: "abc",
      message: "x".repeat(5000),
      consent: "yes",
    });
    expect(result).toEqual({ status: "sent" });
    await expect(submit({ ...validFields, subject: "x".repeat(150), message: "0123456789", company: "" })).resolves.toEqual({ status: "sent" });
  });

  it("stores an accepted message and queues the company's copy in German and the sender's confirmation in the page's language", async () => {
    const now = new Date("2026-11-21T10:15:00.000Z");
    const result = await submit({ ...validFields, name: "  Anna\n Berger ", subject: "New website" }, { language: "en", client: "hash-of-anna", now });
    expect(result).toEqual({ status: "sent" });

    expect(await stored()).toEqual([
      expect.objectContaining({
        name: "Anna Berger",
        email: "anna.berger@example.com",
        company: "Berger & Söhne KG",
        subject: "New website",
        message: validFields.message,
        language: "en",
        ip_hash: "hash-of-anna",
        created_at: now.toISOString(),
      }),
    ]);

    const [companyCopy, confirmation] = await outbox();
    expect(companyCopy).toMatchObject({
      to_address: companyInbox,
      reply_to: "anna.berger@example.com",
      language: "de",
      subject: "Kontaktformular: New website",
      status: "pending",
    });
    expect(companyCopy?.text_body).toContain("Name: Anna Berger");
    expect(companyCopy?.text_body).toContain("Unternehmen: Berger & Söhne KG");
    expect(companyCopy?.text_body).toContain("Sprache: Englisch");
    expect(companyCopy?.text_body).toContain("Eingegangen: 21. November 2026 um 11:15");
    expect(companyCopy?.text_body).toContain("> Wir planen eine neue WordPress-Website\n> mit Shop und hätten gern ein Angebot.");
    expect(companyCopy?.html_body).toContain("Berger &amp; Söhne KG");

    expect(confirmation).toMatchObject({
      to_address: "anna.berger@example.com",
      reply_to: companyInbox,
      language: "en",
      subject: "Your message to WP Studio: New website",
    });
    expect(confirmation?.text_body).toContain("Hello Anna Berger,");
    expect(confirmation?.text_body).toContain("within one working day");
    expect(confirmation?.text_body).toContain("> Wir planen eine neue WordPress-Website");
    expect(confirmation?.html_body).toContain('<html lang="en">');
  });

  it("writes the confirmation in German when the form was sent from the German page", async () => {
    await submit(validFields, { language: "de" });
    const [companyCopy, confirmation] = await outbox();
    expect(companyCopy?.subject).toBe("Kontaktformular: Neue Website");
    expect(confirmation).toMatchObject({ language: "de", subject: "Ihre Nachricht an WP Studio: Neue Website" });
    expect(confirmation?.text_body).toContain("Guten Tag Anna Berger,");
    expect(confirmation?.text_body).toContain("innerhalb eines Werktags");
  });

  it("escapes every value the sender wrote in the HTML bodies", async () => {
    await submit({ ...validFields, name: '<img src=x onerror="alert(1)">', message: "<script>alert('x')</script> and more" });
    for (const mail of await outbox()) {
      expect(mail.html_body).not.toContain("<script>");
      expect(mail.html_body).not.toContain("<img");
      expect(mail.html_body).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    }
  });

  it("answers a filled honeypot like success but stores and sends nothing", async () => {
    const result = await submit({ ...validFields, [honeypotField]: "https://spam.example" });
    expect(result).toEqual({ status: "sent" });
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it(`accepts ${contactRateLimit.limit} messages per hour from one client and refuses more without storing them`, async () => {
    const start = new Date("2026-11-21T10:00:00.000Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let index = 0; index < contactRateLimit.limit; index += 1) {
      await expect(submit(validFields, { client: "busy-client", now: at(index) })).resolves.toEqual({ status: "sent" });
    }
    const refused = await submit(validFields, { client: "busy-client", now: at(30) });
    expect(refused).toMatchObject({ status: "rateLimited", values: { name: "Anna Berger", subject: "Neue Website" } });
    expect(await stored()).toHaveLength(contactRateLimit.limit);
    expect(await outbox()).toHaveLength(contactRateLimit.limit * 2);

    await expect(submit(validFields, { client: "another-client", now: at(30) }), "other clients are not affected").resolves.toEqual({ status: "sent" });
    await expect(submit(validFields, { client: "busy-client", now: at(60) }), "the first message has left the window").resolves.toEqual({ status: "sent" });
  });

  // Issue #30, finding 5: keyed on the /64 alone, a client rotating /64s inside its /56 sent (and had confirmations mailed) without end.
  it("counts an IPv6 client in its /56 at the same limit and in its /48 at four times it", async () => {
    const now = new Date("2026-11-21T10:00:00.000Z");
    const networksOf = (address: string) => countedNetworks(address, "contact-test-secret");
    /** The `index`-th /64 inside the /56 2001:db8:c0:1200::/56, and an address in the `index`-th /56 of the /48 2001:db8:c1::/48. */
    const in56 = (index: number) => networksOf(`2001:db8:c0:${(0x1200 + index).toString(16)}::7`);
    const in48 = (index: number) => networksOf(`2001:db8:c1:${(index << 8).toString(16)}::7`);

    const rotating64 = [];
    for (let index = 0; index <= contactRateLimit.limit; index += 1) rotating64.push((await submit(validFields, { networks: in56(index), now })).status);
    expect(rotating64).toEqual([...Array<string>(contactRateLimit.limit).fill("sent"), "rateLimited"]);

    const factorOf48 = widerNetworkLimits.find((network) => network.prefixLength === 48)?.limitFactor ?? Number.NaN;
    const rotating56 = [];
    for (let index = 0; index <= contactRateLimit.limit * factorOf48; index += 1)
      rotating56.push((await submit(validFields, { networks: in48(index), now })).status);
    expect(rotating56).toEqual([...Array<string>(contactRateLimit.limit * factorOf48).fill("sent"), "rateLimited"]);

    // Another /48, and an IPv4 client, are not held back.
    await expect(submit(validFields, { networks: networksOf("2001:db8:c2::7"), now })).resolves.toEqual({ status: "sent" });
    await expect(submit(validFields, { networks: networksOf("198.51.100.7"), now })).resolves.toEqual({ status: "sent" });
    expect(await stored()).toHaveLength(contactRateLimit.limit * (1 + factorOf48) + 2);
  });
});
