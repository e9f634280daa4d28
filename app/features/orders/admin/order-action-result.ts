import type { MessageKey } from "../../../i18n/catalogues.ts";

/** What an order action answers: a notice for the page, with the HTTP status it goes out with. */
export type OrderActionResult = { status: 200; success: MessageKey } | { status: 400 | 404 | 409 | 502; error: MessageKey; providerMessage?: string | null };
