import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "../../components/ui/toast-store.ts";
import type { MessageKey } from "../../i18n/catalogues.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

/**
 * A long value (e-mail address, licence key) on one line, cut with an ellipsis where the column
 * ends instead of broken mid-word; the whole value is its tooltip, and the button beside it copies
 * it to the clipboard and says so.
 */
export function CopyableText({
  text,
  what,
  widthClass = "max-w-[16rem]",
  mono = false,
}: {
  text: string;
  what: MessageKey;
  widthClass?: string;
  mono?: boolean;
}) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const label = t(what);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: t("admin.copy.done", { label: label.charAt(0).toUpperCase() + label.slice(1) }) });
    } catch {
      toast({ title: t("admin.copy.failed"), variant: "destructive" });
    }
  };
  return (
    <span className={`inline-flex max-w-full items-center gap-1 align-middle ${widthClass}`}>
      <span className={`min-w-0 truncate ${mono ? "font-mono" : ""}`} title={text} data-testid="copyable-text">
        {text}
      </span>
      <button
        type="button"
        onClick={() => void copy()}
        onBlur={() => setCopied(false)}
        aria-label={t("admin.copy.button", { label })}
        title={t("admin.copy.button", { label })}
        className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded border border-gray-300 bg-white text-gray-700 hover:bg-gray-100"
      >
        {copied ? <Check aria-hidden="true" className="h-4 w-4 text-green-700" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      </button>
    </span>
  );
}
