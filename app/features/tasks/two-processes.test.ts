// Issue #32: the client's workroom is open on one process, the admin answers through another, both
// on one PostgreSQL database: the client's event stream hears of it through LISTEN/NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-databases.ts";
import { type LiveSite, loadSiteModules, type SiteModules, startLiveSite } from "../../../tests/support/live-site.ts";
import { insertAdmin, insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { startSession } from "../accounts/session.server.ts";
import { createTask } from "./tasks.server.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("a workroom's live updates across two processes on one PostgreSQL database", () => {
  let modules: SiteModules;
  let database: TestDatabase;
  let clientSide: LiveSite;
  let companySide: LiveSite;
  let clientCookie: string;
  let strangerCookie: string;
  let adminCookie: string;
  let taskId: number;

  beforeAll(async () => {
    modules = await loadSiteModules();
    database = await createTestDatabase("postgres");
    if (database.target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const env = { DATABASE_URL: database.target.url, LOG_LEVEL: "warn" };
    clientSide = await startLiveSite(modules, env);
    companySide = await startLiveSite(modules, env);
    const { db } = clientSide.site;
    const client = await insertCustomer(db, "client@example.com");
    const stranger = await insertCustomer(db, "stranger@example.com");
    const admin = await insertAdmin(db, "admin@example.com");
    const cookieOf = async (userId: number, secondFactor: boolean) =>
      (await startSession(db, userId, false, new Date(), secondFactor ? new Date().toISOString() : null)).split(";")[0] ?? "";
    clientCookie = await cookieOf(client.id, false);
    strangerCookie = await cookieOf(stranger.id, false);
    adminCookie = await cookieOf(admin.id, true);
    taskId = await createTask(
      db,
      client.id,
      { title: "Two processes", description: "Live across hosts.", serviceType: "web", desiredDate: null, budgetHint: null },
      [],
    );
  }, 180_000);

  afterAll(async () => {
    await clientSide?.close();
    await companySide?.close();
    await database?.drop();
    await modules?.close();
  });

  it("shows the admin's answer sent through the other process, and keeps the stream from another client", async () => {
    const refused = await fetch(`${clientSide.origin}/tasks/${taskId}/events`, { headers: { Cookie: strangerCookie } });
    expect(refused.status).toBe(404);
    await refused.body?.cancel();

    const abort = new AbortController();
    const stream = await fetch(`${clientSide.origin}/tasks/${taskId}/events`, {
      headers: { Cookie: clientCookie, Accept: "text/event-stream" },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("content-encoding")).toBeNull();
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    const until = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before "${text}": ${received}`);
        received += value;
      }
    };
    await until(": connected");

    const form = new FormData();
    form.set("intent", "message");
    form.set("body", "Answered through the other process.");
    const sent = await fetch(`${companySide.origin}/admin/tasks/${taskId}`, {
      method: "POST",
      body: form,
      headers: { Cookie: adminCookie, Origin: companySide.origin },
      redirect: "manual",
    });
    expect(sent.status).toBe(303);
    await until(`event: change\ndata: {"taskId":${taskId}}`);

    // The client's workroom, loaded again on that event, shows the answer.
    const page = await fetch(`${clientSide.origin}/tasks/${taskId}`, { headers: { Cookie: clientCookie } });
    expect(await page.text()).toContain("Answered through the other process.");
    abort.abort();
  }, 60_000);
});
