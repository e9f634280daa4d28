import { type Kysely, sql } from "kysely";
import { isSqlite, withIdColumn } from "./portable.ts";

/**
 * Offers on tasks and their acceptance (issue #32 items 3 and 5, decision 046). What was offered
 * and accepted is evidence: each offer version is an immutable snapshot (JSON) with its SHA-256,
 * an amendment is a new version of the same task, and an acceptance records the option, the VAT
 * that applied, the total, the exact wording the client confirmed and the hash of the offer it
 * accepted. Neither table can be updated or deleted (triggers); one acceptance per task.
 * The reservation of the total is a credits ledger entry referencing the acceptance (migration 023).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("offers"))
    .addColumn("task_id", "integer", (column) => column.notNull().references("tasks.id"))
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("currency", "varchar(3)", (column) => column.notNull().check(sql`currency IN ('EUR', 'USD')`))
    // The last day (Vienna) on which it can be accepted, YYYY-MM-DD; also in the snapshot.
    .addColumn("valid_until", "varchar(10)", (column) => column.notNull())
    .addColumn("snapshot", "text", (column) => column.notNull())
    .addColumn("snapshot_hash", "varchar(64)", (column) => column.notNull())
    .addColumn("created_by_user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("offers_task_version", ["task_id", "version"])
    .execute();

  await withIdColumn(db, db.schema.createTable("offer_acceptances"))
    .addColumn("offer_id", "integer", (column) => column.notNull().unique().references("offers.id"))
    // One accepted offer per task: a second acceptance (another tab, a replay) fails here.
    .addColumn("task_id", "integer", (column) => column.notNull().unique().references("tasks.id"))
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("option", "varchar(8)", (column) => column.notNull().check(sql`option IN ('normal', 'fast')`))
    .addColumn("currency", "varchar(3)", (column) => column.notNull().check(sql`currency IN ('EUR', 'USD')`))
    .addColumn("billing_country", "varchar(2)", (column) => column.notNull())
    .addColumn("billing_vat_id", "varchar(20)")
    .addColumn("vat_treatment", "varchar(16)", (column) => column.notNull())
    .addColumn("vat_rate_basis_points", "integer", (column) => column.notNull())
    .addColumn("net_cents", "integer", (column) => column.notNull().check(sql`net_cents > 0`))
    .addColumn("vat_cents", "integer", (column) => column.notNull().check(sql`vat_cents >= 0`))
    .addColumn("total_cents", "integer", (column) => column.notNull())
    .addColumn("offer_hash", "varchar(64)", (column) => column.notNull())
    .addColumn("wording", "text", (column) => column.notNull())
    .addColumn("language", "varchar(2)", (column) => column.notNull())
    .addColumn("accepted_at", "varchar(32)", (column) => column.notNull())
    .addCheckConstraint("offer_acceptances_total", sql`total_cents = net_cents + vat_cents`)
    .execute();
  await db.schema.createIndex("offer_acceptances_user").on("offer_acceptances").columns(["user_id", "currency", "id"]).execute();

  for (const table of ["offers", "offer_acceptances"]) {
    if (isSqlite(db)) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_no_update`)} BEFORE UPDATE ON ${sql.table(table)} BEGIN SELECT RAISE(ABORT, 'offers and acceptances are evidence and never change'); END`.execute(
        db,
      );
      await sql`CREATE TRIGGER ${sql.id(`${table}_no_delete`)} BEFORE DELETE ON ${sql.table(table)} BEGIN SELECT RAISE(ABORT, 'offers and acceptances are evidence and never change'); END`.execute(
        db,
      );
    }
  }
  if (isSqlite(db)) return;
  await sql`CREATE FUNCTION offers_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'offers and acceptances are evidence and never change' USING ERRCODE = 'check_violation'; END $$`.execute(db);
  for (const table of ["offers", "offer_acceptances"]) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_unchanged`)} BEFORE UPDATE OR DELETE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION offers_refuse_change()`.execute(
      db,
    );
    await sql`CREATE TRIGGER ${sql.id(`${table}_no_truncate`)} BEFORE TRUNCATE ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION offers_refuse_change()`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE offer_acceptances`.execute(db);
  await sql`DROP TABLE offers`.execute(db);
  if (!isSqlite(db)) await sql`DROP FUNCTION offers_refuse_change()`.execute(db);
}
