// Issue #32: how long a message in a task's workroom takes to reach the other side. An admin and a
// client have the same task's workroom open in two Chromium contexts (desktop, unthrottled: both
// sides sit at their desks); the admin sends a message, and the time runs from the click on "Senden"
// until the message shows in the client's open workroom, which learns of it through the event stream
// and reloads its data (no reload of the page). Median of five messages.
//
// `npm run bench` runs it beside the other figures (bench/run.ts), on the bench server's database.
import path from "node:path";
import { chromium } from "@playwright/test";
import { createTask } from "../app/features/tasks/tasks.server.ts";
import { sessionCookieName } from "../app/features/accounts/session.server.ts";
import { createDatabase } from "../db/client.ts";
import { createSignedInUser } from "../tests/e2e/support/session.ts";
import { chromiumExecutable } from "./browser.ts";
import { median } from "./load.ts";

export interface MessageRoundTrip {
  runsMs: number[];
  medianMs: number;
  targetMs: number;
  met: boolean;
}

/** What "without reloading" has to feel like: the answer is there before the reader looks away. */
const targetMs = 1000;

interface BenchWorkroom {
  taskId: number;
  clientSession: string;
  adminSession: string;
}

/** A client with a task and a signed-in admin (past the second factor), written into the bench server's database. */
async function seedWorkroom(dataDir: string): Promise<BenchWorkroom> {
  const db = createDatabase({ kind: "sqlite", file: path.join(dataDir, "site.sqlite") });
  try {
    const client = await createSignedInUser({ username: "bench-client", email: "bench-client@example.com", firstName: "Clara", lastName: "Kundin" }, db);
    const admin = await createSignedInUser(
      { username: "bench-admin", email: "bench-admin@example.com", firstName: "Ada", lastName: "Admin", role: "admin" },
      db,
    );
    const taskId = await createTask(
      db,
      client.userId,
      { title: "Buchungs-Plugin", description: "Anzahlungen für Buchungen", serviceType: "custom", desiredDate: null, budgetHint: null },
      [],
    );
    return { taskId, clientSession: client.sessionId, adminSession: admin.sessionId };
  } finally {
    await db.destroy();
  }
}

export async function measureMessageRoundTrip(
  origin: string,
  dataDir: string,
  options: { runs?: number; say?: (text: string) => void } = {},
): Promise<MessageRoundTrip> {
  const runs = options.runs ?? 5;
  const workroom = await seedWorkroom(dataDir);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const open = async (session: string, address: string) => {
      const context = await browser.newContext();
      const { hostname } = new URL(origin);
      await context.addCookies([{ name: sessionCookieName, value: session, domain: hostname, path: "/" }]);
      // Cookies decided, so the banner does not lie over the chat.
      await context.addInitScript(() => {
        window.localStorage.setItem("cookie_preferences", JSON.stringify({ essential: true, analytics: false, functionality: false, marketing: false }));
        window.localStorage.setItem("cookie_consent", JSON.stringify({ status: "rejected", revision: 1, decidedAt: "2026-01-01T00:00:00.000Z" }));
      });
      const page = await context.newPage();
      await page.goto(`${origin}${address}`);
      await page.locator("html[data-hydrated]").waitFor();
      return page;
    };
    const client = await open(workroom.clientSession, `/aufgaben/${workroom.taskId}`);
    await client.locator('[data-live="connected"]').waitFor();
    const admin = await open(workroom.adminSession, `/admin/aufgaben/${workroom.taskId}`);

    const runsMs: number[] = [];
    for (let run = 1; run <= runs; run++) {
      options.say?.(`bench: message round trip, ${run} of ${runs} …`);
      const text = `Antwort ${run}: wir haben Ihre Unterlagen gelesen.`;
      await admin.getByLabel("Nachricht", { exact: true }).fill(text);
      const shown = client.getByTestId("chat").getByText(text).waitFor({ timeout: 30_000 });
      const sentAt = performance.now();
      await admin.getByRole("button", { name: "Senden", exact: true }).click();
      await shown;
      runsMs.push(Math.round(performance.now() - sentAt));
      // The admin's own form is ready again before the next message.
      await admin.getByTestId("chat").getByText(text).waitFor();
    }
    const medianMs = Math.round(median(runsMs));
    return { runsMs, medianMs, targetMs, met: medianMs <= targetMs };
  } finally {
    await browser.close();
  }
}

export function messageRoundTripRows(result: MessageRoundTrip): string[][] {
  return [
    ["message", "median", "runs", "target", "met?"],
    [
      "admin clicks Senden → shown in the client's open workroom",
      `${result.medianMs} ms`,
      result.runsMs.join(", "),
      `≤ ${result.targetMs} ms`,
      result.met ? "yes" : "NO",
    ],
  ];
}
