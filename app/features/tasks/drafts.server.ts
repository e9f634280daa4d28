import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import { type TaskFormValues, taskFormFields } from "./task-form.ts";

/** A draft nobody came back for within this time is deleted (decision 045). */
export const draftLifetimeMs = 7 * 24 * 60 * 60_000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

/**
 * Keeps what a signed-out visitor typed into the task form while they sign in or register: the
 * returned token rides in the login's `returnTo` (`/aufgaben/neu?draft=…`), as the checkout's
 * selection does. Only the token's hash is stored. Files are not kept: they are chosen again once
 * signed in, so nothing a stranger sends is stored or scanned.
 */
export async function saveDraft(db: Db, values: TaskFormValues, now = new Date()): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const data: Record<string, string> = {};
  for (const field of taskFormFields) data[field] = values[field];
  await db
    .insertInto("task_drafts")
    .values({ token_hash: hashOf(token), data: JSON.stringify(data), created_at: now.toISOString() })
    .execute();
  return token;
}

/** The draft of a token, while it is young enough; undefined for anything else. */
export async function readDraft(db: Db, token: string | null, now = new Date()): Promise<TaskFormValues | undefined> {
  if (!token || !tokenPattern.test(token)) return undefined;
  const row = await db
    .selectFrom("task_drafts")
    .select("data")
    .where("token_hash", "=", hashOf(token))
    .where("created_at", ">", new Date(now.getTime() - draftLifetimeMs).toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const stored = JSON.parse(row.data) as Record<string, unknown>;
  const values = {} as TaskFormValues;
  for (const field of taskFormFields) {
    const value = stored[field];
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export async function deleteDraft(db: Db, token: string | null): Promise<void> {
  if (token && tokenPattern.test(token)) await db.deleteFrom("task_drafts").where("token_hash", "=", hashOf(token)).execute();
}

export async function deleteStaleDrafts(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("task_drafts")
    .where("created_at", "<=", new Date(now.getTime() - draftLifetimeMs).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
