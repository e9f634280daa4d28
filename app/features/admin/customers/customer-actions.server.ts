import { SqliteAdapter } from "kysely";
import type { Db } from "../../../../db/client.ts";
import type { MessageKey } from "../../../i18n/catalogues.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { endAllSignIns } from "../../accounts/session.server.ts";
import { resetSecondFactor } from "../../accounts/two-factor.server.ts";
import type { AdminIntent } from "../../admin-kit/admin-form.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";

/**
 * Account actions of the customer page (decision 016). Disabling an account ends its sessions and
 * its sign-ins; its licences stay valid, because they were paid for and run on the customer's
 * sites, not on the account. Role changes sign the account out too: a new admin signs in again
 * through the second factor, a former admin keeps no admin session.
 */
export const customerIntents = ["disable", "enable", "grantAdmin", "removeAdmin"] as const;
export type CustomerIntent = (typeof customerIntents)[number];

/** Steps that take effect only through the confirmation dialog. */
const destructiveIntents: ReadonlySet<CustomerIntent> = new Set(["disable", "removeAdmin"]);

export type CustomerActionResult = { ok: true; success: MessageKey } | { ok: false; status: 400 | 404 | 409; error: MessageKey };

function isCustomerIntent(name: string): name is CustomerIntent {
  return (customerIntents as readonly string[]).includes(name);
}

type Target = { id: number; email: string; role: "customer" | "admin"; disabled_at: string | null };

/** Refused steps roll the transaction back with the reason the page shows. */
class Refusal extends Error {
  readonly status: 400 | 409;
  readonly key: MessageKey;

  constructor(status: 400 | 409, key: MessageKey) {
    super(key);
    this.status = status;
    this.key = key;
  }
}

/**
 * Keeps at least one enabled admin besides the account about to lose admin rights. On PostgreSQL the
 * enabled admins are locked first, so two admins demoting each other at once cannot both succeed.
 */
async function ensureAnotherAdminRemains(trx: Db, targetId: number): Promise<void> {
  let admins = trx.selectFrom("users").select("id").where("role", "=", "admin").where("disabled_at", "is", null);
  // SQLite runs one write transaction at a time and has no FOR UPDATE.
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) admins = admins.forUpdate();
  const rows = await admins.execute();
  if (!rows.some((row) => row.id !== targetId)) throw new Refusal(409, "admin.customers.error.lastAdmin");
}

async function disable(trx: Db, admin: CurrentUser, target: Target, now: Date): Promise<MessageKey> {
  if (target.id === admin.id) throw new Refusal(400, "admin.customers.error.selfDisable");
  if (target.disabled_at) throw new Refusal(409, "admin.customers.error.unchanged");
  if (target.role === "admin") await ensureAnotherAdminRemains(trx, target.id);
  const changed = await trx
    .updateTable("users")
    .set({ disabled_at: now.toISOString(), updated_at: now.toISOString() })
    .where("id", "=", target.id)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new Refusal(409, "admin.customers.error.unchanged");
  await endAllSignIns(trx, target.id, now);
  await recordAudit(
    trx,
    {
      actor: admin,
      action: "user.disable",
      record: { type: "user", id: target.id, label: target.email },
      before: { disabled_at: null },
      after: { disabled_at: now.toISOString() },
    },
    now,
  );
  return "admin.customers.success.disabled";
}

async function enable(trx: Db, admin: CurrentUser, target: Target, now: Date): Promise<MessageKey> {
  if (!target.disabled_at) throw new Refusal(409, "admin.customers.error.unchanged");
  const changed = await trx
    .updateTable("users")
    .set({ disabled_at: null, updated_at: now.toISOString() })
    .where("id", "=", target.id)
    .where("disabled_at", "is not", null)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new Refusal(409, "admin.customers.error.unchanged");
  await recordAudit(
    trx,
    {
      actor: admin,
      action: "user.enable",
      record: { type: "user", id: target.id, label: target.email },
      before: { disabled_at: target.disabled_at },
      after: { disabled_at: null },
    },
    now,
  );
  return "admin.customers.success.enabled";
}

async function changeRole(trx: Db, target: Target, from: "customer" | "admin", to: "customer" | "admin", now: Date): Promise<void> {
  const changed = await trx
    .updateTable("users")
    .set({ role: to, updated_at: now.toISOString() })
    .where("id", "=", target.id)
    .where("role", "=", from)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new Refusal(409, "admin.customers.error.unchanged");
  await endAllSignIns(trx, target.id, now);
}

async function grantAdmin(trx: Db, admin: CurrentUser, target: Target, now: Date): Promise<MessageKey> {
  if (target.role === "admin") throw new Refusal(409, "admin.customers.error.unchanged");
  await changeRole(trx, target, "customer", "admin", now);
  await recordAudit(
    trx,
    {
      actor: admin,
      action: "user.grant_admin",
      record: { type: "user", id: target.id, label: target.email },
      before: { role: "customer" },
      after: { role: "admin" },
    },
    now,
  );
  return "admin.customers.success.adminGranted";
}

async function removeAdmin(trx: Db, admin: CurrentUser, target: Target, now: Date): Promise<MessageKey> {
  if (target.id === admin.id) throw new Refusal(400, "admin.customers.error.selfRemoveAdmin");
  if (target.role !== "admin") throw new Refusal(409, "admin.customers.error.unchanged");
  await ensureAnotherAdminRemains(trx, target.id);
  await changeRole(trx, target, "admin", "customer", now);
  await resetSecondFactor(trx, target.id, now);
  await recordAudit(
    trx,
    {
      actor: admin,
      action: "user.remove_admin",
      record: { type: "user", id: target.id, label: target.email },
      before: { role: "admin" },
      after: { role: "customer" },
    },
    now,
  );
  return "admin.customers.success.adminRemoved";
}

const steps: Record<CustomerIntent, (trx: Db, admin: CurrentUser, target: Target, now: Date) => Promise<MessageKey>> = {
  disable,
  enable,
  grantAdmin,
  removeAdmin,
};

/** Runs one posted step on an account, its effects and its audit entry in one transaction. */
export async function runCustomerAction(db: Db, admin: CurrentUser, userId: number, intent: AdminIntent, now = new Date()): Promise<CustomerActionResult> {
  if (!isCustomerIntent(intent.name)) return { ok: false, status: 400, error: "admin.error.unknownIntent" };
  if (destructiveIntents.has(intent.name) && !intent.confirmed) return { ok: false, status: 400, error: "admin.error.notConfirmed" };
  const step = steps[intent.name];
  try {
    return await db.transaction().execute(async (trx) => {
      const target = await trx.selectFrom("users").select(["id", "email", "role", "disabled_at"]).where("id", "=", userId).executeTakeFirst();
      if (!target) return { ok: false, status: 404, error: "admin.error.notFound" } as const;
      return { ok: true, success: await step(trx, admin, target, now) } as const;
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, status: error.status, error: error.key };
    throw error;
  }
}
