// Test support, not part of the site: a real clamd (Debian's clamav-daemon) of the test's own, on a
// Unix socket and a free TCP port, whose only signature is the EICAR test file's, written here. It
// needs neither freshclam (no signature downloads) nor the system's clamd service.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type ClamdAddress, clamdAnswersPing } from "../../app/lib/virus-scan.server.ts";
import { freePort } from "./live-site.ts";

/** The EICAR anti-virus test file: harmless, and detected by every scanner as if it were a virus. */
export const eicarTestFile = new TextEncoder().encode("X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*");

/** The name of the test database's signature; clamd reports it with `.UNOFFICIAL` appended (not a signed database). */
export const eicarSignatureName = "Eicar-Test-Signature.Written-By-Test";

const clamdBinary = "/usr/sbin/clamd";

export interface ClamdTestDaemon {
  /** Its LocalSocket: the value of CLAMD_SOCKET. */
  unix: Extract<ClamdAddress, { kind: "unix" }>;
  /** Its TCPSocket on 127.0.0.1: CLAMD_HOST is `127.0.0.1:<port>`. */
  tcp: Extract<ClamdAddress, { kind: "tcp" }>;
  stop(): Promise<void>;
}

export interface ClamdTestDaemonOptions {
  /** clamd's StreamMaxLength (e.g. "1M"); clamd's default is 25M. */
  streamMaxLength?: string;
}

/** Starts clamd in the foreground with a temporary configuration and resolves once it answers PING. */
export async function startClamdTestDaemon(options: ClamdTestDaemonOptions = {}): Promise<ClamdTestDaemon> {
  if (!existsSync(clamdBinary)) throw new Error(`${clamdBinary} is missing: install Debian's clamav-daemon (apt-get install clamav-daemon)`);
  const dir = await mkdtemp(path.join(tmpdir(), "clamd-test-"));
  const databaseDir = path.join(dir, "database");
  await mkdir(databaseDir);
  // A body signature (.ndb): target 0 (any file), offset * (anywhere), the bytes in hex.
  await writeFile(path.join(databaseDir, "eicar.ndb"), `${eicarSignatureName}:0:*:${Buffer.from(eicarTestFile).toString("hex")}\n`);
  const socketPath = path.join(dir, "clamd.sock");
  const port = await freePort();
  const configPath = path.join(dir, "clamd.conf");
  await writeFile(
    configPath,
    [
      "Foreground yes",
      `LocalSocket ${socketPath}`,
      `TCPSocket ${port}`,
      "TCPAddr 127.0.0.1",
      `DatabaseDirectory ${databaseDir}`,
      `StreamMaxLength ${options.streamMaxLength ?? "25M"}`,
      // The database never changes while the test runs.
      "SelfCheck 0",
      "",
    ].join("\n"),
  );
  const logPath = path.join(dir, "clamd.log");
  const log = await open(logPath, "w");
  const clamd: ChildProcess = spawn(clamdBinary, [`--config-file=${configPath}`], { stdio: ["ignore", log.fd, log.fd] });
  await log.close();
  const exited = new Promise<void>((resolve) => clamd.once("exit", () => resolve()));
  const stop = async () => {
    if (clamd.exitCode === null && clamd.signalCode === null) {
      clamd.kill("SIGTERM");
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };

  const unix = { kind: "unix", path: socketPath } as const;
  const tcp = { kind: "tcp", host: "127.0.0.1", port } as const;
  const deadline = Date.now() + 60_000;
  // clamd opens its sockets once the database is loaded; both must answer.
  while (!((await clamdAnswersPing(unix, 1_000)) && (await clamdAnswersPing(tcp, 1_000)))) {
    if (clamd.exitCode !== null || clamd.signalCode !== null || Date.now() > deadline) {
      const output = await readFile(logPath, "utf8").catch(() => "");
      await stop();
      throw new Error(`clamd did not come up (${clamd.exitCode ?? clamd.signalCode ?? "still starting after 60 s"}):\n${output}`);
    }
    await sleep(50);
  }
  return { unix, tcp, stop };
}
