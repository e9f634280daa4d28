import type { OrderStatus } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";

export const orderStatuses = ["pending", "paid", "cancelled", "failed", "refunded"] as const satisfies readonly OrderStatus[];

export const orderStatusLabels: Record<OrderStatus, MessageKey> = {
  pending: "admin.orders.status.pending",
  paid: "admin.orders.status.paid",
  cancelled: "admin.orders.status.cancelled",
  failed: "admin.orders.status.failed",
  refunded: "admin.orders.status.refunded",
};

/** Each state has its word as well as its colour, so no one depends on telling colours apart. */
const statusClasses: Record<OrderStatus, string> = {
  pending: "border-amber-700 bg-amber-50 text-amber-900",
  paid: "border-green-700 bg-green-50 text-green-800",
  cancelled: "border-gray-600 bg-gray-100 text-gray-800",
  failed: "border-red-700 bg-red-50 text-red-800",
  refunded: "border-gray-600 bg-gray-100 text-gray-800",
};

export function AdminOrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${statusClasses[status]}`}>
      {t(orderStatusLabels[status])}
    </span>
  );
}
