// Test support, not part of the site: calling route modules' loaders and actions as React Router
// would, and reading what they answered, returned or threw.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RouterContextProvider } from "react-router";
import { afterAll } from "vitest";

/** What React Router hands a loader or action; the pattern is the request's path unless given. */
export function routeArgs<Params extends Record<string, string>>(request: Request, context: RouterContextProvider, params: Params, pattern?: string) {
  const url = new URL(request.url);
  return { request, context, params, url, pattern: pattern ?? url.pathname };
}

/** A form posted from the site's own pages: FormData body and a same-origin Origin header. */
export function formRequest(url: string, fields: Record<string, string | Blob> | FormData): Request {
  let form = fields;
  if (!(form instanceof FormData)) {
    form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
  }
  return new Request(url, { method: "POST", body: form, headers: { Origin: new URL(url).origin } });
}

export interface Answer {
  status: number;
  body: unknown;
  /** Where a redirect leads. */
  location?: string | null;
}

function answerOfValue(value: unknown): Answer | undefined {
  if (value instanceof Response) return { status: value.status, body: undefined, location: value.headers.get("Location") };
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const answer = value as { data: unknown; init: ResponseInit | null };
    return { status: answer.init?.status ?? 200, body: answer.data };
  }
  return undefined;
}

/** What a loader or action answered, returned or thrown: a Response, `data(…, { status })` or plain data (200). */
export async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    const answer = answerOfValue(thrown);
    if (answer) return answer;
    throw thrown;
  }
  return answerOfValue(value) ?? { status: 200, body: value };
}

/** What a loader or action threw (a redirect or a refusal); fails when it answered normally. */
export async function thrownAnswer(run: () => Promise<unknown>): Promise<Answer> {
  try {
    await run();
  } catch (thrown) {
    const answer = answerOfValue(thrown);
    if (answer) return answer;
    throw thrown;
  }
  throw new Error("expected a thrown response");
}

/** A data directory for one test file, removed after its tests. */
export function testDataDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
