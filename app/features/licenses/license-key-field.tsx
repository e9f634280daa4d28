import { Check, Copy, Eye, EyeOff } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "../../components/ui/toast-store.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

const smallButton =
  "inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:hover:bg-brand-800";

/** How long the Copy button shows its tick after a successful copy. */
const copiedMs = 2500;

/**
 * The licence key, masked until its owner presses Show key (a toggle button), with a Copy button
 * that puts the full key on the clipboard and confirms it with a toast.
 */
export function LicenseKeyField({ licenseKey, maskedKey, pluginName }: { licenseKey: string; maskedKey: string; pluginName: string }) {
  const { t } = useI18n();
  const [revealed, setRevealed] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copiedMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(licenseKey);
      setCopied(true);
      toast({ title: t("licenses.key.copied"), description: t("licenses.key.copiedDescription") });
    } catch {
      setRevealed(true);
      toast({ title: t("licenses.key.copyFailed"), description: t("licenses.key.copyFailedDescription"), variant: "destructive" });
    }
  }

  return (
    <div>
      <p className="text-sm font-medium text-muted">{t("licenses.key.label")}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code className="min-w-0 rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs break-all sm:text-base">
          {revealed ? licenseKey : maskedKey}
        </code>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={revealed}
            aria-label={t("licenses.key.showLabel", { plugin: pluginName })}
            onClick={() => setRevealed((shown) => !shown)}
            className={smallButton}
          >
            {revealed ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
            {t("licenses.key.show")}
          </button>
          <button type="button" aria-label={t("licenses.key.copyLabel", { plugin: pluginName })} onClick={copy} className={smallButton}>
            {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
            {t("licenses.key.copy")}
          </button>
        </div>
      </div>
    </div>
  );
}
