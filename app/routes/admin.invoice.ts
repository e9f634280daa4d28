import type { Route } from "./+types/admin.invoice";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { adminInvoicePdf } from "../features/orders/admin/admin-invoice.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

/** Any invoice PDF, for admins (the order page links here; the public /invoices/:id serves only the buyer). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const invoiceId = /^\d{1,9}$/.test(params.invoiceId) ? Number(params.invoiceId) : undefined;
  const pdf = invoiceId === undefined ? undefined : await adminInvoicePdf(context.get(servicesContext).db, invoiceId);
  if (pdf) return pdf;
  return new Response(translator(languageOfRequest(request))("admin.error.notFound"), {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
