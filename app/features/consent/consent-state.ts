/**
 * Cookie consent (docs/requirements.md, decision 005): the choice, its storage
 * format and what it means for Google Consent Mode v2. Pure functions only, so the browser store,
 * the inline <head> script and the tests all share one definition.
 */

export const consentCategories = ["essential", "analytics", "functionality", "marketing"] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** The categories a visitor may switch; essential is always on, since the site cannot work without it. */
export const optionalConsentCategories = ["analytics", "functionality", "marketing"] as const;
export type OptionalConsentCategory = (typeof optionalConsentCategories)[number];

export interface ConsentPreferences {
  essential: true;
  analytics: boolean;
  functionality: boolean;
  marketing: boolean;
}

export type ConsentSelection = Record<OptionalConsentCategory, boolean>;

/** How the choice was made: "accepted" and "rejected" are the one-click buttons, "custom" is Save settings. */
export const consentStatuses = ["accepted", "rejected", "custom"] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

/**
 * Raise this when the categories, the tools behind them or the texts change in a way that needs
 * fresh consent: every stored choice with another revision then counts as no choice, so the banner asks again.
 */
export const CONSENT_REVISION = 1;

export const CONSENT_STORAGE_KEY = "cookie_consent";
export const PREFERENCES_STORAGE_KEY = "cookie_preferences";

export interface ConsentChoice {
  status: ConsentStatus;
  revision: number;
  preferences: ConsentPreferences;
  /** ISO time of the choice, kept as a record of when consent was given; not needed to be valid. */
  decidedAt?: string;
}

export function acceptAll(): ConsentPreferences {
  return { essential: true, analytics: true, functionality: true, marketing: true };
}

export function rejectAll(): ConsentPreferences {
  return { essential: true, analytics: false, functionality: false, marketing: false };
}

export function fromSelection(selection: ConsentSelection): ConsentPreferences {
  return {
    essential: true,
    analytics: selection.analytics === true,
    functionality: selection.functionality === true,
    marketing: selection.marketing === true,
  };
}

export function makeChoice(status: ConsentStatus, preferences: ConsentPreferences, now: Date = new Date()): ConsentChoice {
  return { status, revision: CONSENT_REVISION, preferences: fromSelection(preferences), decidedAt: now.toISOString() };
}

/** The two localStorage values of a choice: the acceptance record and the preferences. */
export function serialiseConsent(choice: ConsentChoice): { consent: string; preferences: string } {
  const consent: Record<string, unknown> = { status: choice.status, revision: choice.revision };
  if (choice.decidedAt !== undefined) consent.decidedAt = choice.decidedAt;
  return { consent: JSON.stringify(consent), preferences: JSON.stringify(fromSelection(choice.preferences)) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseJson(raw: string | null | undefined): unknown {
  if (typeof raw !== "string") return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function isConsentStatus(value: unknown): value is ConsentStatus {
  return consentStatuses.some((status) => status === value);
}

/**
 * The stored choice, or null when there is none that still counts: missing, unreadable, of
 * another revision or not in our format. Null makes the banner ask, which is the safe answer to
 * anything unexpected. The inline <head> script applies exactly these rules (see consentModeScriptSource).
 */
export function parseConsent(consentRaw: string | null | undefined, preferencesRaw: string | null | undefined): ConsentChoice | null {
  const consent = parseJson(consentRaw);
  const preferences = parseJson(preferencesRaw);
  if (!isRecord(consent) || !isRecord(preferences)) return null;
  if (consent.revision !== CONSENT_REVISION || !isConsentStatus(consent.status)) return null;
  if (preferences.essential !== true) return null;
  if (!optionalConsentCategories.every((category) => typeof preferences[category] === "boolean")) return null;
  const choice: ConsentChoice = {
    status: consent.status,
    revision: CONSENT_REVISION,
    preferences: fromSelection({
      analytics: preferences.analytics === true,
      functionality: preferences.functionality === true,
      marketing: preferences.marketing === true,
    }),
  };
  if (typeof consent.decidedAt === "string") choice.decidedAt = consent.decidedAt;
  return choice;
}

export const consentModeSignals = [
  "ad_storage",
  "ad_user_data",
  "ad_personalization",
  "analytics_storage",
  "functionality_storage",
  "personalization_storage",
  "security_storage",
] as const;
export type ConsentModeSignal = (typeof consentModeSignals)[number];
export type ConsentModeValue = "granted" | "denied";
export type ConsentModeState = Record<ConsentModeSignal, ConsentModeValue>;

/** Which Consent Mode v2 signals each category controls; every signal belongs to exactly one category. */
export const consentModeMapping = {
  essential: ["security_storage"],
  analytics: ["analytics_storage"],
  functionality: ["functionality_storage", "personalization_storage"],
  marketing: ["ad_storage", "ad_user_data", "ad_personalization"],
} as const satisfies Record<ConsentCategory, readonly ConsentModeSignal[]>;

export function toConsentMode(preferences: ConsentPreferences): ConsentModeState {
  const state = {} as ConsentModeState;
  for (const category of consentCategories) {
    for (const signal of consentModeMapping[category]) {
      state[signal] = preferences[category] ? "granted" : "denied";
    }
  }
  return state;
}

/** Before any choice everything is denied except what the site needs to be secure, i.e. the rejected state. */
export const consentModeDefaults: ConsentModeState = toConsentMode(rejectAll());

export interface ConsentDataLayerEvent {
  event: "cookie_consent";
  consent_status: ConsentStatus;
  consent_revision: number;
  cookie_preferences: ConsentPreferences;
}

export function consentEvent(choice: ConsentChoice): ConsentDataLayerEvent {
  return {
    event: "cookie_consent",
    consent_status: choice.status,
    consent_revision: choice.revision,
    cookie_preferences: fromSelection(choice.preferences),
  };
}

/** The banner's element ids, which the inline <head> script finds it by before React hydrates. */
export const consentBannerIds = { banner: "cookie-consent", simpleTitle: "cookie-consent-title", detailedTitle: "cookie-settings-title" } as const;

/** Marks the banner's buttons with what they do, and the detailed view's switches with their category. */
export const consentActionAttribute = "data-consent-action";
export const consentCategoryAttribute = "data-consent-category";
export type ConsentAction = "accept" | "reject" | "save" | "manage";

/** Fired by the inline <head> script after it answered a click on the banner before hydration; the store follows it. */
export const consentAnsweredEvent = "site:consent-answered";

/**
 * The classic script for <head>, before any tag: defines gtag, sets the Consent Mode defaults and
 * at once applies a stored valid choice, so tags that load later never run on defaults alone for a
 * returning visitor. Without a valid choice it marks <html> `data-consent="ask"`, which shows the
 * server-rendered banner (see CookieConsent) before React hydrates. Its constants are serialised from this module so the two cannot drift; the
 * validity check mirrors parseConsent (the unit tests run both on the same inputs).
 *
 * Until React has hydrated the banner it also answers the banner's buttons itself (decision 041):
 * Manage shows the server-rendered detailed view (and focuses it after its first frame), Accept/Accept all, Reject/Reject all and Save
 * settings store the choice, update Consent Mode and push the data layer event exactly as the
 * store's `decide` does (the unit tests compare both), and hide the banner. Its listener runs
 * first on `window` and stops the click, so neither the loader nor React sees it; once a button
 * carries React's props, React answers it instead, and nothing is done twice.
 */
export function consentModeScriptSource(): string {
  const config = {
    keys: [CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY],
    revision: CONSENT_REVISION,
    statuses: consentStatuses,
    optional: optionalConsentCategories,
    mapping: consentModeMapping,
    defaults: consentModeDefaults,
    ids: consentBannerIds,
    action: consentActionAttribute,
    category: consentCategoryAttribute,
    answered: consentAnsweredEvent,
  };
  // "<" is escaped so no value can ever close the <script> element.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return (
    "(function(w,d,c){" +
    "var chosen=false;" +
    "w.dataLayer=w.dataLayer||[];" +
    "w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};" +
    'w.gtag("consent","default",c.defaults);' +
    'function mode(p){var u={};for(var k in c.mapping)c.mapping[k].forEach(function(x){u[x]=p[k]?"granted":"denied"});return u}' +
    "try{" +
    "var s=JSON.parse(w.localStorage.getItem(c.keys[0])),p=JSON.parse(w.localStorage.getItem(c.keys[1]));" +
    'if(s&&typeof s=="object"&&s.revision===c.revision&&c.statuses.indexOf(s.status)>-1&&p&&typeof p=="object"&&p.essential===true' +
    '&&c.optional.every(function(k){return typeof p[k]=="boolean"})){' +
    "chosen=true;" +
    'w.gtag("consent","update",mode(p))' +
    "}" +
    "}catch(e){}" +
    // Without a choice the server-rendered banner shows at first paint, before any module script.
    'if(!chosen)d.documentElement.setAttribute("data-consent","ask");' +
    'w.addEventListener("click",function(e){' +
    'var a=e.target&&e.target.closest&&e.target.closest("["+c.action+"]");' +
    'if(!a||Object.keys(a).some(function(k){return k.indexOf("__reactProps$")===0}))return;' +
    "e.preventDefault();e.stopImmediatePropagation();" +
    "var n=a.getAttribute(c.action),b=d.getElementById(c.ids.banner);" +
    // The focus follows once the detailed view is painted: focusing forces layout at once, and on
    // a slow phone that held the view's first frame back by a third.
    'if(n==="manage"){b.setAttribute("data-view","detailed");b.setAttribute("aria-labelledby",c.ids.detailedTitle);' +
    "w.requestAnimationFrame(function(){w.setTimeout(function(){b.focus()},0)})}else{" +
    'var yes=n==="accept",p={essential:true},s={status:n==="save"?"custom":yes?"accepted":"rejected",revision:c.revision,decidedAt:new Date().toISOString()};' +
    'c.optional.forEach(function(k){var box=b.querySelector("["+c.category+"="+k+"]");p[k]=yes||n==="save"&&!!box&&box.checked});' +
    "try{w.localStorage.setItem(c.keys[1],JSON.stringify(p));w.localStorage.setItem(c.keys[0],JSON.stringify(s))}catch(x){}" +
    'w.gtag("consent","update",mode(p));' +
    'w.dataLayer.push({event:"cookie_consent",consent_status:s.status,consent_revision:c.revision,cookie_preferences:p});' +
    'd.documentElement.removeAttribute("data-consent")}' +
    "w.dispatchEvent(new Event(c.answered))" +
    "},true)" +
    `})(window,document,${json});`
  );
}
