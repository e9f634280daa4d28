import { type CreateTableBuilder, type Kysely, SqliteAdapter } from "kysely";

export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** An auto-incrementing integer primary key named `id`, spelled the way each engine wants it. */
export function withIdColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isSqlite(db)
    ? table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement())
    : table.addColumn("id", "integer", (column) => column.primaryKey().generatedByDefaultAsIdentity());
}
