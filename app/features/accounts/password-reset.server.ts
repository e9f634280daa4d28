import { z } from "../../zod.ts";
import type { Db } from "../../../db/client.ts";
import { enqueueEmail } from "../mail/outbox.server.ts";
import { passwordChangedMail, resetLinkMail } from "./password-reset-mails.server.ts";
import { emailMaxLength, type NewPasswordErrors, type NewPasswordResult, type PasswordErrorKey, type RequestResetResult } from "./password-reset-form.ts";
import { hashPassword, type PasswordProblem, passwordProblem } from "./passwords.server.ts";
import { endAllSignIns } from "./session.server.ts";
import { consumeToken, newToken, peekToken, storeToken, type TokenPurpose } from "./tokens.server.ts";
import { postedText } from "../../lib/form-fields.ts";

/**
 * Reset links an account receives at most per window. Anyone may ask for a link to any address;
 * the limit keeps that from flooding the owner's mailbox. Further requests get the same answer.
 */
export const resetMailLimit = { mails: 3, windowMs: 60 * 60_000 } as const;

const problemKeys: Record<PasswordProblem, PasswordErrorKey> = {
  tooShort: "passwords.error.tooShort",
  tooLong: "passwords.error.tooLong",
  common: "passwords.error.common",
  containsIdentity: "passwords.error.containsIdentity",
  mismatch: "passwords.error.mismatch",
};

/** The new password and its confirmation, checked against the policy (decision 012) and each other. */
export function newPasswordErrors(password: string, confirmation: string, identity: { username: string; email: string }): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === "") errors.password = "passwords.error.passwordRequired";
  else {
    const problem = passwordProblem(password, identity);
    if (problem) errors.password = problemKeys[problem];
  }
  if (confirmation === "") errors.confirmation = "passwords.error.confirmationRequired";
  else if (password !== "" && confirmation !== password) errors.confirmation = "passwords.error.mismatch";
  return errors;
}

const emailSchema = z
  .string()
  .trim()
  .min(1, { error: "passwords.error.emailRequired" })
  .max(emailMaxLength, { error: "passwords.error.emailInvalid" })
  .pipe(z.email({ error: "passwords.error.emailInvalid" }));

function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "language"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
}

/** Matches no account (ids start at 1): the unknown address's count of recent links, always 0. */
const noUserId = 0;

/**
 * Signed out, asking for a reset link. A known address gets a single-use, expiring link by mail;
 * an unknown one gets nothing; the answer is the same, so the form tells nobody who has an account.
 *
 * Both take the same steps, so the time of the answer tells nothing either (issue #15, 7b): one
 * transaction counts the account's recent links, makes a token, renders the mail and stores it in
 * the outbox, then makes one more write. With an account under the mail limit that write stores
 * the token; otherwise it deletes the mail again before the transaction commits, so no worker ever
 * sees it and the typed address is not kept.
 */
export async function requestPasswordReset(db: Db, form: FormData, publicUrl: string, now = new Date()): Promise<RequestResetResult> {
  const parsed = emailSchema.safeParse(postedText(form, "email"));
  if (!parsed.success) {
    const error = (parsed.error.issues[0]?.message ?? "passwords.error.emailInvalid") as PasswordErrorKey;
    return { status: "invalid", email: postedText(form, "email"), error };
  }
  const user = await findUserByEmail(db, parsed.data);

  await db.transaction().execute(async (trx) => {
    const { recent } = await trx
      .selectFrom("one_time_tokens")
      .select((eb) => eb.fn.countAll<number>().as("recent"))
      .where("user_id", "=", user?.id ?? noUserId)
      .where("purpose", "=", "reset_password")
      .where("created_at", ">", new Date(now.getTime() - resetMailLimit.windowMs).toISOString())
      .executeTakeFirstOrThrow();
    const { token, hash } = newToken();
    const mailId = await enqueueEmail(trx, resetLinkMail(user ?? { email: parsed.data, language: "de" }, token, publicUrl), now);
    if (user && Number(recent) < resetMailLimit.mails) await storeToken(trx, user.id, "reset_password", hash, now);
    else await trx.deleteFrom("outbox_emails").where("id", "=", mailId).execute();
  });
  return { status: "requested" };
}

/** Whether a mailed link may still show its form; the link is only used up by a successful submit. */
export async function isPasswordTokenValid(db: Db, token: string, purpose: "set_password" | "reset_password", now = new Date()): Promise<boolean> {
  if (token === "") return false;
  return (await peekToken(db, token, purpose, now)) !== null;
}

export interface PasswordTokenSubmission {
  purpose: "set_password" | "reset_password";
  token: string;
  form: FormData;
  publicUrl: string;
  /** A reset tells the owner by mail; setting the first password needs no such warning. */
  notifyByMail: boolean;
}

/**
 * Stores a new password from a mailed link. The link proves access to the mailbox, so it also
 * confirms the address; every session and open login challenge of the account ends, and any other
 * open link of either kind is used up, so an older mail can no longer change the password.
 */
export async function setPasswordFromToken(db: Db, submission: PasswordTokenSubmission, now = new Date()): Promise<NewPasswordResult> {
  const { purpose, token, form, publicUrl } = submission;
  const owner = token === "" ? null : await peekToken(db, token, purpose, now);
  if (!owner) return { status: "invalidToken" };
  const user = await db.selectFrom("users").select(["id", "email", "username", "language", "role"]).where("id", "=", owner.userId).executeTakeFirst();
  if (!user) return { status: "invalidToken" };

  const password = postedText(form, "password");
  const errors = newPasswordErrors(password, postedText(form, "confirmation"), user);
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };

  // Argon2id takes a while; outside the transaction it holds no lock meanwhile.
  const passwordHash = await hashPassword(password);
  const stored = await db.transaction().execute(async (trx) => {
    // Checked again under the transaction: of two submits of one link only one gets here.
    if (!(await consumeToken(trx, token, purpose, now))) return false;
    await trx
      .updateTable("users")
      .set((eb) => ({
        password_hash: passwordHash,
        password_changed_at: now.toISOString(),
        email_verified_at: eb.fn.coalesce("email_verified_at", eb.val(now.toISOString())),
        updated_at: now.toISOString(),
      }))
      .where("id", "=", user.id)
      .execute();
    await useUpOpenPasswordTokens(trx, user.id, now);
    await endAllSignIns(trx, user.id, now);
    if (submission.notifyByMail) await enqueueEmail(trx, passwordChangedMail(user, now, publicUrl), now);
    return true;
  });
  if (!stored) return { status: "invalidToken" };
  return { status: "done", userId: user.id, role: user.role };
}

const passwordPurposes: TokenPurpose[] = ["set_password", "reset_password"];

/** After any password change no older set or reset link may change it again. */
export async function useUpOpenPasswordTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable("one_time_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("purpose", "in", passwordPurposes)
    .where("used_at", "is", null)
    .execute();
}

/** A new password from a reset link; the owner gets a 'password changed' mail. */
export function resetPasswordWithToken(db: Db, token: string, form: FormData, publicUrl: string, now = new Date()): Promise<NewPasswordResult> {
  return setPasswordFromToken(db, { purpose: "reset_password", token, form, publicUrl, notifyByMail: true }, now);
}
