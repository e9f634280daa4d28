import { randomUUID } from "node:crypto";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { createDatabase, type Db } from "../../../db/client.ts";
import { withoutCookieBanner } from "./license-fixtures.ts";
import { signIn, type TestUser } from "./session.ts";

/** The test server's database; the caller destroys it. */
export function openTestDatabase(): Db {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set; run the specs through playwright.config.ts");
  return createDatabase({ kind: "sqlite", file: path.join(dataDir, "site.sqlite") });
}

/** Runs `work` on the test server's database and closes it afterwards. */
export async function withTestDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = openTestDatabase();
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Signs a new admin in (a direct session, second factor done) whose cookie banner is already
 * answered, so it covers nothing. Names get a random part: all specs share the e2e database.
 */
export async function signInAdmin(
  context: BrowserContext,
  baseURL: string | undefined,
  label: string,
  names: Pick<TestUser, "displayName" | "firstName" | "lastName"> = {},
): Promise<{ userId: number; email: string }> {
  const username = `${label}-${randomUUID().slice(0, 8)}`;
  const email = `${username}@example.com`;
  await withoutCookieBanner(context);
  const { userId } = await signIn(context, baseURL ?? "", { username, email, ...names, role: "admin" });
  return { userId, email };
}
