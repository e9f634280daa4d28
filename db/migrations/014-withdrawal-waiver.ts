import type { Kysely } from "kysely";

/**
 * The buyer's consent to delivery before the withdrawal period ends, and the acknowledgement that
 * the right of withdrawal is lost with it (FAGG § 18 (1) 11, Directive 2011/83/EU Art. 16 (m)),
 * kept with each order as proof: when it was given, which version of the text, and the text itself
 * in the language it was shown in. Orders placed before this migration have none (NULL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("withdrawal_waiver_at", "varchar(32)").execute();
  await db.schema.alterTable("orders").addColumn("withdrawal_waiver_version", "varchar(20)").execute();
  await db.schema.alterTable("orders").addColumn("withdrawal_waiver_text", "varchar(1000)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("withdrawal_waiver_text").execute();
  await db.schema.alterTable("orders").dropColumn("withdrawal_waiver_version").execute();
  await db.schema.alterTable("orders").dropColumn("withdrawal_waiver_at").execute();
}
