import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import type { LicenseStatus } from "../../../../db/schema.ts";
import { type BadgeTone, StatusBadge } from "../../../components/ui/status-badge.tsx";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";

const stateTones: Record<LicenseStatus, BadgeTone> = {
  active: "positive",
  expired: "caution",
  disabled: "neutral",
  revoked: "danger",
};

export const licenseStateLabels: Record<LicenseStatus, MessageKey> = {
  active: "admin.licenses.state.active",
  expired: "admin.licenses.state.expired",
  disabled: "admin.licenses.state.disabled",
  revoked: "admin.licenses.state.revoked",
};

export function LicenseStateBadge({ status }: { status: LicenseStatus }) {
  const { t } = useI18n();
  return (
    <StatusBadge tone={stateTones[status]} testId="license-state">
      {t(licenseStateLabels[status])}
    </StatusBadge>
  );
}

/** "2 / 5", or "2 / unlimited". */
export function sitesOfLimit(used: number, limit: number | null, t: ReturnType<typeof useI18n>["t"]): string {
  return t("admin.licenses.sitesOfLimit", { used, limit: limit === null ? t("admin.licenses.unlimited") : limit });
}

const copiedMs = 2500;

/** The full key with a Copy button; the outcome is announced, since the button's icon alone says nothing. */
export function CopyableKey({ licenseKey }: { licenseKey: string }) {
  const { t } = useI18n();
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (outcome === null) return;
    const timer = window.setTimeout(() => setOutcome(null), copiedMs);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(licenseKey);
      setOutcome("copied");
    } catch {
      setOutcome("failed");
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code data-testid="license-key" className="rounded-md border border-gray-300 bg-gray-50 px-3 py-1.5 font-mono text-sm break-all">
        {licenseKey}
      </code>
      <button
        type="button"
        onClick={copy}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {outcome === "copied" ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
        {t("admin.licenses.key.copy")}
      </button>
      <span role="status" className="text-sm text-muted">
        {outcome === "copied" ? t("admin.licenses.key.copied") : outcome === "failed" ? t("admin.licenses.key.copyFailed") : ""}
      </span>
    </div>
  );
}
