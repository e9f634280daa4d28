import type { Db } from "../../../db/client.ts";
import { translator } from "../../i18n/catalogues.ts";
import { languageOfRequest } from "../../i18n/detect.ts";
import { invoiceFileName, renderInvoicePdf } from "../invoices/invoice-pdf.server.ts";
import { findTaskInvoiceFor } from "./task-invoices.server.ts";

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** The PDF of a task invoice the viewer may see (a client their own, an admin any), or 404 in the visitor's language. */
export async function taskInvoiceAnswer(
  request: Request,
  db: Db,
  viewer: { userId: number; role: "customer" | "admin" },
  invoiceIdParameter: string,
): Promise<Response> {
  const invoiceId = /^\d{1,9}$/.test(invoiceIdParameter) ? Number(invoiceIdParameter) : undefined;
  const snapshot = invoiceId === undefined ? undefined : await findTaskInvoiceFor(db, viewer, invoiceId);
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
