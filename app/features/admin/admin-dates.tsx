import { useI18n } from "../../i18n/i18n-context.tsx";
import type { Language } from "../../i18n/paths.ts";
import { businessTimeZone } from "./dashboard/vienna-calendar.ts";

// Fixed to Vienna time, so the server's and the browser's rendering agree.
const dateTimeFormats: Record<Language, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat("de-AT", { dateStyle: "medium", timeStyle: "short", timeZone: businessTimeZone }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: businessTimeZone }),
};
const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat("de-AT", { dateStyle: "medium", timeZone: businessTimeZone }),
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: businessTimeZone }),
};

/** An instant in Vienna time, with or without the time of day. */
export function AdminDate({ instant, withTime = true }: { instant: string; withTime?: boolean }) {
  const { language } = useI18n();
  const formats = withTime ? dateTimeFormats : dateFormats;
  return <time dateTime={instant}>{formats[language].format(new Date(instant))}</time>;
}
