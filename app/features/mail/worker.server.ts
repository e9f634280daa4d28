import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { type DeliveryReport, deliverDueEmails, onEmailEnqueued } from "./outbox.server.ts";
import type { MailTransport } from "./transport.server.ts";

/** How often each process looks for due mail; a mail enqueued in the same process is sent sooner. */
const pollIntervalMs = 2_000;

/**
 * Time between an enqueue and the run it triggers: the enqueuing transaction commits first, and a
 * burst of mails is picked up in one run. Should the run still miss the mail, the next poll sends it.
 */
const nudgeDelayMs = 50;

const batchSize = 10;

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  now?: () => Date;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling, waits for the mail being sent and closes the transport. */
  stop(): Promise<void>;
  /** Sends every mail due now. */
  runOnce(): Promise<DeliveryReport>;
}

export function createOutboxWorker({ db, transport, logger, now }: OutboxWorkerOptions): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let state: "new" | "started" | "stopped" = "new";
  let nudgedWhileRunning = false;
  let unsubscribe: (() => void) | undefined;

  async function runOnce(): Promise<DeliveryReport> {
    const total: DeliveryReport = { due: 0, sent: 0, retrying: 0, dead: 0 };
    for (;;) {
      const report = await deliverDueEmails({ db, transport, logger, now, batchSize });
      total.due += report.due;
      total.sent += report.sent;
      total.retrying += report.retrying;
      total.dead += report.dead;
      // A full batch may have left more behind; a short one means nothing else was due.
      if (report.due < batchSize || state === "stopped") return total;
    }
  }

  function schedule(delay: number) {
    if (state !== "started") return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    timer = undefined;
    nudgedWhileRunning = false;
    running = runOnce()
      .then(
        () => undefined,
        (error: unknown) => logger.error("mail outbox run failed", { error }),
      )
      .finally(() => {
        running = undefined;
        schedule(nudgedWhileRunning ? nudgeDelayMs : pollIntervalMs);
      });
  }

  function nudge() {
    if (running) nudgedWhileRunning = true;
    else schedule(nudgeDelayMs);
  }

  return {
    start() {
      if (state !== "new") return;
      state = "started";
      unsubscribe = onEmailEnqueued(nudge);
      schedule(0);
    },
    async stop() {
      state = "stopped";
      unsubscribe?.();
      clearTimeout(timer);
      await running;
      transport.close();
    },
    runOnce,
  };
}
