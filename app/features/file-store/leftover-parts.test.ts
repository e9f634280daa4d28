// Issue #30 (5): `kill -9` while the file store writes a release zip leaves its `.part` file.
// Housekeeping removes such a file once nobody has written it for the grace time, and no backup
// takes it in; a file being written right now and the stored files stay.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, DatabaseTarget } from "../../../db/client.ts";
import { migratedTestDatabase } from "../../../tests/support/test-databases.ts";
import { createLogger } from "../../lib/logger.ts";
import { killedWhileWriting } from "../../../tests/support/killed-write.ts";
import { readArchive } from "../backup/archive.server.ts";
import { createBackup } from "../backup/backup.server.ts";
import { createHousekeeping } from "../housekeeping/housekeeping.server.ts";
import { fileSystemStore, partialFileGraceMs } from "./file-store.server.ts";

describe("a release upload killed while the file store writes it", () => {
  let db: Db;
  let target: DatabaseTarget;
  let drop: () => Promise<void>;
  let dataDir: string;
  let work: string;
  let leftover: string;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "leftover-parts-"));
    ({ db, target, drop } = await migratedTestDatabase("sqlite"));
    if (target.kind !== "sqlite") throw new Error("expected SQLite");
    // The site's layout: the database file and the stored files below one DATA_DIR.
    dataDir = path.dirname(target.file);
    await fileSystemStore(dataDir).put("plugins/demo/demo-0.9.0.zip", new Uint8Array(1000).fill(1));
    leftover = await killedWhileWriting(dataDir, "plugins/demo/demo-1.0.0.zip");
  });

  afterAll(async () => {
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it("leaves a .part file that the store does not list and a backup leaves out", async () => {
    expect(path.basename(leftover)).toMatch(/^demo-1\.0\.0\.zip\.[0-9a-f]{12}\.part$/);
    expect(await fileSystemStore(dataDir).list("plugins")).toEqual(["plugins/demo/demo-0.9.0.zip"]);
    const backup = await createBackup({ dataDir, database: target }, path.join(work, "backups"));
    const archived = [...(await readArchive(readFileSync(backup.file), "backup")).entries.keys()];
    expect(archived).toContain("files/plugins/demo/demo-0.9.0.zip");
    expect(archived.filter((name) => name.endsWith(".part"))).toEqual([]);
  });

  it("is removed by housekeeping once untouched for the grace time; a file being written and the stored files stay", async () => {
    const fresh = path.join(dataDir, "media", "plugins", "banner.png.0123456789ab.part");
    mkdirSync(path.dirname(fresh), { recursive: true });
    writeFileSync(fresh, "being written");
    const killedAt = new Date(Date.now() - partialFileGraceMs - 60_000);
    utimesSync(leftover, killedAt, killedAt);
    const lines: Record<string, unknown>[] = [];
    const housekeeping = createHousekeeping({
      db,
      logger: createLogger("info", (line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
      firstRunDelayMs: 10,
      dataDir,
    });
    housekeeping.start();
    await expect.poll(() => lines.find((line) => line.message === "leftover partial files removed"), { timeout: 10_000 }).toMatchObject({ files: 1 });
    await housekeeping.stop();
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(await fileSystemStore(dataDir).list("plugins")).toEqual(["plugins/demo/demo-0.9.0.zip"]);
  });
});
