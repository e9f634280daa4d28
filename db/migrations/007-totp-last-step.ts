import type { Kysely } from "kysely";

/**
 * The time step of the last TOTP code an admin signed in with (decision 013): a code is refused
 * unless its step is later, so a code seen over a shoulder or in a log cannot be replayed within
 * its validity window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("totp_last_step", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("totp_last_step").execute();
}
