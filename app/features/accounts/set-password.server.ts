import type { Db } from "../../../db/client.ts";
import { enqueueEmail } from "../mail/outbox.server.ts";
import type { NewPasswordResult } from "./password-reset-form.ts";
import { type PasswordMailRecipient, setPasswordLinkMail } from "./password-reset-mails.server.ts";
import { setPasswordFromToken } from "./password-reset.server.ts";
import { issueToken } from "./tokens.server.ts";

/**
 * Mails a single-use link to choose a first password, for accounts created without one (by an
 * admin, or at a purchase). Pass the transaction that creates the account, so the mail exists
 * exactly when the account does.
 */
export async function sendSetPasswordMail(db: Db, user: PasswordMailRecipient & { id: number }, publicUrl: string, now = new Date()): Promise<void> {
  const token = await issueToken(db, user.id, "set_password", now);
  await enqueueEmail(db, setPasswordLinkMail(user, token, publicUrl), now);
}

/** The first password from the mailed link; see setPasswordFromToken. */
export function setPasswordWithToken(db: Db, token: string, form: FormData, publicUrl: string, now = new Date()): Promise<NewPasswordResult> {
  return setPasswordFromToken(db, { purpose: "set_password", token, form, publicUrl, notifyByMail: false }, now);
}
