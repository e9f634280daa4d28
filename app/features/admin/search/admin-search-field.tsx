import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { useI18n } from "../../../i18n/i18n-context.tsx";

export const adminSearchPath = "/admin/search";

/** Whether a key press happens while someone types, where "/" is a character and not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The top bar's search: a GET form to the results page, so it works before (and without) hydration.
 * "/" (outside text fields) and Ctrl+K or ⌘K (anywhere) put the cursor into it.
 */
export function AdminSearchField({ query }: { query: string }) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  useEffect(() => {
    const focusOnShortcut = (event: KeyboardEvent) => {
      const commandK = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener("keydown", focusOnShortcut);
    return () => document.removeEventListener("keydown", focusOnShortcut);
  }, []);
  // The field shows what the page searched for (nothing outside the results page), but never
  // overwrites what someone is typing into it right now.
  useEffect(() => {
    const field = input.current;
    if (field && field !== document.activeElement) field.value = query;
  }, [query]);
  return (
    <Form method="get" action={adminSearchPath} role="search" aria-label={t("admin.find.formLabel")} className="flex min-w-0 flex-1 items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t("admin.find.field")}
      </label>
      <input
        ref={input}
        id={inputId}
        name="q"
        type="search"
        defaultValue={query}
        maxLength={200}
        placeholder={t("admin.find.placeholder")}
        aria-keyshortcuts="/ Control+K Meta+K"
        className="min-w-0 flex-1 rounded-md border border-gray-400 bg-white px-3 py-1.5 text-sm text-ink placeholder:text-gray-600"
      />
      <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
        {t("admin.find.submit")}
      </button>
    </Form>
  );
}
