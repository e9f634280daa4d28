import { useSyncExternalStore } from "react";
import {
  CONSENT_STORAGE_KEY,
  PREFERENCES_STORAGE_KEY,
  type ConsentChoice,
  type ConsentModeState,
  type ConsentPreferences,
  type ConsentSelection,
  type ConsentStatus,
  acceptAll,
  consentAnsweredEvent,
  consentBannerIds,
  consentEvent,
  fromSelection,
  makeChoice,
  parseConsent,
  rejectAll,
  serialiseConsent,
  toConsentMode,
} from "./consent-state.ts";

export type ConsentView = "hidden" | "simple" | "detailed";

export interface ConsentSnapshot {
  /** False on the server and while hydrating: the stored choice is only known in the browser. */
  ready: boolean;
  choice: ConsentChoice | null;
  view: ConsentView;
  /** Counts the requests to move focus into the banner (reopened from the footer, Manage preferences). */
  focusRequest: number;
}

type GtagConsent = (command: "consent", action: "update", state: ConsentModeState) => void;

/** The globals the inline Consent Mode script sets up; typed locally so no global declaration can clash. */
type ConsentWindow = Window & { dataLayer?: unknown[]; gtag?: GtagConsent };

const serverSnapshot: ConsentSnapshot = { ready: false, choice: null, view: "hidden", focusRequest: 0 };

let snapshot: ConsentSnapshot = serverSnapshot;
const listeners = new Set<() => void>();

function readStoredChoice(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY), window.localStorage.getItem(PREFERENCES_STORAGE_KEY));
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames); then there is simply no stored choice.
    return null;
  }
}

function writeStoredChoice(choice: ConsentChoice): void {
  const { consent, preferences } = serialiseConsent(choice);
  try {
    // Preferences first: if the second write fails there is no acceptance record and the banner asks again.
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, preferences);
    window.localStorage.setItem(CONSENT_STORAGE_KEY, consent);
  } catch {
    // The choice still holds for this page view; without storage we cannot remember it longer.
  }
}

/**
 * The view the page shows while React takes over: the inline <head> script may have opened the
 * detailed view (or decided) before hydration, and React carries on from there.
 */
function viewOfPage(choice: ConsentChoice | null): ConsentView {
  if (choice) return "hidden";
  return document.getElementById(consentBannerIds.banner)?.getAttribute("data-view") === "detailed" ? "detailed" : "simple";
}

function ensureLoaded(): ConsentSnapshot {
  if (!snapshot.ready && typeof window !== "undefined") {
    const choice = readStoredChoice();
    snapshot = { ready: true, choice, view: viewOfPage(choice), focusRequest: 0 };
    // The inline script answers only buttons React has not hydrated yet, which can happen after
    // this first read (hydration renders before it commits).
    window.addEventListener(consentAnsweredEvent, followInlineScript);
  }
  return snapshot;
}

function followInlineScript(): void {
  const choice = readStoredChoice();
  update({ choice, view: viewOfPage(choice) });
}

function update(next: Partial<ConsentSnapshot>): void {
  snapshot = { ...ensureLoaded(), ...next };
  for (const listener of listeners) listener();
}

/** Another tab made or cleared a choice: follow it, unless this tab's visitor is busy in the settings. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== CONSENT_STORAGE_KEY && event.key !== PREFERENCES_STORAGE_KEY) return;
  const choice = readStoredChoice();
  const current = ensureLoaded();
  if (current.view === "detailed") update({ choice });
  else update({ choice, view: choice ? "hidden" : "simple" });
}

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function getSnapshot(): ConsentSnapshot {
  return ensureLoaded();
}

export function getServerSnapshot(): ConsentSnapshot {
  return serverSnapshot;
}

export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The current preferences for features that depend on consent; null while unknown or not yet given. */
export function useConsentPreferences(): ConsentPreferences | null {
  return useConsent().choice?.preferences ?? null;
}

function decide(status: ConsentStatus, preferences: ConsentPreferences): void {
  const choice = makeChoice(status, preferences);
  writeStoredChoice(choice);
  const consentWindow = window as ConsentWindow;
  // Consent Mode first, so tags that fire on the cookie_consent event already see the new state.
  // gtag comes from the inline <head> script; without it no Google tag can run, so there is nothing to update.
  consentWindow.gtag?.("consent", "update", toConsentMode(choice.preferences));
  consentWindow.dataLayer = consentWindow.dataLayer ?? [];
  consentWindow.dataLayer.push(consentEvent(choice));
  update({ choice, view: "hidden" });
}

export function acceptAllConsent(): void {
  decide("accepted", acceptAll());
}

export function rejectAllConsent(): void {
  decide("rejected", rejectAll());
}

export function saveConsentSelection(selection: ConsentSelection): void {
  decide("custom", fromSelection(selection));
}

/** Manage preferences: from the simple to the detailed view of the open banner. */
export function showConsentDetails(): void {
  const current = ensureLoaded();
  update({ view: "detailed", focusRequest: current.focusRequest + 1 });
}

/** The footer's "Cookie settings": the detailed view with the stored choice, focused. */
export function openCookieSettings(): void {
  if (typeof window === "undefined") return;
  const current = ensureLoaded();
  update({ view: "detailed", focusRequest: current.focusRequest + 1 });
}

/** Leave the reopened settings unchanged. Without a stored choice the banner must stay until the visitor decides. */
export function closeCookieSettings(): void {
  const current = ensureLoaded();
  if (current.choice) update({ view: "hidden" });
}
