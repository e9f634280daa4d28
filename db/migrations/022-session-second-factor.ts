import type { Kysely } from "kysely";

/**
 * When a session's sign-in passed the second factor (TOTP or a recovery code; decision 039). An
 * admin's session without it is no session at all, whatever made its user an admin; sessions from
 * before this migration have none, so admins sign in again once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("second_factor_at", "varchar(32)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("second_factor_at").execute();
}
