import type { Db } from "../../../db/client.ts";
import { enqueueEmail } from "../mail/outbox.server.ts";
import type { ChangePasswordErrors, ChangePasswordResult } from "./password-reset-form.ts";

import { loginRetryAfterSeconds, recordLoginFailure } from "./login-throttle.server.ts";
import { passwordChangedMail } from "./password-reset-mails.server.ts";
import { newPasswordErrors, useUpOpenPasswordTokens } from "./password-reset.server.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import { endAllSignIns, secondFactorMarkOf, startSession } from "./session.server.ts";
import type { CountedNetwork } from "../../lib/client-address.server.ts";
import { postedText } from "../../lib/form-fields.ts";

export interface PasswordChange {
  userId: number;
  form: FormData;
  /** Whether the session cookie needs `Secure` (PUBLIC_URL is https). */
  secure: boolean;
  publicUrl: string;
  /** The client's networks: wrong current passwords count toward the login throttle there. */
  clientNetworks: readonly CountedNetwork[];
  /** The request's Cookie header: an admin's new session keeps the second-factor mark of the current one. */
  cookieHeader: string | undefined;
}

/**
 * Signed in, with the current password: stores the new one, ends every session and open login
 * challenge of the account and starts a fresh session for this browser, so a session or a
 * challenge someone else may hold ends as well and the id this browser had is no longer valid. The owner gets a 'password changed' mail.
 * A wrong current password counts as a failed login for the account's address, so a borrowed
 * session cannot be used to guess the password faster than the login page allows.
 */
export async function changePassword(db: Db, change: PasswordChange, now = new Date()): Promise<ChangePasswordResult> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "username", "language", "role", "password_hash"])
    .where("id", "=", change.userId)
    .executeTakeFirstOrThrow();

  const retryAfterSeconds = await loginRetryAfterSeconds(db, user.email, change.clientNetworks, now);
  if (retryAfterSeconds > 0) return { status: "rateLimited", retryAfterSeconds };

  const currentPassword = postedText(change.form, "currentPassword");
  const password = postedText(change.form, "password");
  const errors: ChangePasswordErrors = newPasswordErrors(password, postedText(change.form, "confirmation"), user);
  if (currentPassword === "") errors.currentPassword = "passwords.error.currentRequired";
  else if (!user.password_hash || !(await verifyPassword(user.password_hash, currentPassword))) {
    errors.currentPassword = "passwords.error.currentWrong";
    await recordLoginFailure(db, user.email, change.clientNetworks, now);
  }
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };

  const passwordHash = await hashPassword(password);
  const secondFactorAt = await secondFactorMarkOf(db, change.cookieHeader);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, password_changed_at: now.toISOString(), updated_at: now.toISOString() })
      .where("id", "=", user.id)
      .execute();
    await useUpOpenPasswordTokens(trx, user.id, now);
    await endAllSignIns(trx, user.id, now);
    await enqueueEmail(trx, passwordChangedMail(user, now, change.publicUrl), now);
  });
  // Only while the password is still this change's: of two changes at once, the later one's browser keeps its session.
  const sessionCookie = await startSession(db, user.id, change.secure, now, secondFactorAt, { passwordHash, role: user.role });
  return { status: "done", sessionCookie };
}
