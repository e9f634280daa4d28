import type { Db } from "../../../../db/client.ts";
import { invoiceFileName, renderInvoicePdf } from "../../invoices/invoice-pdf.server.ts";
import { parseInvoiceSnapshot } from "../../invoices/invoices.server.ts";

/**
 * Any order's invoice or cancellation invoice as the PDF its buyer downloads (the public
 * /invoices/:id answers only the order's owner); undefined for an unknown id.
 */
export async function adminInvoicePdf(db: Db, invoiceId: number): Promise<Response | undefined> {
  const invoice = await db.selectFrom("invoices").select("snapshot").where("id", "=", invoiceId).executeTakeFirst();
  if (!invoice) return undefined;
  const snapshot = parseInvoiceSnapshot(invoice);
  const pdf = await renderInvoicePdf(snapshot);
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="${invoiceFileName(snapshot)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
