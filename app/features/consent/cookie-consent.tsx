import { ExternalLink, X } from "lucide-react";
import { Switch } from "radix-ui";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { hrefOf } from "../../i18n/paths.ts";
import { type ConsentCategory, type ConsentSelection, optionalConsentCategories } from "./consent-state.ts";
import {
  acceptAllConsent,
  closeCookieSettings,
  rejectAllConsent,
  saveConsentSelection,
  showConsentDetails,
  useConsent,
} from "./consent-store.ts";

const heightVariable = "--consent-banner-height";

// Accept and Reject share one style so neither is the easier choice; only the secondary actions differ.
const choiceButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border-2 border-brand-700 bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:border-brand-800 hover:bg-brand-800 cursor-pointer";
const secondaryButton =
  "col-span-2 inline-flex min-h-11 items-center justify-center rounded-md border-2 border-brand-700 bg-white px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 cursor-pointer";
// On narrow screens Accept and Reject share the first row, side by side at equal width.
const actions = "mt-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center";

const categoryTexts = {
  essential: { label: "consent.category.essential.label", description: "consent.category.essential.description" },
  analytics: { label: "consent.category.analytics.label", description: "consent.category.analytics.description" },
  functionality: { label: "consent.category.functionality.label", description: "consent.category.functionality.description" },
  marketing: { label: "consent.category.marketing.label", description: "consent.category.marketing.description" },
} as const satisfies Record<ConsentCategory, { label: MessageKey; description: MessageKey }>;

/**
 * The cookie banner (SPEC "Cookie banner", §4 "Cookie consent"). A non-modal region fixed to the
 * bottom of the viewport; it renders only in the browser because the stored choice lives in localStorage.
 */
export function CookieConsent() {
  const { ready, choice, view, focusRequest } = useConsent();
  const { t } = useI18n();
  const titleId = useId();
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

  if (!visible) return null;

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

  return (
    // The height cap leaves the header and the floating chat button (which rides on top of the banner) on screen.
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="cookie-consent"
      data-view={view}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-10rem)] overflow-y-auto border-t border-gray-300 bg-white text-ink shadow-[0_-4px_16px_rgba(0,0,0,0.12)] outline-none"
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
        {view === "detailed" ? (
          <DetailedView
            titleId={titleId}
            initial={choice?.preferences}
            onAcceptAll={() => finish(acceptAllConsent)}
            onRejectAll={() => finish(rejectAllConsent)}
            onSave={(selection) => finish(() => saveConsentSelection(selection))}
          />
        ) : (
          <SimpleView
            titleId={titleId}
            onAccept={() => finish(acceptAllConsent)}
            onReject={() => finish(rejectAllConsent)}
            onManage={showConsentDetails}
          />
        )}
      </div>
    </section>
  );
}

function SimpleView(props: { titleId: string; onAccept: () => void; onReject: () => void; onManage: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <h2 id={props.titleId} className="pr-12 text-lg font-bold">
        {t("consent.title")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("consent.intro")}</p>
      <div className={actions}>
        <button type="button" className={choiceButton} onClick={props.onAccept}>
          {t("consent.accept")}
        </button>
        <button type="button" className={choiceButton} onClick={props.onReject}>
          {t("consent.reject")}
        </button>
        <button type="button" className={secondaryButton} onClick={props.onManage}>
          {t("consent.manage")}
        </button>
      </div>
    </>
  );
}

function DetailedView(props: {
  titleId: string;
  initial: ConsentSelection | undefined;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onSave: (selection: ConsentSelection) => void;
}) {
  const { t, language } = useI18n();
  // Nothing optional is preselected (GDPR: consent needs an active choice); a stored choice is shown as it is.
  const [selection, setSelection] = useState<ConsentSelection>(() => ({
    analytics: props.initial?.analytics ?? false,
    functionality: props.initial?.functionality ?? false,
    marketing: props.initial?.marketing ?? false,
  }));

  return (
    <>
      <h2 id={props.titleId} className="pr-12 text-lg font-bold">
        {t("consent.detailsTitle")}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {t("consent.detailsIntro")}{" "}
        <a
          href={hrefOf("imprint", language)}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline hover:text-brand-800"
        >
          {t("consent.moreDetails")}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only">{t("consent.opensInNewTab")}</span>
        </a>
      </p>
      <ul className="mt-4 divide-y divide-gray-200 border-y border-gray-200">
        <CategoryRow category="essential" checked disabled note={t("consent.alwaysActive")} />
        {optionalConsentCategories.map((category) => (
          <CategoryRow
            key={category}
            category={category}
            checked={selection[category]}
            onCheckedChange={(checked) => setSelection((current) => ({ ...current, [category]: checked }))}
          />
        ))}
      </ul>
      {/* Sticky, so the choices stay in reach while the categories scroll on small screens. */}
      <div className={`${actions} sticky bottom-0 -mb-5 bg-white pb-5 pt-3`}>
        <button type="button" className={choiceButton} onClick={props.onAcceptAll}>
          {t("consent.acceptAll")}
        </button>
        <button type="button" className={choiceButton} onClick={props.onRejectAll}>
          {t("consent.rejectAll")}
        </button>
        <button type="button" className={secondaryButton} onClick={() => props.onSave(selection)}>
          {t("consent.save")}
        </button>
      </div>
    </>
  );
}

function CategoryRow(props: {
  category: ConsentCategory;
  checked: boolean;
  disabled?: boolean;
  note?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const texts = categoryTexts[props.category];
  return (
    <li className="flex items-start justify-between gap-4 py-3" data-category={props.category}>
      <div>
        <label htmlFor={`${id}-switch`} className="font-semibold">
          {t(texts.label)}
        </label>
        {props.note ? <span className="ml-2 text-xs font-medium text-muted">{props.note}</span> : null}
        <p id={`${id}-description`} className="mt-1 text-sm text-muted">
          {t(texts.description)}
        </p>
      </div>
      <Switch.Root
        id={`${id}-switch`}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onCheckedChange}
        aria-describedby={`${id}-description`}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-gray-500 transition-colors data-[state=checked]:bg-brand-700 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-70"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </li>
  );
}
