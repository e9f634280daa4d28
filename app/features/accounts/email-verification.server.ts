import type { Db } from "../../../db/client.ts";
import { emailSchema } from "./auth-forms.ts";
import { findUserByEmail, sendNewVerificationLink } from "./registration.server.ts";
import { consumeToken, peekToken } from "./tokens.server.ts";

/** Whether a verification link may still be used; the page then offers to confirm it. */
export async function isVerificationTokenValid(db: Db, token: string, now = new Date()): Promise<boolean> {
  return (await peekToken(db, token, "verify_email", now)) !== null;
}

/**
 * Uses a verification link: marks the address verified and answers the user to sign in, or null
 * when the link is unknown, used or expired. Confirming takes a POST, so mail scanners that open
 * links do not use them up.
 */
export async function confirmEmail(db: Db, token: string, now = new Date()): Promise<{ userId: number } | null> {
  return db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, token, "verify_email", now);
    if (!used) return null;
    await trx
      .updateTable("users")
      .set({ email_verified_at: now.toISOString(), updated_at: now.toISOString() })
      .where("id", "=", used.userId)
      .where("email_verified_at", "is", null)
      .execute();
    return used;
  });
}

export type ResendResult = { status: "invalid"; email: string } | { status: "resent"; email: string };

/**
 * Same answer whether or not the address has an unverified account. `returnTo`: where the old
 * link led after confirming (the checkout with its selection); the new one leads there too.
 */
export async function resendVerification(db: Db, rawEmail: string, publicUrl: string, now = new Date(), returnTo: string | null = null): Promise<ResendResult> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) return { status: "invalid", email: rawEmail };
  const user = await findUserByEmail(db, parsed.data);
  if (user && !user.email_verified_at) await sendNewVerificationLink(db, user.id, publicUrl, now, returnTo);
  return { status: "resent", email: parsed.data };
}
