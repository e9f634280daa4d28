import type { LicenseStatus } from "../../../db/schema.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** Each state has its word as well as its colour, so no one depends on telling colours apart. */
const statusClasses: Record<LicenseStatus, string> = {
  active: "border-green-700 bg-green-50 text-green-800",
  expired: "border-amber-700 bg-amber-50 text-amber-900",
  disabled: "border-gray-600 bg-gray-100 text-gray-800",
  revoked: "border-red-700 bg-red-50 text-red-800",
};

export function LicenseStatusBadge({ status }: { status: LicenseStatus }) {
  const { t } = useI18n();
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold ${statusClasses[status]}`}>
      {t(`licenses.status.${status}`)}
    </span>
  );
}
