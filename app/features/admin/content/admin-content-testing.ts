// Test support, not part of the site: calling the content section's route modules as Express would.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "../../../../db/client.ts";
import { testRequestContext } from "../../../testing-context.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";

export const testDataDir = mkdtempSync(path.join(tmpdir(), "admin-content-test-"));

export const adminUser = (id: number): CurrentUser => ({
  id,
  displayName: "Clara Admin",
  firstName: null,
  lastName: null,
  username: `admin${id}`,
  email: `admin${id}@example.com`,
  role: "admin",
});

export const customerUser = (id: number): CurrentUser => ({ ...adminUser(id), displayName: null, username: `customer${id}`, email: `customer${id}@example.com`, role: "customer" });

export async function insertUser(db: Db, user: CurrentUser): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("users")
    .values({ email: user.email ?? "", username: user.username ?? "", first_name: null, last_name: null, display_name: user.displayName, language: "de", role: user.role, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The arguments of a loader or action for `pathAndQuery`, posting `fields` when given. */
export function routeArgs<P extends Record<string, string>>(db: Db, user: CurrentUser | null, pathAndQuery: string, params: P, fields?: Record<string, string>) {
  const init: RequestInit = fields ? { method: "POST", body: new URLSearchParams(fields) } : {};
  const request = new Request(`http://localhost:3000${pathAndQuery}`, init);
  const url = new URL(request.url);
  return { request, context: testRequestContext({ db, dataDir: testDataDir, user }), params, url, pattern: url.pathname };
}

export interface Answer {
  status: number;
  location: string | null;
  body: unknown;
}

function answerOf(value: unknown): Answer {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location"), body: null };
  if (value && typeof value === "object" && "type" in value && value.type === "DataWithResponseInit" && "data" in value && "init" in value) {
    const init = value.init as ResponseInit | null;
    return { status: init?.status ?? 200, location: null, body: value.data };
  }
  return { status: 200, location: null, body: value };
}

/** What a loader or action answered, thrown or returned, as status, redirect target and data. */
export async function answer(run: () => Promise<unknown>): Promise<Answer> {
  try {
    return answerOf(await run());
  } catch (thrown) {
    return answerOf(thrown);
  }
}
