/** A task invoice PDF's address: the client's own, or the admin area's (behind the admin guard). */
export function taskInvoiceHref(invoiceId: number, side: "client" | "company"): string {
  return side === "client" ? `/task-invoices/${invoiceId}` : `/admin/task-invoices/${invoiceId}`;
}

/** The workroom forms of deliveries, acceptance, defects, figures and cancellation post to `?delivery=<action>`. */
export const deliveryActions = ["deliver", "figures", "cancelForCause", "accept", "defect", "cancel"] as const;
export type DeliveryAction = (typeof deliveryActions)[number];

export function deliveryActionOf(url: URL): DeliveryAction | null {
  const action = url.searchParams.get("delivery");
  return (deliveryActions as readonly string[]).includes(action ?? "") ? (action as DeliveryAction) : null;
}
