import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pluralOf } from "../../i18n/format.ts";
import type { OrderLicenseView } from "./order-view.ts";
import { formatOrderDate } from "./order-parts.tsx";

const copyButton =
  "inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50";

/** How long the button confirms a copy. */
const copiedMs = 2500;

/** A licence key in full with a button that copies it; the result is announced to screen readers. */
export function LicenseKeyCopy({ license }: { license: OrderLicenseView }) {
  const { t, language } = useI18n();
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const labelId = `license-key-${license.id}`;

  useEffect(() => {
    if (copyState !== "copied") return;
    const timer = window.setTimeout(() => setCopyState("idle"), copiedMs);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(license.key);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  }

  const sites =
    license.siteLimit === null
      ? t("orders.success.sitesUnlimited")
      : t(pluralOf(license.siteLimit, language) === "one" ? "orders.success.sitesOne" : "orders.success.sitesOther", { count: license.siteLimit });

  return (
    <li className="rounded-lg border border-gray-300 bg-white p-5">
      <p id={labelId} className="font-semibold">
        {t("orders.success.licenseKey", { plugin: license.pluginName })}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code data-testid="license-key" className="min-w-0 rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-base break-all select-all">
          {license.key}
        </code>
        <button type="button" onClick={copy} className={copyButton} aria-describedby={labelId}>
          {copyState === "copied" ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
          {t("orders.success.copy")}
        </button>
      </div>
      <p role="status" className={`text-sm font-medium empty:hidden ${copyState === "failed" ? "mt-2 text-red-800" : "mt-2 text-green-800"}`}>
        {copyState === "copied" ? t("orders.success.copied") : copyState === "failed" ? t("orders.success.copyFailed") : ""}
      </p>
      <p className="mt-2 text-sm text-muted">
        {sites} · {t("orders.success.validUntil", { date: formatOrderDate(license.expiresAt, language) })}
      </p>
    </li>
  );
}
