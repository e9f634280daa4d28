import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Distinct SQL texts kept prepared per connection: far more than the site's queries, and a bound if SQL text ever varied. */
const maxKeptStatements = 1000;

function toSqlValue(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/**
 * Presents node:sqlite's DatabaseSync through the better-sqlite3 shape that Kysely's SqliteDialect
 * expects, so the embedded engine needs no native addon.
 */
export function openSqlite(file: string): SqliteDatabase & { raw: DatabaseSync } {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const raw = new DatabaseSync(file, { timeout: 5000 });
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec("PRAGMA busy_timeout = 5000");
  // Kysely prepares every query it runs; compiling the same SQL again cost more than running it on
  // the hot paths (the licence API), so statements are kept by their text. Reuse is safe because
  // all() and run() finish synchronously; a streamed query's iterator lives on, so it gets its own
  // statement. SQLite recompiles a kept statement by itself after a schema change.
  const statements = new Map<string, StatementSync>();
  const prepared = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= maxKeptStatements) statements.clear();
      statement = raw.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const statement = prepared(sql);
      const values = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => raw.prepare(sql).iterate(...values(parameters)),
      };
    },
  };
}
