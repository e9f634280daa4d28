import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { hashPassword } from "./passwords.server.ts";
import { endAllSignIns } from "./session.server.ts";

export type AdminBootstrapOutcome = "created" | "promoted" | "passwordSet" | "unchanged";

/** A free username from the e-mail's local part: lower case letters, digits, dots, dashes, underscores. */
async function usernameFromEmail(db: Db, email: string): Promise<string> {
  const base =
    (email.split("@")[0] ?? "")
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, "")
      .slice(0, 56) || "admin";
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    const taken = await db.selectFrom("users").select("id").where("username", "=", candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start (decision 013), idempotent: a missing account is created
 * with a verified address and the password; an existing one gets the admin role, and the password
 * only when it has none. A password the admin changed is never reset by a restart, and
 * ADMIN_PASSWORD cannot become a back door around an account's own password and second factor.
 * A change ends the account's sessions and open login challenges in the same transaction
 * (decision 039): a customer's session never becomes an admin's.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }, now = new Date()): Promise<AdminBootstrapOutcome> {
  const email = admin.email.trim();
  const existing = await db
    .selectFrom("users")
    .select(["id", "role", "password_hash"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  const timestamp = now.toISOString();
  if (!existing) {
    await db
      .insertInto("users")
      .values({
        email,
        username: await usernameFromEmail(db, email),
        language: "de",
        role: "admin",
        password_hash: await hashPassword(admin.password),
        password_changed_at: timestamp,
        email_verified_at: timestamp,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .execute();
    return "created";
  }
  if (existing.role === "admin" && existing.password_hash) return "unchanged";
  // Argon2id takes a while; outside the transaction it holds no lock meanwhile.
  const newPassword = existing.password_hash ? {} : { password_hash: await hashPassword(admin.password), password_changed_at: timestamp };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ role: "admin", updated_at: timestamp, ...newPassword })
      .where("id", "=", existing.id)
      .execute();
    await endAllSignIns(trx, existing.id, now);
  });
  return existing.role === "admin" ? "passwordSet" : "promoted";
}

/** Runs ensureAdmin when both variables are set and logs what it did (never the password). */
export async function ensureConfiguredAdmin(db: Db, logger: Logger, config: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }): Promise<void> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
  const outcome = await ensureAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
  const log = outcome === "unchanged" ? logger.debug : logger.info;
  log("admin from ADMIN_EMAIL", { email: config.ADMIN_EMAIL, outcome });
}

export type GrantAdminOutcome = { status: "granted"; userId: number } | { status: "alreadyAdmin"; userId: number } | { status: "unknownEmail" };

/**
 * `npm run user:admin -- <email>`: gives an existing account the admin role and, in the same
 * transaction, ends its sessions and open login challenges (decision 039), so the new admin's
 * first admin session starts at the login with the second factor.
 */
export async function grantAdminRole(db: Db, email: string, now = new Date()): Promise<GrantAdminOutcome> {
  const user = await db
    .selectFrom("users")
    .select(["id", "role"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
    .executeTakeFirst();
  if (!user) return { status: "unknownEmail" };
  if (user.role === "admin") return { status: "alreadyAdmin", userId: user.id };
  const granted = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("users")
      .set({ role: "admin", updated_at: now.toISOString() })
      .where("id", "=", user.id)
      .where("role", "=", "customer")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await endAllSignIns(trx, user.id, now);
    return true;
  });
  return granted ? { status: "granted", userId: user.id } : { status: "alreadyAdmin", userId: user.id };
}
