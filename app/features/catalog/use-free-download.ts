import { useCallback, useState } from "react";
import { toast } from "../../components/ui/toast-store.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { fileNameFromContentDisposition } from "./download-file-name.ts";
import type { BannerPlugin } from "./plugin.ts";

/** Long enough for every browser to have started writing the file before its object URL goes. */
const objectUrlLifetimeMs = 60_000;

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}

/**
 * Download Free. A WordPress.org plugin opens its page there in a new tab (synchronously,
 * so no popup blocker objects) and the click is counted on our side; our own plugin's zip is fetched
 * and saved, and the server counts it. Both tell the visitor in a toast; `onDownloaded` lets the
 * page show the new count.
 */
export function useFreeDownload(plugin: BannerPlugin, slug: string, onDownloaded: () => void) {
  const { t } = useI18n();
  const [pending, setPending] = useState(false);

  const start = useCallback(async () => {
    const link = plugin.freeDownloadLink;
    if (!link || pending) return;

    if (plugin.isWordPressOrg) {
      window.open(link, "_blank", "noopener");
      fetch(`/api/plugins/${encodeURIComponent(slug)}/downloads`, { method: "POST", keepalive: true, credentials: "same-origin" }).catch(() => {
        // Counting is best effort; the visitor already has the plugin's page.
      });
      onDownloaded();
      toast({ title: t("catalog.toast.downloadStarted"), description: t("catalog.toast.downloadInitiated", { plugin: plugin.name }) });
      return;
    }

    setPending(true);
    try {
      const response = await fetch(link, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const blob = await response.blob();
      saveFile(blob, fileNameFromContentDisposition(response.headers.get("Content-Disposition"), `${slug}.zip`));
      onDownloaded();
      toast({ title: t("catalog.toast.ownDownloadStarted"), description: t("catalog.toast.ownDownloadSoon") });
    } catch (error) {
      console.error(`Download of ${plugin.name} failed`, error);
      toast({ variant: "destructive", title: t("catalog.toast.downloadFailed"), description: t("catalog.toast.downloadFailedText") });
    } finally {
      setPending(false);
    }
  }, [plugin, slug, pending, onDownloaded, t]);

  return { start, pending };
}
