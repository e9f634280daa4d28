import { X } from "lucide-react";
import { useCallback, useState } from "react";
import { Toast } from "radix-ui";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { dismissToast, type ToastMessage, useToasts } from "./toast-store.ts";

const variantClasses: Record<ToastMessage["variant"], string> = {
  default: "border-gray-200 bg-white text-ink",
  destructive: "border-red-800 bg-red-700 text-white",
};

/**
 * The notifications of `toast()`, with Radix Toast: announced to screen readers (errors
 * assertively), reachable with F8, closed by the button, by swiping or after five seconds.
 * Loaded by `Toaster` when the first toast appears.
 */
export default function ToastViewport() {
  const toasts = useToasts();
  const { t } = useI18n();
  return (
    <Toast.Provider label={t("toast.label")} duration={shownForMs} swipeDirection="right">
      {toasts.map((message) => (
        <ToastItem key={message.id} message={message} closeLabel={t("toast.close")} />
      ))}
      <Toast.Viewport
        label={t("toast.viewportLabel")}
        className="pointer-events-none fixed right-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        // At the foot of the screen, above the cookie banner: at the top a toast lay over the heading
        // of the page it announced (the checkout's).
        style={{ bottom: "var(--consent-banner-height, 0px)" }}
      />
    </Toast.Provider>
  );
}

/** How long a toast stays once the visitor can see it (Radix pauses it while hovered or focused). */
const shownForMs = 5000;

function ToastItem({ message, closeLabel }: { message: ToastMessage; closeLabel: string }) {
  // Radix starts a toast's clock when the toast mounts, even before its viewport exists to show it.
  // This component loads lazily, and on a busy phone the viewport came seconds after the toast:
  // "Redirecting to Checkout" was seen for a moment only. The clock starts once the toast is in the page.
  const [inPage, setInPage] = useState(false);
  const attached = useCallback((node: HTMLLIElement | null) => {
    if (node) setInPage(true);
  }, []);
  return (
    <Toast.Root
      ref={attached}
      duration={inPage ? shownForMs : Number.POSITIVE_INFINITY}
      type={message.variant === "destructive" ? "foreground" : "background"}
      onOpenChange={(open) => {
        if (!open) dismissToast(message.id);
      }}
      data-variant={message.variant}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${variantClasses[message.variant]}`}
    >
      <div className="min-w-0 flex-1">
        <Toast.Title className="font-semibold">{message.title}</Toast.Title>
        {message.description ? <Toast.Description className="mt-1 text-sm">{message.description}</Toast.Description> : null}
      </div>
      <Toast.Close
        aria-label={closeLabel}
        className="-m-1 inline-flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded opacity-80 hover:opacity-100"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </Toast.Close>
    </Toast.Root>
  );
}
