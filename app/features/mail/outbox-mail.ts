import type { Selectable } from "kysely";
import type { OutboxEmailsTable } from "../../../db/schema.ts";

/** A file sent along with a mail, such as an invoice PDF. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export type OutboxEmailRow = Selectable<OutboxEmailsTable>;

/** A stored mail with its attachments, as the transport sends it. */
export interface OutboxMail extends OutboxEmailRow {
  attachments: MailAttachment[];
}
