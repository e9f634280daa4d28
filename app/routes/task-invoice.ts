import type { Route } from "./+types/task-invoice";
import { servicesContext } from "../context.ts";
import { requireAdmin, requireUser } from "../features/accounts/guards.server.ts";
import { findTaskInvoiceFor } from "../features/delivery/task-invoices.server.ts";
import { invoiceFileName, renderInvoicePdf } from "../features/invoices/invoice-pdf.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * A task invoice PDF for its client, or for an admin (with the admin area's guard, second factor
 * included); any other id answers 404, so nobody learns which invoices exist.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  if (user.role === "admin") requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const invoiceId = /^\d{1,9}$/.test(params.invoiceId) ? Number(params.invoiceId) : undefined;
  const snapshot = invoiceId === undefined ? undefined : await findTaskInvoiceFor(db, { userId: user.id, role: user.role }, invoiceId);
  if (!snapshot) {
    const t = translator(languageOfRequest(request));
    return new Response(t("invoices.download.notFound"), { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...privateHeaders } });
  }
  const pdf = await renderInvoicePdf(snapshot);
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="${invoiceFileName(snapshot)}"`,
      ...privateHeaders,
    },
  });
}
