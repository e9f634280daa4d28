import { AlertDialog } from "radix-ui";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useBlocker, useNavigation } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";

const buttonTypes = new Set(["submit", "button", "reset", "hidden", "image"]);

/** Whether a field inside `root` holds something other than what the page was rendered with. */
function hasUnsavedFields(root: HTMLElement): boolean {
  for (const field of root.querySelectorAll("input, textarea, select")) {
    if (field instanceof HTMLInputElement) {
      if (buttonTypes.has(field.type)) continue;
      if (field.type === "checkbox" || field.type === "radio") {
        if (field.checked !== field.defaultChecked) return true;
      } else if (field.type === "file") {
        if (field.files?.length) return true;
      } else if (field.value !== field.defaultValue) return true;
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) return true;
    } else if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) return true;
    }
  }
  return false;
}

/**
 * Guards the forms inside it: while a field differs from what the server sent, the page says so,
 * leaving for another admin page asks first, and closing or reloading the tab brings up the
 * browser's own question. Saving (a form posted to this page) is never held up; once the saved
 * page arrives with the new values, nothing counts as unsaved any more.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const root = useRef<HTMLDivElement>(null);
  const [unsaved, setUnsaved] = useState(false);
  const check = useCallback(() => setUnsaved(root.current ? hasUnsavedFields(root.current) : false), []);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") check();
  }, [navigation.state, check]);
  useEffect(() => {
    if (!unsaved) return;
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", askFirst);
    return () => window.removeEventListener("beforeunload", askFirst);
  }, [unsaved]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  const descriptionId = useId();
  return (
    // Field edits bubble up here as input and change events; a reset button restores the defaults.
    <div ref={root} onInput={check} onChange={check} onReset={() => queueMicrotask(check)}>
      <p
        role="status"
        className="sticky top-0 z-10 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 empty:hidden"
        data-testid="unsaved-changes"
      >
        {unsaved ? t("admin.unsaved.status") : null}
      </p>
      {children}
      <AlertDialog.Root open={blocker.state === "blocked"} onOpenChange={(open) => (open ? null : blocker.reset?.())}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <AlertDialog.Content
            aria-describedby={descriptionId}
            className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
          >
            <AlertDialog.Title className="text-lg font-semibold">{t("admin.unsaved.title")}</AlertDialog.Title>
            <AlertDialog.Description id={descriptionId} className="mt-2 text-ink">
              {t("admin.unsaved.text")}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className="rounded-md border border-gray-300 px-4 py-2 font-medium hover:bg-gray-50">
                {t("admin.unsaved.stay")}
              </AlertDialog.Cancel>
              <AlertDialog.Action className="rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800" onClick={() => blocker.proceed?.()}>
                {t("admin.unsaved.leave")}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
