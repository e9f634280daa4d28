import { type Kysely, sql } from "kysely";
import { isSqlite, withIdColumn } from "./portable.ts";

/** The PostgreSQL channel a task's changes are announced on; the payload is the task's id (decision 045). */
export const taskChangeChannel = "task_changed";

/** The tables whose rows name the task they belong to in `task_id`; `tasks` itself names it in `id`. */
const taskRowTables = ["task_messages", "task_events", "task_read_marks", "task_attachments"];

/**
 * Tasks and their workroom (issue #32, decision 045): the task a client commissions, the chat with
 * the company, the files sent with either, a timeline of what happened and how far each side has
 * read. The task's `state` is a free string checked by the domain, so later work (offers, delivery)
 * adds states without a migration. A signed-out visitor's draft waits in `task_drafts` until they
 * have signed in. On PostgreSQL every change to a task's rows notifies `task_changed` with the
 * task's id, whoever makes it, when the transaction commits: each process's open workrooms hear it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable("tasks"))
    .addColumn("user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("title", "varchar(200)", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("service_type", "varchar(16)", (column) => column.notNull())
    .addColumn("desired_date", "varchar(10)")
    .addColumn("budget_hint", "varchar(200)")
    .addColumn("state", "varchar(32)", (column) => column.notNull().defaultTo("new"))
    .addColumn("assigned_admin_id", "integer", (column) => column.references("users.id"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("tasks_user_id").on("tasks").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("tasks_state").on("tasks").columns(["state", "updated_at"]).execute();

  await withIdColumn(db, db.schema.createTable("task_messages"))
    .addColumn("task_id", "integer", (column) => column.notNull().references("tasks.id"))
    .addColumn("author_user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("side", "varchar(8)", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("task_messages_task_id").on("task_messages").columns(["task_id", "id"]).execute();

  await withIdColumn(db, db.schema.createTable("task_attachments"))
    .addColumn("task_id", "integer", (column) => column.notNull().references("tasks.id"))
    // Null for the files sent with the task itself.
    .addColumn("message_id", "integer", (column) => column.references("task_messages.id"))
    .addColumn("uploaded_by_user_id", "integer", (column) => column.notNull().references("users.id"))
    .addColumn("file_key", "varchar(300)", (column) => column.notNull().unique())
    .addColumn("filename", "varchar(255)", (column) => column.notNull())
    .addColumn("content_type", "varchar(150)", (column) => column.notNull())
    .addColumn("size", "integer", (column) => column.notNull())
    .addColumn("sha256", "varchar(64)", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("task_attachments_task_id").on("task_attachments").columns(["task_id", "id"]).execute();

  await withIdColumn(db, db.schema.createTable("task_events"))
    .addColumn("task_id", "integer", (column) => column.notNull().references("tasks.id"))
    .addColumn("kind", "varchar(32)", (column) => column.notNull())
    .addColumn("actor_user_id", "integer", (column) => column.references("users.id"))
    // JSON: what the kind needs to be told (the new state, the assigned admin, a file's name …).
    .addColumn("detail", "text", (column) => column.notNull().defaultTo("{}"))
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("task_events_task_id").on("task_events").columns(["task_id", "id"]).execute();

  await db.schema
    .createTable("task_read_marks")
    .addColumn("task_id", "integer", (column) => column.notNull().references("tasks.id"))
    .addColumn("side", "varchar(8)", (column) => column.notNull())
    // The newest message of the other side this side has seen, and the newest it was mailed about.
    .addColumn("read_through_message_id", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("mailed_through_message_id", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("updated_at", "varchar(32)", (column) => column.notNull())
    .addPrimaryKeyConstraint("task_read_marks_pkey", ["task_id", "side"])
    .execute();

  await db.schema
    .createTable("task_drafts")
    .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
    .addColumn("data", "text", (column) => column.notNull())
    .addColumn("created_at", "varchar(32)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("task_drafts_created_at").on("task_drafts").column("created_at").execute();

  if (isSqlite(db)) return;
  // Two functions: PL/pgSQL cannot name a column that the triggering table lacks, even in a branch not taken.
  await sql`CREATE FUNCTION notify_task_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify(${sql.lit(taskChangeChannel)}, NEW.id::text); RETURN NULL; END $$`.execute(db);
  await sql`CREATE FUNCTION notify_task_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify(${sql.lit(taskChangeChannel)}, NEW.task_id::text); RETURN NULL; END $$`.execute(db);
  await sql`CREATE TRIGGER tasks_task_changed AFTER INSERT OR UPDATE ON tasks FOR EACH ROW EXECUTE FUNCTION notify_task_changed()`.execute(db);
  for (const table of taskRowTables) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_task_changed`)} AFTER INSERT OR UPDATE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION notify_task_row_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) {
    for (const table of ["tasks", ...taskRowTables]) await sql`DROP TRIGGER ${sql.id(`${table}_task_changed`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION notify_task_row_changed()`.execute(db);
    await sql`DROP FUNCTION notify_task_changed()`.execute(db);
  }
  for (const table of ["task_drafts", "task_read_marks", "task_events", "task_attachments", "task_messages", "tasks"]) {
    await db.schema.dropTable(table).execute();
  }
}
