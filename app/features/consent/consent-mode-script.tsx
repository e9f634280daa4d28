import { consentModeScriptSource } from "./consent-state.ts";

// Built once: the source depends only on constants, so server and client render the same string.
const source = consentModeScriptSource();

/**
 * Google Consent Mode v2 defaults plus the stored choice, as a classic inline script placed in
 * <head> before any tag. It runs while the HTML is parsed, before any tag could read consent;
 * the nonce lets it pass the CSP.
 */
export function ConsentModeDefaultsScript({ nonce }: { nonce: string }) {
  // The browser hides nonce attributes after parsing, so the hydrating client sees "" here.
  return <script id="consent-mode-defaults" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
