import type { Compilable, CompiledQuery } from "kysely";
import type { Db } from "../../../db/client.ts";

/**
 * A query that is built and compiled once per database and then run with each call's values.
 * Building Kysely's query tree and compiling it to SQL on every call cost more, and left more
 * garbage, than running the query on the licence API's hot path. `build` receives placeholders
 * (strings no caller sends) where the values go; each run puts the values in their places among the
 * compiled parameters, whichever order the dialect's SQL lists them in.
 */
export function compiledOnce<Names extends string, Row>(names: readonly Names[], build: (db: Db, values: Record<Names, string>) => Compilable<Row>) {
  const placeholders = Object.fromEntries(names.map((name) => [name, `\u0000${name}\u0000`])) as Record<Names, string>;
  const byPlaceholder = new Map<unknown, Names>(names.map((name) => [placeholders[name], name]));
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db: Db, values: Record<Names, string>): Promise<Row | undefined> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, placeholders).compile();
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((parameter) => {
      const name = byPlaceholder.get(parameter);
      return name === undefined ? parameter : values[name];
    });
    const { rows } = await db.executeQuery<Row>({ ...query, parameters });
    return rows[0];
  };
}
