/** The order number people see: `#` and the order id padded to six digits, e.g. `#000042`. */
export function formatOrderNumber(id: number): string {
  return `#${String(id).padStart(6, "0")}`;
}
