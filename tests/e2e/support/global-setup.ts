import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpTestServer } from "../../support/smtp-test-server.ts";
import { mailboxDir, mailOf } from "./mailbox.ts";

/**
 * One real SMTP server for the whole run: the server under test sends every mail here, and each is
 * kept as a JSON file that specs read with `waitForMail`, whichever worker they run in.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mailboxDir();
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = await startSmtpTestServer(Number(process.env.E2E_SMTP_PORT), {
    onMail(mail) {
      count += 1;
      const name = `${Date.now()}-${String(count).padStart(6, "0")}.json`;
      writeFileSync(path.join(dir, name), JSON.stringify(mailOf(mail)));
    },
  });
  return () => server.close();
}
