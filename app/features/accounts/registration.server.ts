import { sql } from "kysely";
import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Language } from "../../i18n/paths.ts";
import { enqueueEmail } from "../mail/outbox.server.ts";
import { safeReturnPath } from "./account-links.ts";
import { accountExistsMail, verificationMail } from "./account-mails.server.ts";
import { type RegisterErrors, type RegisterResult, type RegisterValues, passwordProblemKeys, validateRegisterValues } from "./auth-forms.ts";
import { hashPassword, passwordProblem } from "./passwords.server.ts";
import { countRegistrationAttempt, countRegistrationMail, countTakenUsername, registrationRetryAfterSeconds } from "./registration-throttle.server.ts";
import { issueToken, revokeTokens } from "./tokens.server.ts";
import type { CountedNetwork } from "../../lib/client-address.server.ts";
import { postedText } from "../../lib/form-fields.ts";

export interface RegisterRequest {
  form: FormData;
  language: Language;
  publicUrl: string;
  logger: Logger;
  /** The visitor's networks (RequestServices.clientNetworks), for the throttle. */
  clientNetworks: readonly CountedNetwork[];
}

const userColumns = ["id", "email", "username", "first_name", "last_name", "display_name", "language", "email_verified_at"] as const;

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom("users")
    .select(userColumns)
    .where(sql<string>`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where(sql<string>`lower(username)`, "=", username)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Registers a customer (decision 012). A new address gets an unverified account and a
 * verification mail; an address that already has an account gets nothing created and its owner a
 * mail saying so. Both answer the same "check your mail" screen after the same password work.
 * Throttled per network (registration-throttle.server.ts): every attempt counts, and so, more
 * strictly, does every attempt told that its username is taken.
 */
export async function register(db: Db, request: RegisterRequest, now = new Date()): Promise<RegisterResult> {
  const { form } = request;
  const values: RegisterValues = {
    username: postedText(form, "username"),
    email: postedText(form, "email"),
    firstName: postedText(form, "firstName"),
    lastName: postedText(form, "lastName"),
    accept: postedText(form, "accept") === "yes",
  };
  const password = postedText(form, "password");
  const confirmation = postedText(form, "passwordConfirmation");
  const returnTo = safeReturnPath(postedText(form, "returnTo"));

  const networks = request.clientNetworks;
  const retryAfterSeconds = await registrationRetryAfterSeconds(db, networks, now);
  if (retryAfterSeconds > 0) {
    request.logger.warn("registration throttled", { addressHash: networks[0]?.hash.slice(0, 16), retryAfterSeconds });
    return { status: "rateLimited", values, retryAfterSeconds };
  }
  await countRegistrationAttempt(db, networks, now);

  const validation = validateRegisterValues(values);
  const errors: RegisterErrors = validation.ok ? {} : { ...validation.errors };
  const identity = { username: values.username.trim().toLowerCase(), email: values.email.trim().toLowerCase() };
  if (password === "") errors.password = "auth.error.passwordRequired";
  else {
    const problem = passwordProblem(password, identity);
    if (problem) errors.password = passwordProblemKeys[problem];
  }
  if (confirmation === "") errors.passwordConfirmation = "auth.error.confirmationRequired";
  else if (password !== "" && confirmation !== password) errors.passwordConfirmation = "auth.error.passwordMismatch";
  // Usernames are shown on reviews and in the header, so telling that one is taken gives little away;
  // but they also log in, so one network gets few such answers rather than a list to check (decision 012).
  if (!errors.username && (await usernameTaken(db, identity.username))) {
    errors.username = "auth.error.usernameTaken";
    await countTakenUsername(db, networks, now);
  }
  if (!validation.ok || Object.keys(errors).length > 0) return { status: "invalid", values, errors };
  const input = validation.input;

  // Hashing before the lookup makes both outcomes cost the same.
  const passwordHash = await hashPassword(password);
  // Counted for new and known addresses alike; only a known one's owner may go without a mail.
  const mayMail = await countRegistrationMail(db, input.email, now);
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    if (mayMail) await enqueueEmail(db, accountExistsMail(existing, request.publicUrl), now);
    request.logger.info("registration for an existing address", { userId: existing.id, mailed: mayMail });
    return { status: "checkMail", email: input.email };
  }

  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto("users")
      .values({
        email: input.email,
        username: input.username,
        first_name: input.firstName,
        last_name: input.lastName,
        display_name: null,
        language: request.language,
        role: "customer",
        password_hash: passwordHash,
        email_verified_at: null,
        password_changed_at: now.toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning(userColumns)
      .executeTakeFirstOrThrow();
    const token = await issueToken(trx, user.id, "verify_email", now);
    await enqueueEmail(trx, verificationMail(user, token, request.publicUrl, returnTo), now);
  });
  return { status: "checkMail", email: input.email };
}

/** Least time between two verification mails to one account, so the resend form cannot flood a mailbox. */
export const verificationResendIntervalMs = 60_000;

/** Sends a fresh verification link to an unverified account, retiring the older ones. */
export async function sendNewVerificationLink(db: Db, userId: number, publicUrl: string, now = new Date(), returnTo: string | null = null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").select(userColumns).where("id", "=", userId).executeTakeFirst();
    if (!user || user.email_verified_at) return;
    const recent = await trx
      .selectFrom("one_time_tokens")
      .select("id")
      .where("user_id", "=", userId)
      .where("purpose", "=", "verify_email")
      .where("created_at", ">", new Date(now.getTime() - verificationResendIntervalMs).toISOString())
      .executeTakeFirst();
    if (recent) return;
    await revokeTokens(trx, userId, "verify_email", now);
    const token = await issueToken(trx, userId, "verify_email", now);
    await enqueueEmail(trx, verificationMail(user, token, publicUrl, returnTo), now);
  });
}
