import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatViennaDate, formatViennaDateTime } from "../../i18n/vienna-time.ts";

/** An instant in Vienna time, with or without the time of day. */
export function AdminDate({ instant, withTime = true }: { instant: string; withTime?: boolean }) {
  const { language } = useI18n();
  return <time dateTime={instant}>{withTime ? formatViennaDateTime(instant, language) : formatViennaDate(instant, language)}</time>;
}
