import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  type ConsentAction,
  type ConsentSelection,
  CONSENT_REVISION,
  CONSENT_STORAGE_KEY,
  PREFERENCES_STORAGE_KEY,
  acceptAll,
  consentActionAttribute,
  consentAnsweredEvent,
  consentBannerIds,
  consentCategoryAttribute,
  consentEvent,
  consentModeDefaults,
  consentModeScriptSource,
  consentModeSignals,
  fromSelection,
  makeChoice,
  optionalConsentCategories,
  parseConsent,
  rejectAll,
  serialiseConsent,
  toConsentMode,
} from "./consent-state.ts";

const now = new Date("2025-01-02T03:04:05.000Z");

function stored(status: unknown, preferences: unknown, revision: unknown = CONSENT_REVISION): [string, string] {
  return [JSON.stringify({ status, revision, decidedAt: now.toISOString() }), JSON.stringify(preferences)];
}

describe("preferences", () => {
  it("accept all grants every category", () => {
    expect(acceptAll()).toEqual({ essential: true, analytics: true, functionality: true, marketing: true });
  });

  it("reject all keeps only essential", () => {
    expect(rejectAll()).toEqual({ essential: true, analytics: false, functionality: false, marketing: false });
  });

  it("a selection keeps exactly the chosen categories and essential stays on", () => {
    expect(fromSelection({ analytics: true, functionality: false, marketing: true })).toEqual({
      essential: true,
      analytics: true,
      functionality: false,
      marketing: true,
    });
  });

  it("essential cannot be switched off through a selection", () => {
    const sneaky = { essential: false, analytics: false, functionality: false, marketing: false };
    expect(fromSelection(sneaky).essential).toBe(true);
  });
});

describe("storage format", () => {
  it("round-trips every kind of choice", () => {
    for (const choice of [
      makeChoice("accepted", acceptAll(), now),
      makeChoice("rejected", rejectAll(), now),
      makeChoice("custom", fromSelection({ analytics: false, functionality: true, marketing: false }), now),
    ]) {
      const { consent, preferences } = serialiseConsent(choice);
      expect(parseConsent(consent, preferences)).toEqual(choice);
    }
  });

  it("writes the documented records", () => {
    const { consent, preferences } = serialiseConsent(makeChoice("accepted", acceptAll(), now));
    expect(JSON.parse(consent)).toEqual({ status: "accepted", revision: CONSENT_REVISION, decidedAt: "2025-01-02T03:04:05.000Z" });
    expect(JSON.parse(preferences)).toEqual({ essential: true, analytics: true, functionality: true, marketing: true });
  });

  it("treats a missing record as no choice", () => {
    expect(parseConsent(null, null)).toBeNull();
    expect(parseConsent(undefined, undefined)).toBeNull();
    const [consent, preferences] = stored("accepted", acceptAll());
    expect(parseConsent(consent, null)).toBeNull();
    expect(parseConsent(null, preferences)).toBeNull();
  });

  it("treats a record of another revision as no choice", () => {
    expect(parseConsent(...stored("accepted", acceptAll(), CONSENT_REVISION - 1))).toBeNull();
    expect(parseConsent(...stored("accepted", acceptAll(), CONSENT_REVISION + 1))).toBeNull();
    expect(parseConsent(...stored("accepted", acceptAll(), String(CONSENT_REVISION)))).toBeNull();
    expect(parseConsent(JSON.stringify({ status: "accepted" }), JSON.stringify(acceptAll()))).toBeNull();
  });

  it.each(garbage())("treats garbage as no choice: %s / %s", (consent, preferences) => {
    expect(parseConsent(consent, preferences)).toBeNull();
  });

  it("accepts a record without a time", () => {
    const choice = parseConsent(JSON.stringify({ status: "rejected", revision: CONSENT_REVISION }), JSON.stringify(rejectAll()));
    expect(choice).toEqual({ status: "rejected", revision: CONSENT_REVISION, preferences: rejectAll() });
  });

  it("ignores unknown extra fields", () => {
    const choice = parseConsent(
      JSON.stringify({ status: "custom", revision: CONSENT_REVISION, extra: 1 }),
      JSON.stringify({ ...rejectAll(), analytics: true, tracking: true }),
    );
    expect(choice?.preferences).toEqual({ essential: true, analytics: true, functionality: false, marketing: false });
  });
});

describe("Consent Mode v2", () => {
  it("defaults deny everything but security storage", () => {
    expect(consentModeDefaults).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "denied",
      personalization_storage: "denied",
      security_storage: "granted",
    });
  });

  it("accept all grants every signal", () => {
    const state = toConsentMode(acceptAll());
    for (const signal of consentModeSignals) expect(state[signal]).toBe("granted");
  });

  it("maps each category to its signals", () => {
    expect(toConsentMode(fromSelection({ analytics: true, functionality: false, marketing: false }))).toEqual({
      ...consentModeDefaults,
      analytics_storage: "granted",
    });
    expect(toConsentMode(fromSelection({ analytics: false, functionality: true, marketing: false }))).toEqual({
      ...consentModeDefaults,
      functionality_storage: "granted",
      personalization_storage: "granted",
    });
    expect(toConsentMode(fromSelection({ analytics: false, functionality: false, marketing: true }))).toEqual({
      ...consentModeDefaults,
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });
});

describe("data layer event", () => {
  it("carries the status, revision and all four categories", () => {
    const choice = makeChoice("custom", fromSelection({ analytics: true, functionality: false, marketing: false }), now);
    expect(consentEvent(choice)).toEqual({
      event: "cookie_consent",
      consent_status: "custom",
      consent_revision: CONSENT_REVISION,
      cookie_preferences: { essential: true, analytics: true, functionality: false, marketing: false },
    });
  });
});

describe("inline Consent Mode script", () => {
  /** Runs the script as a browser would, with the given localStorage, and returns what it pushed to the data layer. */
  /** A <html> element that records its attributes. */
  function documentStub(): { documentElement: { attributes: Record<string, string>; setAttribute(name: string, value: string): void } } {
    const attributes: Record<string, string> = {};
    return { documentElement: { attributes, setAttribute: (name, value) => void (attributes[name] = value) } };
  }

  function run(storage: Record<string, string>, options: { storageThrows?: boolean } = {}): unknown[][] {
    return runWithDocument(storage, options).dataLayer;
  }

  function runWithDocument(storage: Record<string, string>, options: { storageThrows?: boolean } = {}) {
    const window: Record<string, unknown> = {
      localStorage: {
        getItem(key: string) {
          if (options.storageThrows) throw new Error("SecurityError");
          return key in storage ? storage[key] : null;
        },
      },
      addEventListener() {},
    };
    const document = documentStub();
    runInNewContext(consentModeScriptSource(), { window, document });
    const dataLayer = window.dataLayer as ArrayLike<unknown>[];
    // gtag pushes `arguments` objects, which is what gtag.js expects; copy them into plain arrays.
    return {
      dataLayer: dataLayer.map((entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[]),
      htmlAttributes: document.documentElement.attributes,
    };
  }

  function storageOf(consent: string | null, preferences: string | null): Record<string, string> {
    const storage: Record<string, string> = {};
    if (consent !== null) storage[CONSENT_STORAGE_KEY] = consent;
    if (preferences !== null) storage[PREFERENCES_STORAGE_KEY] = preferences;
    return storage;
  }

  it("sets only the defaults when nothing is stored", () => {
    expect(run({})).toEqual([["consent", "default", consentModeDefaults]]);
  });

  it("still sets the defaults when storage is blocked", () => {
    expect(run({}, { storageThrows: true })).toEqual([["consent", "default", consentModeDefaults]]);
  });

  it("applies a stored choice right after the defaults", () => {
    const choice = makeChoice("custom", fromSelection({ analytics: true, functionality: false, marketing: true }), now);
    const { consent, preferences } = serialiseConsent(choice);
    expect(run(storageOf(consent, preferences))).toEqual([
      ["consent", "default", consentModeDefaults],
      ["consent", "update", toConsentMode(choice.preferences)],
    ]);
  });

  it("keeps an existing data layer and gtag", () => {
    const existing = [{ event: "earlier" }];
    const window: Record<string, unknown> = { dataLayer: existing, localStorage: { getItem: () => null }, addEventListener() {} };
    runInNewContext(consentModeScriptSource(), { window, document: documentStub() });
    expect(window.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });

  it("marks <html> so the server-rendered banner shows when there is no valid choice, and only then", () => {
    const choice = makeChoice("accepted", acceptAll(), now);
    const { consent, preferences } = serialiseConsent(choice);
    expect(runWithDocument(storageOf(consent, preferences)).htmlAttributes).toEqual({});
    expect(runWithDocument({}).htmlAttributes).toEqual({ "data-consent": "ask" });
    expect(runWithDocument({}, { storageThrows: true }).htmlAttributes).toEqual({ "data-consent": "ask" });
    const otherRevision = JSON.stringify({ status: "accepted", revision: CONSENT_REVISION + 1 });
    expect(runWithDocument(storageOf(otherRevision, preferences)).htmlAttributes).toEqual({ "data-consent": "ask" });
  });

  it("cannot close its <script> element", () => {
    expect(consentModeScriptSource()).not.toMatch(/<\/script/i);
  });

  const valid = [stored("accepted", acceptAll()), stored("rejected", rejectAll()), stored("custom", { ...rejectAll(), marketing: true })];
  it.each([...valid, ...garbage(), stored("accepted", acceptAll(), CONSENT_REVISION + 1)])("agrees with parseConsent on %s / %s", (consent, preferences) => {
    const choice = parseConsent(consent, preferences);
    const pushed = run(storageOf(consent, preferences));
    expect(pushed.slice(1)).toEqual(choice ? [["consent", "update", toConsentMode(choice.preferences)]] : []);
  });
});

describe("inline answers to the banner before hydration", () => {
  type Listener = (event: unknown) => void;

  /** A page with the server-rendered banner whose switches stand as given, and the script run on it. */
  function pageWithBanner(switches: ConsentSelection) {
    const writes: [string, string][] = [];
    const answered: string[] = [];
    const listeners: Record<string, { listener: Listener; capture: unknown }[]> = {};
    const banner = {
      attributes: {} as Record<string, string>,
      focused: false,
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      },
      focus() {
        this.focused = true;
      },
      querySelector(selector: string) {
        const category = optionalConsentCategories.find((name) => selector === `[${consentCategoryAttribute}=${name}]`);
        return category ? { checked: switches[category] } : null;
      },
    };
    const htmlAttributes: Record<string, string> = {};
    const frames: (() => void)[] = [];
    const window: Record<string, unknown> = {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => frames.push(callback),
      localStorage: { getItem: () => null, setItem: (key: string, value: string) => writes.push([key, value]) },
      addEventListener: (type: string, listener: Listener, capture: unknown) => (listeners[type] ??= []).push({ listener, capture }),
      dispatchEvent: (event: { type: string }) => answered.push(event.type),
    };
    const document = {
      documentElement: {
        setAttribute: (name: string, value: string) => void (htmlAttributes[name] = value),
        removeAttribute: (name: string) => void delete htmlAttributes[name],
      },
      getElementById: (id: string) => (id === consentBannerIds.banner ? banner : null),
    };
    class Event {
      type: string;
      constructor(type: string) {
        this.type = type;
      }
    }
    runInNewContext(consentModeScriptSource(), { window, document, Event, Date: FixedDate });

    /** Clicks an element; `hydrated` gives it React's props. Returns whether the script stopped the click. */
    function click(action: ConsentAction | null, hydrated = false): boolean {
      const element: Record<string, unknown> = { getAttribute: (name: string) => (name === consentActionAttribute ? action : null) };
      if (hydrated) element.__reactProps$abc = {};
      let stopped = false;
      const event = {
        target: { closest: (selector: string) => (action !== null && selector === `[${consentActionAttribute}]` ? element : null) },
        preventDefault() {},
        stopImmediatePropagation() {
          stopped = true;
        },
      };
      for (const { listener } of listeners.click ?? []) listener(event);
      return stopped;
    }
    const dataLayer = () =>
      (window.dataLayer as ArrayLike<unknown>[]).map(
        (entry) => JSON.parse(JSON.stringify(Array.isArray(entry) ? entry : "event" in entry ? entry : Array.from(entry))) as unknown,
      );
    /** Runs the animation frames and the timers they set, in order. */
    const runFrames = () => {
      for (let next = frames.shift(); next; next = frames.shift()) next();
    };
    return { click, writes, answered, banner, htmlAttributes, dataLayer, listeners, runFrames };
  }

  const none = { analytics: false, functionality: false, marketing: false };

  it("listens to clicks in the capture phase, before the loader and React", () => {
    const page = pageWithBanner(none);
    expect(page.listeners.click?.map(({ capture }) => capture)).toEqual([true]);
  });

  it.each([
    ["accept", makeChoice("accepted", acceptAll(), now), none],
    ["reject", makeChoice("rejected", rejectAll(), now), { analytics: true, functionality: true, marketing: true }],
    [
      "save",
      makeChoice("custom", fromSelection({ analytics: true, functionality: false, marketing: true }), now),
      { analytics: true, functionality: false, marketing: true },
    ],
  ] as const)("%s stores, updates Consent Mode and pushes the event as the store does, then hides the banner", (action, choice, switches) => {
    const page = pageWithBanner(switches);
    expect(page.htmlAttributes).toEqual({ "data-consent": "ask" });
    expect(page.click(action)).toBe(true);
    const { consent, preferences } = serialiseConsent(choice);
    expect(page.writes).toEqual([
      [PREFERENCES_STORAGE_KEY, preferences],
      [CONSENT_STORAGE_KEY, consent],
    ]);
    expect(page.dataLayer().slice(1)).toEqual([["consent", "update", toConsentMode(choice.preferences)], consentEvent(choice)]);
    expect(page.htmlAttributes).toEqual({});
    expect(page.answered).toEqual([consentAnsweredEvent]);
  });

  it("Manage shows the detailed view, names the region by its title and focuses it, deciding nothing", () => {
    const page = pageWithBanner(none);
    expect(page.click("manage")).toBe(true);
    expect(page.banner.attributes).toEqual({ "data-view": "detailed", "aria-labelledby": consentBannerIds.detailedTitle });
    expect(page.banner.focused, "not before the detailed view's first frame").toBe(false);
    page.runFrames();
    expect(page.banner.focused).toBe(true);
    expect(page.writes).toEqual([]);
    expect(page.dataLayer()).toHaveLength(1);
    expect(page.htmlAttributes).toEqual({ "data-consent": "ask" });
    expect(page.answered).toEqual([consentAnsweredEvent]);
  });

  it("leaves a hydrated button and any other click to others", () => {
    const page = pageWithBanner(none);
    expect(page.click("accept", true)).toBe(false);
    expect(page.click(null)).toBe(false);
    expect(page.writes).toEqual([]);
    expect(page.dataLayer()).toHaveLength(1);
  });
});

/** `new Date()` in the inline script is the test's fixed moment. */
class FixedDate extends Date {
  constructor() {
    super(now);
  }
}

/** Values a visitor, an old version of the site or another script might have left under our keys. */
function garbage(): [string | null, string | null][] {
  const [consent, preferences] = stored("accepted", acceptAll());
  return [
    ["", ""],
    ["not json", preferences],
    [consent, "{broken"],
    ["null", "null"],
    ["true", preferences],
    ["42", preferences],
    ['"accepted"', preferences],
    ["[]", preferences],
    [consent, "[]"],
    [consent, '"yes"'],
    [JSON.stringify({ status: "maybe", revision: CONSENT_REVISION }), preferences],
    [JSON.stringify({ status: 1, revision: CONSENT_REVISION }), preferences],
    [JSON.stringify({ revision: CONSENT_REVISION }), preferences],
    stored("accepted", { ...acceptAll(), essential: false }),
    stored("accepted", { essential: true, analytics: true, functionality: true }),
    stored("accepted", { ...acceptAll(), analytics: "true" }),
    stored("rejected", { ...rejectAll(), marketing: 0 }),
    stored("accepted", { analytics: true, functionality: true, marketing: true }),
  ];
}
