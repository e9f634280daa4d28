import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { Compilable, CompiledQuery } from "kysely";
import { type Db, sqliteConnectionOf } from "../../../db/client.ts";

/**
 * A query that is built and compiled once per database and then run with each call's values.
 * Building Kysely's query tree and compiling it to SQL on every call cost more, and left more
 * garbage, than running the query on the licence API's hot path. `build` receives placeholders
 * (strings no caller sends) where the values go; each run puts the values in their places among the
 * compiled parameters, whichever order the dialect's SQL lists them in.
 *
 * On SQLite the statement runs on the connection itself, as Kysely would run it, but without its
 * connection hand-over (a mutex and a chain of promises per query, a tenth of a cached update
 * check's time). Kysely's mutex only matters while a transaction holds the one connection: its
 * uncommitted rows are visible on that connection, so then the query waits for it through Kysely.
 * The values must be strings and numbers, which node:sqlite binds as they are.
 */
export function compiledOnce<Names extends string, Row>(names: readonly Names[], build: (db: Db, values: Record<Names, string>) => Compilable<Row>) {
  const placeholders = Object.fromEntries(names.map((name) => [name, `\u0000${name}\u0000`])) as Record<Names, string>;
  const byPlaceholder = new Map<unknown, Names>(names.map((name) => [placeholders[name], name]));
  const compiled = new WeakMap<Db, { query: CompiledQuery<Row>; sqlite: { connection: DatabaseSync; statement: StatementSync } | undefined }>();
  return async (db: Db, values: Record<Names, string>): Promise<Row | undefined> => {
    let entry = compiled.get(db);
    if (!entry) {
      const query = build(db, placeholders).compile();
      const connection = sqliteConnectionOf(db);
      entry = { query, sqlite: connection && { connection, statement: connection.prepare(query.sql) } };
      compiled.set(db, entry);
    }
    const { query, sqlite } = entry;
    const parameters = query.parameters.map((parameter) => {
      const name = byPlaceholder.get(parameter);
      return name === undefined ? parameter : values[name];
    });
    if (sqlite && !sqlite.connection.isTransaction) return sqlite.statement.get(...(parameters as (string | number)[])) as Row | undefined;
    const { rows } = await db.executeQuery<Row>({ ...query, parameters });
    return rows[0];
  };
}
