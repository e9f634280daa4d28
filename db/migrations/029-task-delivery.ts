import { type Kysely, sql } from "kysely";
import { isSqlite, withIdColumn } from "./portable.ts";

/** The evidence tables of this migration: written once, never changed or removed. */
const evidenceTables = ["task_deliveries", "task_delivery_acceptances", "task_defect_reports", "task_cancellations", "task_invoices"];

/**
 * Delivery, acceptance, guarantee, cancellation and the invoices of tasks (issue #33 items 1–4,
 * decisions 054 and 055).
 *
 * - A delivery hands over one part of the accepted offer (part 0: the whole offer when it has no
 *   parts) through a company message of the workroom (its note and scanned files); one delivery
 *   per part. Its gross share is debited from the reserved credits in the same transaction.
 * - The client accepts a delivery once; the guarantee runs to six months after that.
 * - A defect report is a client message (description, files) naming the delivery it is about.
 * - A cancellation (by the client, or by the company for good cause) is one per task and states
 *   the work performed W, the uninvoiced order value U, the fee, the charge and what was released.
 * - Task invoices take their numbers from the shop's one series (`invoice_counters`), so a year's
 *   plugin and task invoices together are gapless; triggers keep a (year, sequence) from being
 *   used in both tables. Each carries its figures as columns for the accounting export, and a
 *   JSON snapshot of everything the PDF shows. A USD invoice also states its VAT in EUR at the
 *   rate the company recorded on the task, with that rate's source (decision 054).
 * - Every one of these rows is evidence: no update, no delete (triggers).
 * - `tasks` gains the company's running figures: the value of work performed but not yet invoiced
 *   (W), and for USD tasks the USD-per-EUR rate for the invoices' EUR VAT and where it came from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("tasks")
    .addColumn("work_performed_cents", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("tasks").addColumn("usd_per_eur", "varchar(16)").execute();
  await db.schema.alterTable("tasks").addColumn("usd_rate_source", "varchar(200)").execute();

  await withIdColumn(db, db.schema.createTable("task_deliveries"))
    .addColumn("task_id", "integer", (column) => column.notNull().references("tasks.id"))
    .addColumn("acceptance_id", "integer", (column) => column.notNull().references("offer_acceptances.id"))
    // 0: the whole offer (it has no parts); 1…n: the offer's parts in their order. A part of a tiny offer may be worth
    // nothing after rounding: then nothing is debited and no invoice issued.
    .addColumn("part_number", "integer", (column) => column.notNull().check(sql`part_number >= 0`))
    .addColumn("part_name", "varchar(200)")
    .addColumn("share_percent", "integer", (column) => column.notNull().check(sql`share_percent BETWEEN 1 AND 100`))
    .addColumn("message_id", "integer", (column) => column.notNull().unique().references("task_messages.id"))
    .addColumn("note", "text", (column) => column.notNull())
    .addColumn("repository_url", "varchar(500)")
    .addColumn("installed_note", "varchar(1000)")
    .addColumn("is_final", "integer", (column) => column.notNull().check(sql`is_final IN (0, 1)`))
    .addColumn("net_cents", "integer", (column) => column.notNull().check(sql`net_cents >= 0`))
    .addColumn("vat_cents", "integer", (column) => column.notNull().check(sql`vat_cents >= 0`))
    .addColumn("gross_cents", "integer", (column) => column.notNull())
    .addColumn("delivered_by_user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("delivered_at", "varchar(32)", (column) => column.notNull())
    .addUniqueConstraint("task_deliveries_one_per_part", ["task_id", "part_number"])
    .addCheckConstraint("task_deliveries_gross", sql`gross_cents = net_cents + vat_cents`)
    .execute();

  await withIdColumn(db, db.schema.createTable("task_delivery_acceptances"))
    .addColumn("delivery_id", "integer", (column) => column.notNull().unique().references("task_deliveries.id"))
    .addColumn("task_id", "integer", (column) => column.notNull().references("tasks.id"))
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("accepted_at", "varchar(32)", (column) => column.notNull())
    // The last day (Vienna) of the guarantee, YYYY-MM-DD: six months after the acceptance.
    .addColumn("guarantee_until", "varchar(10)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("task_delivery_acceptances_task").on("task_delivery_acceptances").column("task_id").execute();

  await withIdColumn(db, db.schema.createTable("task_defect_reports"))
    .addColumn("task_id", "integer", (column) => column.notNull().references("tasks.id"))
    .addColumn("delivery_id", "integer", (column) => column.notNull().references("task_deliveries.id"))
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("message_id", "integer", (column) => column.notNull().unique().references("task_messages.id"))
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("reported_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("task_defect_reports_task").on("task_defect_reports").columns(["task_id", "id"]).execute();

  await withIdColumn(db, db.schema.createTable("task_cancellations"))
    .addColumn("task_id", "integer", (column) => column.notNull().unique().references("tasks.id"))
    .addColumn("acceptance_id", "integer", (column) => column.notNull().references("offer_acceptances.id"))
    .addColumn("cancelled_by", "varchar(8)", (column) => column.notNull().check(sql`cancelled_by IN ('client', 'company')`))
    .addColumn("actor_user_id", "integer", (column) => column.notNull().references("users.id"))
    // The company's reason, shown to the client; null for the client's own cancellation.
    .addColumn("reason", "text")
    .addColumn("work_performed_cents", "integer", (column) => column.notNull())
    .addColumn("uninvoiced_net_cents", "integer", (column) => column.notNull())
    .addColumn("fee_net_cents", "integer", (column) => column.notNull().check(sql`fee_net_cents >= 0`))
    .addColumn("charge_net_cents", "integer", (column) => column.notNull())
    .addColumn("charge_vat_cents", "integer", (column) => column.notNull().check(sql`charge_vat_cents >= 0`))
    .addColumn("charge_gross_cents", "integer", (column) => column.notNull())
    // Gross credits given back to available: what was still reserved less the charge.
    .addColumn("released_cents", "integer", (column) => column.notNull().check(sql`released_cents >= 0`))
    .addColumn("cancelled_at", "varchar(32)", (column) => column.notNull())
    .addCheckConstraint("task_cancellations_work", sql`work_performed_cents >= 0 AND work_performed_cents <= uninvoiced_net_cents`)
    .addCheckConstraint(
      "task_cancellations_charge",
      sql`charge_net_cents = work_performed_cents + fee_net_cents AND charge_gross_cents = charge_net_cents + charge_vat_cents`,
    )
    .addCheckConstraint(
      "task_cancellations_reason",
      sql`(cancelled_by = 'company' AND reason IS NOT NULL AND fee_net_cents = 0) OR (cancelled_by = 'client' AND reason IS NULL)`,
    )
    .execute();

  await withIdColumn(db, db.schema.createTable("task_invoices"))
    .addColumn("task_id", "integer", (column) => column.notNull().references("tasks.id"))
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("kind", "varchar(16)", (column) => column.notNull().check(sql`kind IN ('delivery', 'cancellation')`))
    .addColumn("delivery_id", "integer", (column) => column.unique().references("task_deliveries.id"))
    .addColumn("cancellation_id", "integer", (column) => column.unique().references("task_cancellations.id"))
    .addColumn("year", "integer", (column) => column.notNull())
    .addColumn("sequence", "integer", (column) => column.notNull())
    .addColumn("number", "varchar(32)", (column) => column.notNull().unique())
    .addColumn("issued_at", "varchar(32)", (column) => column.notNull())
    .addColumn("language", "varchar(2)", (column) => column.notNull())
    .addColumn("currency", "varchar(3)", (column) => column.notNull().check(sql`currency IN ('EUR', 'USD')`))
    .addColumn("net_cents", "integer", (column) => column.notNull())
    .addColumn("vat_cents", "integer", (column) => column.notNull())
    .addColumn("gross_cents", "integer", (column) => column.notNull())
    // Prepaid credits redeemed for it (all of the gross: task invoices are paid with credits).
    .addColumn("credits_redeemed_cents", "integer", (column) => column.notNull())
    .addColumn("vat_treatment", "varchar(16)", (column) => column.notNull())
    .addColumn("vat_country", "varchar(2)", (column) => column.notNull())
    .addColumn("vat_rate_basis_points", "integer", (column) => column.notNull())
    // For a USD invoice: its VAT in euro cents, the USD-per-EUR rate used and where it came from.
    .addColumn("vat_eur_cents", "integer")
    .addColumn("usd_per_eur", "varchar(16)")
    .addColumn("usd_rate_source", "varchar(200)")
    .addColumn("snapshot", "text", (column) => column.notNull())
    .addUniqueConstraint("task_invoices_year_sequence", ["year", "sequence"])
    .addCheckConstraint(
      "task_invoices_what",
      sql`(kind = 'delivery' AND delivery_id IS NOT NULL AND cancellation_id IS NULL) OR (kind = 'cancellation' AND cancellation_id IS NOT NULL AND delivery_id IS NULL)`,
    )
    .addCheckConstraint(
      "task_invoices_totals",
      sql`gross_cents = net_cents + vat_cents AND credits_redeemed_cents = gross_cents AND net_cents >= 0 AND vat_cents >= 0`,
    )
    .addCheckConstraint(
      "task_invoices_eur_vat",
      sql`currency = 'EUR' OR (vat_eur_cents IS NOT NULL AND usd_per_eur IS NOT NULL AND usd_rate_source IS NOT NULL)`,
    )
    .execute();
  await db.schema.createIndex("task_invoices_user").on("task_invoices").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("task_invoices_task").on("task_invoices").columns(["task_id", "id"]).execute();

  if (isSqlite(db)) {
    for (const table of evidenceTables) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_no_update`)} BEFORE UPDATE ON ${sql.table(table)} BEGIN SELECT RAISE(ABORT, 'deliveries, cancellations and their invoices are evidence and never change'); END`.execute(
        db,
      );
      await sql`CREATE TRIGGER ${sql.id(`${table}_no_delete`)} BEFORE DELETE ON ${sql.table(table)} BEGIN SELECT RAISE(ABORT, 'deliveries, cancellations and their invoices are evidence and never change'); END`.execute(
        db,
      );
    }
    await sql`CREATE TRIGGER task_invoices_own_number BEFORE INSERT ON task_invoices
      WHEN EXISTS (SELECT 1 FROM invoices WHERE year = NEW.year AND sequence = NEW.sequence)
      BEGIN SELECT RAISE(ABORT, 'this invoice number belongs to a plugin invoice'); END`.execute(db);
    await sql`CREATE TRIGGER invoices_own_number BEFORE INSERT ON invoices
      WHEN EXISTS (SELECT 1 FROM task_invoices WHERE year = NEW.year AND sequence = NEW.sequence)
      BEGIN SELECT RAISE(ABORT, 'this invoice number belongs to a task invoice'); END`.execute(db);
    return;
  }

  await sql`CREATE FUNCTION task_evidence_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'deliveries, cancellations and their invoices are evidence and never change' USING ERRCODE = 'check_violation'; END $$`.execute(db);
  for (const table of evidenceTables) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_unchanged`)} BEFORE UPDATE OR DELETE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION task_evidence_refuse_change()`.execute(
      db,
    );
    await sql`CREATE TRIGGER ${sql.id(`${table}_no_truncate`)} BEFORE TRUNCATE ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION task_evidence_refuse_change()`.execute(
      db,
    );
  }
  // Both tables draw from invoice_counters, whose row lock orders the issuers: this check cannot race.
  await sql`CREATE FUNCTION invoice_number_unused() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM invoices WHERE year = NEW.year AND sequence = NEW.sequence)
         OR EXISTS (SELECT 1 FROM task_invoices WHERE year = NEW.year AND sequence = NEW.sequence) THEN
        RAISE EXCEPTION 'invoice number % of % is used already', NEW.sequence, NEW.year USING ERRCODE = 'unique_violation';
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER task_invoices_own_number BEFORE INSERT ON task_invoices FOR EACH ROW EXECUTE FUNCTION invoice_number_unused()`.execute(db);
  await sql`CREATE TRIGGER invoices_own_number BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION invoice_number_unused()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (isSqlite(db) ? sql`DROP TRIGGER invoices_own_number` : sql`DROP TRIGGER invoices_own_number ON invoices`).execute(db);
  for (const table of [...evidenceTables].reverse()) await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  if (!isSqlite(db)) {
    await sql`DROP FUNCTION invoice_number_unused()`.execute(db);
    await sql`DROP FUNCTION task_evidence_refuse_change()`.execute(db);
  }
  await db.schema.alterTable("tasks").dropColumn("usd_rate_source").execute();
  await db.schema.alterTable("tasks").dropColumn("usd_per_eur").execute();
  await db.schema.alterTable("tasks").dropColumn("work_performed_cents").execute();
}
