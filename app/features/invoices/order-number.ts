/**
 * The order number people see: `#` and the order id padded to six digits, e.g. `#000042`. It lives
 * with the invoices, which print it, so that invoices need nothing from orders (decision 023).
 */
export function formatOrderNumber(id: number): string {
  return `#${String(id).padStart(6, "0")}`;
}
