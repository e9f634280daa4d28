import type { Route } from "./+types/admin.task-invoice";
import { servicesContext } from "../context.ts";
import { requireAdmin } from "../features/accounts/guards.server.ts";
import { findTaskInvoiceFor } from "../features/delivery/task-invoices.server.ts";
import { invoiceFileName, renderInvoicePdf } from "../features/invoices/invoice-pdf.server.ts";
import { translator } from "../i18n/catalogues.ts";
import { languageOfRequest } from "../i18n/detect.ts";

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** Any task invoice PDF, for admins (the admin workroom links here). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = requireAdmin(request, context);
  const invoiceId = /^\d{1,9}$/.test(params.invoiceId) ? Number(params.invoiceId) : undefined;
  const snapshot =
    invoiceId === undefined ? undefined : await findTaskInvoiceFor(context.get(servicesContext).db, { userId: admin.id, role: "admin" }, invoiceId);
  if (!snapshot) {
    return new Response(translator(languageOfRequest(request))("admin.error.notFound"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...privateHeaders },
    });
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
