import { type Kysely, sql } from "kysely";
import { isSqlite, withIdColumn } from "./portable.ts";

/**
 * Prepaid credits (issue #32 part 4, decision 044): an append-only ledger of postings per client
 * and currency, and one balance row per (client, currency) that only the ledger moves.
 *
 * The database keeps the two consistent by itself, on SQLite and PostgreSQL alike:
 * - every entry states its deltas and the balance after it; inserting it moves the balance row in
 *   the same statement (trigger), and only if the row stood exactly at "after − delta", so two
 *   postings computed from the same balance cannot both land (the second fails and rolls back);
 * - the balance row can only be changed to what its newest entry says (trigger), and CHECK
 *   constraints make a negative available or reserved amount impossible, whatever the caller does;
 * - entries cannot be updated or deleted; each carries a unique idempotency key;
 * - a top-up of a paid order is recorded by a unique (reference) per kind, so a payment counts once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("credit_entries"))
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("currency", "varchar(3)", (column) => column.notNull().check(sql`currency IN ('EUR', 'USD')`))
    .addColumn("kind", "varchar(16)", (column) => column.notNull())
    .addColumn("available_delta_cents", "integer", (column) => column.notNull())
    .addColumn("reserved_delta_cents", "integer", (column) => column.notNull())
    .addColumn("available_after_cents", "integer", (column) => column.notNull().check(sql`available_after_cents >= 0`))
    .addColumn("reserved_after_cents", "integer", (column) => column.notNull().check(sql`reserved_after_cents >= 0`))
    // What the posting belongs to, e.g. `order` 17 (a top-up) or `offer_acceptance` 4.
    .addColumn("reference_kind", "varchar(32)", (column) => column.notNull())
    .addColumn("reference_id", "varchar(64)", (column) => column.notNull())
    .addColumn("idempotency_key", "varchar(200)", (column) => column.notNull().unique())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    // Each kind moves money one way only: a top-up adds to available, a reservation moves from
    // available to reserved, a release back, a debit (part 2: delivered work) takes from reserved,
    // a refund (part 2: money paid back) takes from available.
    .addCheckConstraint(
      "credit_entries_kind_moves",
      sql`(kind = 'top_up' AND available_delta_cents > 0 AND reserved_delta_cents = 0)
        OR (kind = 'reservation' AND available_delta_cents < 0 AND reserved_delta_cents = -available_delta_cents)
        OR (kind = 'release' AND available_delta_cents > 0 AND reserved_delta_cents = -available_delta_cents)
        OR (kind = 'debit' AND available_delta_cents = 0 AND reserved_delta_cents < 0)
        OR (kind = 'refund' AND available_delta_cents < 0 AND reserved_delta_cents = 0)`,
    )
    .execute();
  await db.schema.createIndex("credit_entries_account").on("credit_entries").columns(["user_id", "currency", "id"]).execute();
  await db.schema.createIndex("credit_entries_reference").on("credit_entries").columns(["reference_kind", "reference_id"]).execute();
  // A paid order tops up once, whatever its key: the webhook, the return page and replays all meet here.
  await sql`CREATE UNIQUE INDEX credit_entries_one_top_up_per_reference ON credit_entries (reference_kind, reference_id) WHERE kind = 'top_up'`.execute(db);

  await db.schema
    .createTable("credit_balances")
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("currency", "varchar(3)", (column) => column.notNull().check(sql`currency IN ('EUR', 'USD')`))
    .addColumn("available_cents", "integer", (column) => column.notNull().check(sql`available_cents >= 0`))
    .addColumn("reserved_cents", "integer", (column) => column.notNull().check(sql`reserved_cents >= 0`))
    // The newest entry of this balance; null only while nothing was ever posted (and then both are 0).
    .addColumn("last_entry_id", "integer", (column) => column.references("credit_entries.id"))
    .addPrimaryKeyConstraint("credit_balances_pkey", ["user_id", "currency"])
    .addCheckConstraint("credit_balances_start_at_zero", sql`last_entry_id IS NOT NULL OR (available_cents = 0 AND reserved_cents = 0)`)
    .execute();

  if (isSqlite(db)) {
    await sql`CREATE TRIGGER credit_entries_apply AFTER INSERT ON credit_entries BEGIN
      INSERT OR IGNORE INTO credit_balances (user_id, currency, available_cents, reserved_cents, last_entry_id) VALUES (NEW.user_id, NEW.currency, 0, 0, NULL);
      UPDATE credit_balances SET available_cents = NEW.available_after_cents, reserved_cents = NEW.reserved_after_cents, last_entry_id = NEW.id
        WHERE user_id = NEW.user_id AND currency = NEW.currency
          AND available_cents + NEW.available_delta_cents = NEW.available_after_cents
          AND reserved_cents + NEW.reserved_delta_cents = NEW.reserved_after_cents;
      SELECT RAISE(ABORT, 'credit entry does not follow its balance')
        WHERE (SELECT last_entry_id FROM credit_balances WHERE user_id = NEW.user_id AND currency = NEW.currency) IS NOT NEW.id;
    END`.execute(db);
    await sql`CREATE TRIGGER credit_entries_no_update BEFORE UPDATE ON credit_entries BEGIN SELECT RAISE(ABORT, 'credit entries are append-only'); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER credit_entries_no_delete BEFORE DELETE ON credit_entries BEGIN SELECT RAISE(ABORT, 'credit entries are append-only'); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER credit_balances_follow_entries BEFORE UPDATE ON credit_balances
      WHEN NOT EXISTS (SELECT 1 FROM credit_entries e WHERE e.id = NEW.last_entry_id AND e.user_id = NEW.user_id AND e.currency = NEW.currency
        AND e.available_after_cents = NEW.available_cents AND e.reserved_after_cents = NEW.reserved_cents)
      BEGIN SELECT RAISE(ABORT, 'a credit balance changes only through its ledger'); END`.execute(db);
    await sql`CREATE TRIGGER credit_balances_no_delete BEFORE DELETE ON credit_balances BEGIN SELECT RAISE(ABORT, 'credit balances are kept'); END`.execute(db);
    return;
  }

  await sql`CREATE FUNCTION credit_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO credit_balances (user_id, currency, available_cents, reserved_cents, last_entry_id) VALUES (NEW.user_id, NEW.currency, 0, 0, NULL) ON CONFLICT DO NOTHING;
      UPDATE credit_balances SET available_cents = NEW.available_after_cents, reserved_cents = NEW.reserved_after_cents, last_entry_id = NEW.id
        WHERE user_id = NEW.user_id AND currency = NEW.currency
          AND available_cents + NEW.available_delta_cents = NEW.available_after_cents
          AND reserved_cents + NEW.reserved_delta_cents = NEW.reserved_after_cents;
      IF NOT FOUND THEN RAISE EXCEPTION 'credit entry does not follow its balance' USING ERRCODE = 'check_violation'; END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER credit_entries_apply AFTER INSERT ON credit_entries FOR EACH ROW EXECUTE FUNCTION credit_entries_apply()`.execute(db);
  await sql`CREATE FUNCTION credit_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'credit entries are append-only and balances are kept' USING ERRCODE = 'check_violation'; END $$`.execute(db);
  await sql`CREATE TRIGGER credit_entries_append_only BEFORE UPDATE OR DELETE ON credit_entries FOR EACH ROW EXECUTE FUNCTION credit_ledger_refuse_change()`.execute(
    db,
  );
  await sql`CREATE TRIGGER credit_entries_no_truncate BEFORE TRUNCATE ON credit_entries FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_refuse_change()`.execute(
    db,
  );
  await sql`CREATE TRIGGER credit_balances_no_delete BEFORE DELETE ON credit_balances FOR EACH ROW EXECUTE FUNCTION credit_ledger_refuse_change()`.execute(db);
  await sql`CREATE FUNCTION credit_balances_follow_entries() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM credit_entries e WHERE e.id = NEW.last_entry_id AND e.user_id = NEW.user_id AND e.currency = NEW.currency
          AND e.available_after_cents = NEW.available_cents AND e.reserved_after_cents = NEW.reserved_cents) THEN
        RAISE EXCEPTION 'a credit balance changes only through its ledger' USING ERRCODE = 'check_violation';
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER credit_balances_follow_entries BEFORE UPDATE ON credit_balances FOR EACH ROW EXECUTE FUNCTION credit_balances_follow_entries()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) {
    await sql`DROP TABLE credit_balances`.execute(db);
    await sql`DROP TABLE credit_entries`.execute(db);
    for (const name of ["credit_entries_apply", "credit_ledger_refuse_change", "credit_balances_follow_entries"])
      await sql`DROP FUNCTION ${sql.id(name)}()`.execute(db);
    return;
  }
  await db.schema.dropTable("credit_balances").execute();
  await db.schema.dropTable("credit_entries").execute();
}
