import type { Db } from "../../../db/client.ts";
import type { CountedNetwork } from "../../lib/client-address.server.ts";
import { countHit, countNetworkHit, networkRetryAfterSeconds, type RateLimitRule, retryAfterSeconds } from "../../lib/database-rate-limit.server.ts";
import { hashIdentifier } from "./login-throttle.server.ts";

/**
 * Decision 012 (issue #15, 7a): registrations are counted in the database like failed logins, so
 * every process shares the counts. Within 15 minutes one network gets 5 attempts that meet a taken
 * username (the only answer that tells whether an account exists) and 20 attempts in all; beyond
 * either, every registration from that network answers 429 until the oldest counted attempt leaves
 * the window; an IPv6 client is counted in its /64, its /56 at the same limits and its /48 at four
 * times them (decision 039). A known e-mail address answers like a new one, so it is not counted as taken; instead
 * an address gets at most 3 mails from registrations an hour (the verification mail and "someone
 * tried to register with your address"), further attempts the same answer without a mail.
 */
export const registrationThrottle = { windowMs: 15 * 60_000, perAddress: 20, takenUsernamesPerAddress: 5, mailsPerEmailAndHour: 3 } as const;

const attempts: RateLimitRule = { bucket: "register", limit: registrationThrottle.perAddress, windowMs: registrationThrottle.windowMs };
const takenUsernames: RateLimitRule = {
  bucket: "register-taken-username",
  limit: registrationThrottle.takenUsernamesPerAddress,
  windowMs: registrationThrottle.windowMs,
};
const mailsPerEmail: RateLimitRule = { bucket: "register-mail", limit: registrationThrottle.mailsPerEmailAndHour, windowMs: 60 * 60_000 };

/** Seconds until the client's networks may register again, or 0 when the next attempt may go ahead. */
export async function registrationRetryAfterSeconds(db: Db, networks: readonly CountedNetwork[], now = new Date()): Promise<number> {
  const waits = await Promise.all([networkRetryAfterSeconds(db, attempts, networks, now), networkRetryAfterSeconds(db, takenUsernames, networks, now)]);
  return Math.max(...waits);
}

/** Every attempt that is not refused by the throttle counts toward the networks' overall limit. */
export async function countRegistrationAttempt(db: Db, networks: readonly CountedNetwork[], now = new Date()): Promise<void> {
  await countNetworkHit(db, attempts, networks, now);
}

/** An attempt that was told its username is taken. */
export async function countTakenUsername(db: Db, networks: readonly CountedNetwork[], now = new Date()): Promise<void> {
  await countNetworkHit(db, takenUsernames, networks, now);
}

/**
 * Counts a registration that passed validation under its e-mail address, new or known alike; false
 * when the address has had its mails from registrations this hour (the owner of a known address is
 * then not told again: enough to warn them, too few to flood their mailbox from many networks).
 */
export async function countRegistrationMail(db: Db, email: string, now = new Date()): Promise<boolean> {
  const key = hashIdentifier(email);
  if ((await retryAfterSeconds(db, mailsPerEmail, key, now)) > 0) return false;
  await countHit(db, mailsPerEmail, key, now);
  return true;
}
