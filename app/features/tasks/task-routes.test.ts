import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { type ClamdTestDaemon, eicarTestFile, startClamdTestDaemon } from "../../../tests/support/clamd.ts";
import { freePort } from "../../../tests/support/live-site.ts";
import { answerOf, formRequest, routeArgs, testDataDir } from "../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { translator } from "../../i18n/catalogues.ts";
import { clamdScanner, type VirusScanner } from "../../lib/virus-scan.server.ts";
import { action as adminTaskAction, loader as adminTaskLoader } from "../../routes/admin.task.tsx";
import { loader as attachmentLoader } from "../../routes/tasks.attachment.ts";
import { loader as eventsLoader } from "../../routes/tasks.events.ts";
import { loader as tasksLoader } from "../../routes/tasks.tsx";
import { action as newTaskAction, loader as newTaskLoader } from "../../routes/tasks.new.tsx";
import { action as workroomAction, loader as workroomLoader } from "../../routes/tasks.workroom.tsx";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { createTaskChanges, type TaskChanges } from "./task-changes.server.ts";
import { taskLimits } from "./task-rules.ts";

const origin = "http://localhost:3000";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function taskForm(fields: Record<string, string>, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append("attachments", new File([file.bytes], file.name, { type: "application/octet-stream" }));
  return form;
}

const brief = { title: "Booking plugin", description: "For our bakery's booking process.", serviceType: "custom", desiredDate: "", budgetHint: "" };

describe.each(testEngines)("the task routes on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const dataDir = testDataDir("task-routes");
  let client: CurrentUser;
  let stranger: CurrentUser;
  let admin: CurrentUser;
  let changes: TaskChanges;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    client = await insertCustomer(db, "client@example.com", { language: "en" });
    stranger = await insertCustomer(db, "stranger@example.com");
    admin = await insertAdmin(db, "admin@example.com");
    changes = createTaskChanges({ db });
  });
  afterAll(async () => drop());

  const context = (user: CurrentUser | null, virusScanner: VirusScanner | null = null) =>
    testRequestContext({ db, dataDir, user, virusScanner, taskChanges: changes });
  const storedTaskFiles = () => {
    try {
      return readdirSync(path.join(dataDir, "tasks"));
    } catch {
      return [];
    }
  };

  async function createTaskAs(user: CurrentUser, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[] = [], scanner: VirusScanner | null = null) {
    const request = formRequest(`${origin}/tasks/new`, taskForm(brief, files));
    return answerOf(() => newTaskAction(routeArgs(request, context(user, scanner), {})));
  }

  it("creates a task with two files and lets only its client and admins download them, as attachments", async () => {
    const first = { name: "brief <script>.html", bytes: new TextEncoder().encode("<html><script>alert(1)</script></html>") };
    const second = { name: "Ablauf – Bäckerei.pdf", bytes: new Uint8Array([37, 80, 68, 70, 1, 2, 3]) };
    const created = await createTaskAs(client, [first, second]);
    expect(created.status).toBe(303);
    const taskId = Number(/\/tasks\/(\d+)$/.exec(created.location ?? "")?.[1]);
    expect(taskId).toBeGreaterThan(0);

    const workroom = await answerOf(() => workroomLoader(routeArgs(new Request(`${origin}/tasks/${taskId}`), context(client), { taskId: String(taskId) })));
    const files = (workroom.body as { workroom: { files: { id: number; filename: string }[] } }).workroom.files;
    expect(files.map((file) => file.filename)).toEqual(["brief <script>.html", "Ablauf – Bäckerei.pdf"]);

    for (const [index, file] of files.entries()) {
      const params = { taskId: String(taskId), attachmentId: String(file.id) };
      for (const user of [client, admin]) {
        const response = (await attachmentLoader(routeArgs(new Request(`${origin}/tasks/${taskId}/files/${file.id}`), context(user), params))) as Response;
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
        expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
        expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
        expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256([first, second][index]!.bytes));
      }
      const refused = (await attachmentLoader(routeArgs(new Request(`${origin}/tasks/${taskId}/files/${file.id}`), context(stranger), params))) as Response;
      expect(refused.status).toBe(404);
      // The path is English, so is the answer.
      expect(await refused.text()).toBe(translator("en")("tasks.attachments.notFound"));
    }
    const disposition = (
      (await attachmentLoader(
        routeArgs(new Request(`${origin}/tasks/${taskId}/files/${files[1]!.id}`), context(client), {
          taskId: String(taskId),
          attachmentId: String(files[1]!.id),
        }),
      )) as Response
    ).headers.get("Content-Disposition");
    expect(disposition).toBe(`attachment; filename="Ablauf _ B_ckerei.pdf"; filename*=UTF-8''Ablauf%20%E2%80%93%20B%C3%A4ckerei.pdf`);
  });

  it("answers another client's task, files and event stream with 404, and sends the signed-out to login", async () => {
    const created = await createTaskAs(client, [{ name: "a.txt", bytes: new TextEncoder().encode("a") }]);
    const taskId = String(/(\d+)$/.exec(created.location ?? "")?.[1]);
    const attachment = await db.selectFrom("task_attachments").select("id").where("task_id", "=", Number(taskId)).executeTakeFirstOrThrow();
    const params = { taskId };
    expect((await answerOf(() => workroomLoader(routeArgs(new Request(`${origin}/aufgaben/${taskId}`), context(stranger), params)))).status).toBe(404);
    const strangersMessage = formRequest(`${origin}/aufgaben/${taskId}`, taskForm({ intent: "message", body: "Let me in" }));
    expect((await answerOf(() => workroomAction(routeArgs(strangersMessage, context(stranger), params)))).status).toBe(404);
    expect(((await eventsLoader(routeArgs(new Request(`${origin}/tasks/${taskId}/events`), context(stranger), params))) as Response).status).toBe(404);
    expect(
      (
        (await attachmentLoader(
          routeArgs(new Request(`${origin}/tasks/${taskId}/files/${attachment.id}`), context(stranger), { taskId, attachmentId: String(attachment.id) }),
        )) as Response
      ).status,
    ).toBe(404);
    expect(await db.selectFrom("task_messages").select("id").where("task_id", "=", Number(taskId)).execute()).toEqual([]);
    // A customer is no admin, whatever task they own.
    expect((await answerOf(() => adminTaskLoader(routeArgs(new Request(`${origin}/admin/tasks/${taskId}`), context(client), params)))).status).toBe(403);

    for (const [loader, url, routeParams] of [
      [tasksLoader, `${origin}/aufgaben`, {}],
      [workroomLoader, `${origin}/aufgaben/${taskId}`, params],
      [eventsLoader, `${origin}/tasks/${taskId}/events`, params],
      [attachmentLoader, `${origin}/tasks/${taskId}/files/${attachment.id}`, { taskId, attachmentId: String(attachment.id) }],
    ] as const) {
      const answer = await answerOf(() =>
        (loader as (args: ReturnType<typeof routeArgs>) => Promise<unknown>)(routeArgs(new Request(url), context(null), routeParams)),
      );
      expect(answer.status, url).toBe(302);
      expect(answer.location, url).toMatch(/^\/(anmelden|login)\?returnTo=/);
    }
  });

  it("keeps a signed-out visitor's draft through login, with the service preselected", async () => {
    const preselected = await answerOf(() => newTaskLoader(routeArgs(new Request(`${origin}/aufgaben/neu?service=ai`), context(null), {})));
    expect(preselected.body).toMatchObject({ signedIn: false, values: { serviceType: "ai", title: "" } });

    const request = new Request(`${origin}/aufgaben/neu`, {
      method: "POST",
      body: new URLSearchParams({ ...brief, title: "Drafted while signed out" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    });
    const sent = await answerOf(() => newTaskAction(routeArgs(request, context(null), {})));
    expect(sent.status).toBe(303);
    const login = new URL(sent.location ?? "", origin);
    expect(login.pathname).toBe("/anmelden");
    const returnTo = new URL(login.searchParams.get("returnTo") ?? "", origin);
    expect(returnTo.pathname).toBe("/aufgaben/neu");
    const draft = returnTo.searchParams.get("draft") ?? "";
    expect(await db.selectFrom("tasks").select("id").where("title", "=", "Drafted while signed out").execute()).toEqual([]);

    // Signed in, the form comes back filled; sending it creates the task and drops the draft.
    const back = await answerOf(() => newTaskLoader(routeArgs(new Request(`${origin}${returnTo.pathname}${returnTo.search}`), context(client), {})));
    expect(back.body).toMatchObject({
      signedIn: true,
      draft,
      values: { title: "Drafted while signed out", description: brief.description, serviceType: "custom" },
    });
    // Nobody else can read it with a guessed token.
    const guessed = await answerOf(() => newTaskLoader(routeArgs(new Request(`${origin}/aufgaben/neu?draft=${"A".repeat(32)}`), context(stranger), {})));
    expect(guessed.body).toMatchObject({ draft: null, values: { title: "" } });
    const created = await answerOf(() =>
      newTaskAction(routeArgs(formRequest(`${origin}/aufgaben/neu`, taskForm({ ...brief, title: "Drafted while signed out", draft })), context(client), {})),
    );
    expect(created.status).toBe(303);
    expect(await db.selectFrom("task_drafts").select("token_hash").execute()).toEqual([]);
  });

  it("refuses bad input in the visitor's language and changes nothing", async () => {
    const created = await createTaskAs(client);
    const taskId = String(/(\d+)$/.exec(created.location ?? "")?.[1]);
    const messagesBefore = await db.selectFrom("task_messages").select("id").execute();
    const filesBefore = storedTaskFiles();
    const post = (fields: Record<string, string>, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[] = []) =>
      answerOf(() => workroomAction(routeArgs(formRequest(`${origin}/tasks/${taskId}`, taskForm(fields, files)), context(client), { taskId })));

    expect(await post({ intent: "message", body: "   " })).toMatchObject({ status: 400, body: { error: "tasks.error.messageEmpty" } });
    expect(await post({ intent: "message", body: "x".repeat(100 * 1024) })).toMatchObject({ status: 400, body: { error: "tasks.error.messageTooLong" } });
    const tooLarge = { name: "video.mp4", bytes: new Uint8Array(taskLimits.attachmentBytes + 1) };
    expect(await post({ intent: "message", body: "The video" }, [tooLarge])).toMatchObject({
      status: 400,
      body: { error: "tasks.error.attachmentTooLarge", body: "The video" },
    });
    // A client cannot use the company's controls.
    expect(await post({ intent: "state", state: "in_progress" })).toMatchObject({ status: 400, body: { error: "tasks.error.unknownAction" } });
    const refusedTask = await answerOf(() =>
      newTaskAction(routeArgs(formRequest(`${origin}/tasks/new`, taskForm({ ...brief, title: "" }, [tooLarge])), context(client), {})),
    );
    expect(refusedTask).toMatchObject({ status: 400, body: { errors: { title: "tasks.error.titleRequired" } } });

    expect(await db.selectFrom("task_messages").select("id").execute()).toEqual(messagesBefore);
    expect(storedTaskFiles()).toEqual(filesBefore);
    expect((await db.selectFrom("tasks").select("state").where("id", "=", Number(taskId)).executeTakeFirstOrThrow()).state).toBe("new");
    // The keys are the page's texts in each language.
    expect(translator("en")("tasks.error.attachmentTooLarge")).toBe("A file is larger than 25 MB. Nothing was sent.");
    expect(translator("de")("tasks.error.attachmentTooLarge")).toBe("Eine Datei ist größer als 25 MB. Es wurde nichts gesendet.");
  });

  it("refuses a file beyond the task's 100 MB in all", async () => {
    const created = await createTaskAs(
      client,
      [0, 1, 2].map((index) => ({ name: `part-${index}.bin`, bytes: new Uint8Array(taskLimits.attachmentBytes) })),
    );
    expect(created.status).toBe(303);
    const taskId = String(/(\d+)$/.exec(created.location ?? "")?.[1]);
    const filesBefore = storedTaskFiles();
    const refused = await answerOf(() =>
      workroomAction(
        routeArgs(
          formRequest(
            `${origin}/tasks/${taskId}`,
            taskForm({ intent: "message", body: "One more" }, [
              { name: "more.bin", bytes: new Uint8Array(taskLimits.attachmentBytes) },
              { name: "one-byte-too-many.bin", bytes: new Uint8Array(1) },
            ]),
          ),
          context(client),
          { taskId },
        ),
      ),
    );
    expect(refused).toMatchObject({ status: 400, body: { error: "tasks.error.taskAttachmentsTooLarge" } });
    expect(storedTaskFiles()).toEqual(filesBefore);
  });

  it("tells an open event stream of a message, and the admin's answer marks the client's message read", async () => {
    const created = await createTaskAs(client);
    const taskId = String(/(\d+)$/.exec(created.location ?? "")?.[1]);
    const abort = new AbortController();
    const stream = (await eventsLoader(
      routeArgs(new Request(`${origin}/tasks/${taskId}/events`, { signal: abort.signal }), context(client), { taskId }),
    )) as Response;
    expect(stream.status).toBe(200);
    expect(stream.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("Cache-Control")).toBe("no-store, no-transform");
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toContain(": connected");

    const answered = await answerOf(() =>
      adminTaskAction(
        routeArgs(
          formRequest(`${origin}/admin/tasks/${taskId}`, taskForm({ intent: "message", body: "Thanks, we are on it.\nhttps://example.com/plan" })),
          context(admin),
          { taskId },
        ),
      ),
    );
    expect(answered).toMatchObject({ status: 303, location: `/admin/tasks/${taskId}` });
    expect((await reader.read()).value).toBe(`event: change\ndata: {"taskId":${taskId}}\n\n`);
    abort.abort();
    expect((await reader.read()).done).toBe(true);
  });
});

describe("uploads scanned by a real clamd", () => {
  let clamd: ClamdTestDaemon;
  let db: Db;
  let drop: () => Promise<void>;
  const dataDir = testDataDir("task-scan");
  let client: CurrentUser;

  beforeAll(async () => {
    clamd = await startClamdTestDaemon();
    ({ db, drop } = await migratedTestDatabase("sqlite"));
    client = await insertCustomer(db, "client@example.com");
  }, 90_000);
  afterAll(async () => {
    await clamd?.stop();
    await drop?.();
  });

  const send = (scanner: VirusScanner, bytes: Uint8Array<ArrayBuffer>) =>
    answerOf(() =>
      newTaskAction(
        routeArgs(
          formRequest(
            `${origin}/aufgaben/neu`,
            taskForm(brief, [
              { name: "clean.txt", bytes: new TextEncoder().encode("clean") },
              { name: "file.bin", bytes },
            ]),
          ),
          testRequestContext({ db, dataDir, user: client, virusScanner: scanner, taskChanges: createTaskChanges({ db }) }),
          {},
        ),
      ),
    );

  it("refuses EICAR and an unreachable scanner, storing nothing; accepts clean files", async () => {
    const scanner = clamdScanner({ address: clamd.unix, timeoutMs: 20_000 });
    expect(await send(scanner, eicarTestFile)).toMatchObject({ status: 400, body: { errors: { attachments: "tasks.error.infected" } } });
    const unreachable = clamdScanner({ address: { kind: "tcp", host: "127.0.0.1", port: await freePort() }, timeoutMs: 2_000 });
    expect(await send(unreachable, new TextEncoder().encode("fine"))).toMatchObject({
      status: 400,
      body: { errors: { attachments: "tasks.error.scanUnavailable" } },
    });
    expect(await db.selectFrom("tasks").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("task_attachments").select("id").execute()).toEqual([]);
    expect((await send(scanner, new TextEncoder().encode("fine"))).status).toBe(303);
    expect(await db.selectFrom("task_attachments").select("filename").execute()).toEqual([{ filename: "clean.txt" }, { filename: "file.bin" }]);
  });
});
