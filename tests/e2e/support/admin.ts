import { randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { withoutCookieBanner } from "./license-fixtures.ts";
import { signIn, type TestUser } from "./session.ts";

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
