import type { OrderStatus } from "../../../../db/schema.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import { StatusBadge } from "../../../components/ui/status-badge.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { orderStatusTones } from "../order-parts.tsx";

export const orderStatuses = ["pending", "paid", "cancelled", "failed", "refunded"] as const satisfies readonly OrderStatus[];

export const orderStatusLabels: Record<OrderStatus, MessageKey> = {
  pending: "admin.orders.status.pending",
  paid: "admin.orders.status.paid",
  cancelled: "admin.orders.status.cancelled",
  failed: "admin.orders.status.failed",
  refunded: "admin.orders.status.refunded",
};

export function AdminOrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return <StatusBadge tone={orderStatusTones[status]}>{t(orderStatusLabels[status])}</StatusBadge>;
}
