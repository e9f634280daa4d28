import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { type ConsentAction, consentActionAttribute, consentBannerIds } from "./consent-state.ts";
import { actions, choiceButton, secondaryButton } from "./consent-styles.ts";
import DetailedView from "./cookie-settings.tsx";
import { acceptAllConsent, closeCookieSettings, rejectAllConsent, saveConsentSelection, showConsentDetails, useConsent } from "./consent-store.ts";

const heightVariable = "--consent-banner-height";

// Before the stored choice is known (on the server and while hydrating) the banner is in the
// HTML but hidden; the inline <head> script marks <html data-consent="ask"> when there is no valid
// choice, so the banner shows at first paint without React, and never flashes for a visitor who chose.
const untilKnown = "hidden in-data-[consent=ask]:block";

/** Marks a button with what the inline <head> script does for it before hydration. */
function actionOf(action: ConsentAction) {
  return { [consentActionAttribute]: action };
}

/**
 * The cookie banner (docs/requirements.md, decision 005). A non-modal region fixed to the
 * bottom of the viewport. The stored choice lives in localStorage, so the server renders the banner
 * for CSS to show or hide, with both views: its `data-view` says which one shows. Until React has
 * hydrated, the inline <head> script answers the buttons (decision 041: Manage switches `data-view`,
 * the switches are native checkboxes, a choice is stored and the banner hidden); React then starts
 * from what the page shows and the same elements carry on.
 */
export function CookieConsent() {
  const { ready, choice, view, focusRequest } = useConsent();
  const { t } = useI18n();
  const sectionRef = useRef<HTMLElement>(null);
  // Where focus was when the settings were opened on request, so it can go back there afterwards.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const visible = ready && view !== "hidden";

  // The floating WhatsApp button stays above the banner by reading its height from this variable.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = sectionRef.current;
    if (!visible || !element) {
      root.style.setProperty(heightVariable, "0px");
      return;
    }
    const publish = () => root.style.setProperty(heightVariable, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.setProperty(heightVariable, "0px");
    };
  }, [visible]);

  useEffect(() => {
    if (focusRequest === 0 || !sectionRef.current) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !sectionRef.current.contains(active) && active !== document.body) {
      returnFocusRef.current = active;
    }
    sectionRef.current.focus();
  }, [focusRequest]);

  if (!visible && ready) return null;

  function finish(action: () => void) {
    const returnTo = returnFocusRef.current;
    returnFocusRef.current = null;
    action();
    if (returnTo?.isConnected) returnTo.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape" && choice) {
      event.stopPropagation();
      finish(closeCookieSettings);
    }
  }

  const shownView = ready ? view : "simple";
  return (
    // The height cap leaves the header and the floating chat button (which rides on top of the banner) on screen.
    // The inline script may have switched data-view and aria-labelledby before hydration; React then follows.
    <section
      ref={sectionRef}
      id={consentBannerIds.banner}
      aria-labelledby={shownView === "detailed" ? consentBannerIds.detailedTitle : consentBannerIds.simpleTitle}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="cookie-consent"
      data-view={shownView}
      suppressHydrationWarning
      className={`${ready ? "" : `${untilKnown} `}group/consent fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-10rem)] overflow-y-auto border-t border-gray-300 bg-white text-ink shadow-[0_-4px_16px_rgba(0,0,0,0.12)] outline-none`}
    >
      <div className="relative mx-auto max-w-4xl px-4 py-5 sm:px-6">
        {choice ? (
          <button
            type="button"
            onClick={() => finish(closeCookieSettings)}
            aria-label={t("consent.close")}
            title={t("consent.close")}
            className="absolute right-2 top-2 inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-gray-100 hover:text-ink"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        ) : null}
        <div className="group-data-[view=detailed]/consent:hidden">
          <SimpleView onAccept={() => finish(acceptAllConsent)} onReject={() => finish(rejectAllConsent)} onManage={showConsentDetails} />
        </div>
        <div className="hidden group-data-[view=detailed]/consent:block">
          <DetailedView
            titleId={consentBannerIds.detailedTitle}
            initial={choice?.preferences}
            onAcceptAll={() => finish(acceptAllConsent)}
            onRejectAll={() => finish(rejectAllConsent)}
            onSave={(selection) => finish(() => saveConsentSelection(selection))}
          />
        </div>
      </div>
    </section>
  );
}

function SimpleView(props: { onAccept: () => void; onReject: () => void; onManage: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <h2 id={consentBannerIds.simpleTitle} className="pr-12 text-lg font-bold">
        {t("consent.title")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("consent.intro")}</p>
      <div className={actions}>
        <button type="button" className={choiceButton} onClick={props.onAccept} {...actionOf("accept")}>
          {t("consent.accept")}
        </button>
        <button type="button" className={choiceButton} onClick={props.onReject} {...actionOf("reject")}>
          {t("consent.reject")}
        </button>
        <button type="button" className={secondaryButton} onClick={props.onManage} {...actionOf("manage")}>
          {t("consent.manage")}
        </button>
      </div>
    </>
  );
}
