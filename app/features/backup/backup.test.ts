// Backup and restore against real databases and real files: `npm run backup` (the script, in its
// own process) while this process keeps paying orders, then `npm run restore` into a fresh
// DATA_DIR / a fresh PostgreSQL database, compared with the source; damaged, foreign, newer and
// misdirected archives and non-empty targets are refused and leave the target as it was.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseTarget, type Db } from "../../../db/client.ts";
import { migrateToLatest } from "../../../db/migrate.ts";
import { createTestDatabase, migratedTestDatabase, testEngines, type TestDatabase } from "../../../tests/support/test-databases.ts";
import { insertActivation, insertCustomer, insertPendingOrder, insertPlugin, seoBooster } from "../../../tests/support/shop-fixtures.ts";
import { type FileStore, fileStoreFor } from "../file-store/file-store.server.ts";
import { fulfilOrder } from "../orders/fulfilment.server.ts";
import { deflatedEntry, rawZip, type RawZipEntry, zeroBombEntry } from "../../../tests/support/plugin-test-files.ts";
import { appVersion, BackupError, buildArchive, databaseEntries, type Manifest, readArchive, sha256 } from "./archive.server.ts";
import { createBackup } from "./backup.server.ts";
import { restoreBackup } from "./restore.server.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const publicUrl = "https://www.wp-studio.example";

function runScript(
  script: "backup" | "restore",
  args: string[],
  settings: { dataDir: string; database: DatabaseTarget },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: settings.dataDir,
    DATABASE_URL: settings.database.kind === "postgres" ? settings.database.url : "",
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, "scripts", `${script}.ts`), ...args], { cwd: repoRoot, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every file below `dir` (but the live SQLite files) with its bytes, by relative path. */
function filesBelow(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (/^site\.sqlite/.test(relative)) continue;
    files[relative] = readFileSync(path.join(dir, relative)).toString("base64");
  }
  return files;
}

/** Every release zip and image of the site's file store with its bytes, by key. */
async function storedFiles(store: FileStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const key of [...(await store.list("plugins")), ...(await store.list("media"))]) {
    const file = await store.open(key);
    if (!file) throw new Error(`${key} is listed but cannot be opened`);
    const pieces: Buffer[] = [];
    for await (const piece of file.stream()) pieces.push(Buffer.from(piece as Uint8Array));
    files[key] = Buffer.concat(pieces).toString("base64");
  }
  return files;
}

async function countPaid(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "paid")
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function publicTables(url: string): Promise<number> {
  const db = createDatabase({ kind: "postgres", url });
  try {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from information_schema.tables where table_schema = 'public'`.execute(db);
    return rows[0]?.count ?? 0;
  } finally {
    await db.destroy();
  }
}

const releaseZip = zipSync({ "seo-booster/seo-booster.php": new TextEncoder().encode("<?php\n/* Version: 1.0.0 */\n") });

describe.each(testEngines)("backup and restore on %s", (engine) => {
  let source: Awaited<ReturnType<typeof migratedTestDatabase>>;
  let dataDir: string;
  let sourceFiles: FileStore;
  let work: string;
  let archive: string;
  let paidBefore: number;
  let paidAfter: number;
  const cleanups: (() => Promise<void>)[] = [];

  /** A target that does not exist yet: a DATA_DIR path in a fresh parent, and on PostgreSQL a fresh empty database. */
  async function freshTarget(): Promise<{ dataDir: string; database: DatabaseTarget; parent: string }> {
    const parent = mkdtempSync(path.join(work, "target-"));
    const targetDir = path.join(parent, "data");
    if (engine === "sqlite") return { parent, dataDir: targetDir, database: { kind: "sqlite", file: path.join(targetDir, "site.sqlite") } };
    const database: TestDatabase = await createTestDatabase("postgres");
    cleanups.push(() => database.drop());
    return { parent, dataDir: targetDir, database: database.target };
  }

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "site-backup-test-"));
    source = await migratedTestDatabase(engine);
    dataDir = source.target.kind === "sqlite" ? path.dirname(source.target.file) : mkdtempSync(path.join(work, "source-data-"));
    // The site's files: release zips and uploaded media (nested) in its file store (below DATA_DIR
    // on SQLite, in the database on PostgreSQL), outbox mails in DATA_DIR.
    sourceFiles = fileStoreFor(engine, source.db, dataDir);
    await sourceFiles.put("plugins/seo-booster/seo-booster-1.0.0.zip", releaseZip);
    await sourceFiles.put("plugins/seo-booster/seo-booster-1.1.0.zip", randomBytes(2_500_000));
    await sourceFiles.put("media/plugins/seo-booster-0123456789abcdef.png", randomBytes(50_000));
    mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
    writeFileSync(path.join(dataDir, "outbox", "2026-11-25-receipt.eml"), "Subject: Ihre Rechnung\r\n\r\nDanke.\r\n");
  });

  afterAll(async () => {
    await Promise.all([...cleanups.map((cleanup) => cleanup()), source.drop()]);
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it("takes a backup with the script while purchases are being paid", async () => {
    const { db } = source;
    const user = await insertCustomer(db, "backup@example.com");
    const plugin = await insertPlugin(db, "seo-booster", seoBooster);
    const orders: number[] = [];
    for (let index = 0; index < 250; index += 1) orders.push(await insertPendingOrder(db, user.id, plugin.options.business));
    // Some orders paid before, with sites activated on their licences.
    for (const orderId of orders.splice(0, 5)) await fulfilOrder(db, orderId, { now: new Date(), publicUrl });
    const licenses = await db.selectFrom("licenses").select("id").execute();
    for (const [index, license] of licenses.entries()) {
      await insertActivation(db, { licenseId: license.id, siteUrl: `https://site-${index}.example`, activatedAt: new Date("2026-11-01T10:00:00.000Z") });
    }

    let backupDone = false;
    paidBefore = await countPaid(db);
    const backup = runScript("backup", [path.join(work, "archives")], { dataDir, database: source.target }).finally(() => (backupDone = true));
    // Real fulfilment (invoice numbering, licence, receipt mail in one transaction) until the backup is written.
    while (!backupDone && orders.length > 0) {
      await fulfilOrder(db, orders.shift() as number, { now: new Date(), publicUrl });
      await new Promise((resolve) => setImmediate(resolve));
    }
    const result = await backup;
    paidAfter = await countPaid(db);

    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Backup written: .*site-backup-\d{8}T\d{6}Z\.zip \(/);
    expect(paidAfter).toBeGreaterThan(paidBefore);
    const [name] = readdirSync(path.join(work, "archives"));
    expect(readdirSync(path.join(work, "archives"))).toHaveLength(1);
    archive = path.join(work, "archives", name as string);

    const { manifest } = await readArchive(readFileSync(archive), "archive");
    expect(manifest).toMatchObject({
      format: "wp-studio-backup",
      engine,
      appVersion: JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")).version,
    });
    expect(manifest.migrations).toContain("008-shop");
    // On PostgreSQL the zips and media are in the database dump.
    const storedInDataDir = [
      "files/media/plugins/seo-booster-0123456789abcdef.png",
      "files/plugins/seo-booster/seo-booster-1.0.0.zip",
      "files/plugins/seo-booster/seo-booster-1.1.0.zip",
    ];
    expect(
      manifest.entries
        .map((entry) => entry.path)
        .filter((entry) => entry.startsWith("files/"))
        .sort(),
    ).toEqual([...(engine === "sqlite" ? storedInDataDir : []), "files/outbox/2026-11-25-receipt.eml"].sort());
  }, 120_000);

  it("restores into an empty target a site whose orders, invoices, licences, activations, zips and media match the source", async () => {
    const target = await freshTarget();
    const result = await runScript("restore", [archive], target);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Restored the backup of /);

    const restored = createDatabase(target.database);
    try {
      // Nothing pending: the restored database is at this code's migration level.
      expect(await migrateToLatest(restored)).toEqual([]);

      // A consistent snapshot: some state between the start and the end of the backup, never half a payment.
      const paid = await countPaid(restored);
      expect(paid).toBeGreaterThanOrEqual(paidBefore);
      expect(paid).toBeLessThanOrEqual(paidAfter);

      const restoredOrders = await restored.selectFrom("orders").selectAll().orderBy("id").execute();
      const sourceOrders = await source.db.selectFrom("orders").selectAll().orderBy("id").execute();
      expect(restoredOrders).toHaveLength(sourceOrders.length);
      for (const [index, order] of restoredOrders.entries()) {
        const original = sourceOrders[index];
        if (order.status === "paid") expect(order).toEqual(original);
        else expect({ id: order.id, status: order.status }).toEqual({ id: original?.id, status: "pending" });
      }
      const paidIds = restoredOrders.filter((order) => order.status === "paid").map((order) => order.id);

      const invoices = await restored.selectFrom("invoices").selectAll().orderBy("id").execute();
      expect(invoices.map((invoice) => invoice.order_id).sort((a, b) => a - b)).toEqual(paidIds);
      expect(invoices).toEqual(await source.db.selectFrom("invoices").selectAll().where("order_id", "in", paidIds).orderBy("id").execute());
      // Gapless numbers, and the counter continues right after the last one.
      expect(invoices.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(invoices.map((_, index) => index + 1));
      const counter = await restored.selectFrom("invoice_counters").selectAll().execute();
      expect(counter).toEqual([{ year: invoices[0]?.year, last_sequence: invoices.length }]);

      const licenses = await restored.selectFrom("licenses").selectAll().orderBy("id").execute();
      expect(licenses).toHaveLength(paidIds.length);
      expect(licenses).toEqual(await source.db.selectFrom("licenses").selectAll().where("order_id", "in", paidIds).orderBy("id").execute());
      const activations = await restored.selectFrom("license_activations").selectAll().orderBy("id").execute();
      expect(activations.length).toBeGreaterThan(0);
      expect(activations).toEqual(await source.db.selectFrom("license_activations").selectAll().orderBy("id").execute());

      const zipsAndMedia = await storedFiles(fileStoreFor(engine, restored, target.dataDir));
      expect(Object.keys(zipsAndMedia)).toHaveLength(3);
      expect(zipsAndMedia).toEqual(await storedFiles(sourceFiles));
    } finally {
      await restored.destroy();
    }
    expect(filesBelow(target.dataDir)).toEqual(filesBelow(dataDir));
    // Nothing left beside the target.
    expect(readdirSync(target.parent)).toEqual(["data"]);
  }, 120_000);

  it("refuses to write an archive into DATA_DIR or over an existing file", async () => {
    const settings = { dataDir, database: source.target };
    await expect(createBackup(settings, path.join(dataDir, "backups"))).rejects.toThrow(/Write backups outside DATA_DIR/);
    await expect(createBackup(settings, archive)).rejects.toThrow(/already exists; choose another name/);
    expect(existsSync(path.join(dataDir, "backups"))).toBe(false);
  });

  describe("refuses, leaving the target untouched,", () => {
    async function expectRefused(
      bytes: Uint8Array | undefined,
      message: RegExp,
      prepare?: (target: Awaited<ReturnType<typeof freshTarget>>) => Promise<void> | void,
    ) {
      const target = await freshTarget();
      await prepare?.(target);
      const file = path.join(target.parent, "..", `${path.basename(target.parent)}.zip`);
      writeFileSync(file, bytes ?? readFileSync(archive));
      const before = { parent: readdirSync(target.parent).sort(), files: existsSync(target.dataDir) ? filesBelow(target.dataDir) : undefined };
      const tablesBefore = target.database.kind === "postgres" ? await publicTables(target.database.url) : 0;

      await expect(restoreBackup(target, file)).rejects.toThrow(BackupError);
      await expect(restoreBackup(target, file)).rejects.toThrow(message);

      expect(readdirSync(target.parent).sort()).toEqual(before.parent);
      expect(existsSync(target.dataDir) ? filesBelow(target.dataDir) : undefined).toEqual(before.files);
      if (target.database.kind === "postgres") expect(await publicTables(target.database.url)).toBe(tablesBefore);
    }

    it("an archive with a flipped byte (in the data, the manifest or the zip's directory)", async () => {
      const original = readFileSync(archive);
      const text = original.toString("latin1");
      const offsets = [
        Math.floor(original.length / 2),
        text.indexOf('"migrations"') + 20,
        text.indexOf("seo-booster-0123456789abcdef.png") + 200,
        original.length - 30,
      ];
      for (const offset of offsets) {
        const damaged = Buffer.from(original);
        damaged[offset] = (damaged[offset] ?? 0) ^ 0x01;
        await expectRefused(damaged, /damaged|not a readable zip|not a WP Studio backup/);
      }
    }, 60_000);

    it("a foreign zip (a plugin release)", async () => {
      await expectRefused(releaseZip, /is not a WP Studio backup \(it has no manifest\.json\)/);
      await expectRefused(new TextEncoder().encode("not a zip at all"), /is not a readable zip archive/);
    });

    it("an archive from a newer version (a migration this code does not know)", async () => {
      const { manifest, entries } = await readArchive(readFileSync(archive), "archive");
      const { entries: _entries, ...rest } = manifest;
      const newer = buildArchive({ ...rest, appVersion: "9.0.0", migrations: [...manifest.migrations, "099-from-the-future"] }, entries);
      await expectRefused(newer.bytes, /comes from a newer version of the site \(app 9\.0\.0; migration 099-from-the-future is unknown here\)/);
    });

    /** The source archive with its manifest and entries changed, the manifest's checksum matching again. */
    async function variantOf(change: (manifest: Manifest, entries: Map<string, Uint8Array>) => Omit<Manifest, "entries"> | void): Promise<Uint8Array> {
      const { manifest, entries } = await readArchive(readFileSync(archive), "archive");
      const { entries: _listed, ...rest } = manifest;
      return buildArchive(change(manifest, entries) ?? rest, entries).bytes;
    }

    /** An archive written byte by byte: a manifest (with its checksum) and zip entries that may disagree with it. */
    function handMadeArchive(manifest: Manifest, zipEntries: RawZipEntry[]): Uint8Array {
      const manifestBytes = new TextEncoder().encode(JSON.stringify(manifest));
      return rawZip([
        deflatedEntry("manifest.json", manifestBytes),
        deflatedEntry("manifest.sha256", new TextEncoder().encode(`${sha256(manifestBytes)}  manifest.json\n`)),
        ...zipEntries,
      ]);
    }

    it("a database that is garbage or empty", async () => {
      const database = databaseEntries[engine];
      const garbage = await variantOf((_manifest, entries) => void entries.set(database, randomBytes(200_000)));
      const empty = await variantOf((_manifest, entries) => void entries.set(database, new Uint8Array()));
      if (engine === "sqlite") {
        await expectRefused(garbage, /holds no usable SQLite database: file is not a database/);
        await expectRefused(empty, /holds no site database: its SQLite file has no migrations table/);
      } else {
        await expectRefused(garbage, /pg_restore failed: .*(not .*valid archive|input file)/);
        await expectRefused(empty, /pg_restore failed: /);
      }
    });

    it("a SQLite journal beside the database, in the database folder or in DATA_DIR", async () => {
      const journal = new Uint8Array(randomBytes(4096));
      await expectRefused(
        await variantOf((_manifest, entries) => void entries.set("files/site.sqlite-wal", journal)),
        /holds the SQLite journal files\/site\.sqlite-wal; a restore never writes one/,
      );
      await expectRefused(
        await variantOf((_manifest, entries) => void entries.set("database/site.sqlite-shm", journal)),
        /holds the SQLite journal database\/site\.sqlite-shm/,
      );
      if (engine === "sqlite")
        await expectRefused(
          await variantOf((_manifest, entries) => void entries.set("files/site.sqlite", journal)),
          /its files\/site\.sqlite would land on the SQLite database/,
        );
    });

    it("a migration list or app version that does not match", async () => {
      const fewer = await variantOf(({ entries: _listed, ...manifest }) => ({ ...manifest, migrations: manifest.migrations.slice(0, -1) }));
      await expectRefused(
        fewer,
        engine === "sqlite"
          ? /is damaged: its database's migrations \(\d+\) are not the \d+ its manifest lists/
          : /is damaged: its database dump's migrations are not the \d+ its manifest lists/,
      );
      await expectRefused(await variantOf(({ entries: _listed, ...manifest }) => ({ ...manifest, migrations: [] })), /its manifest lists no migrations/);
      const newer = await variantOf(({ entries: _listed, ...manifest }) => ({ ...manifest, appVersion: "99.0.0" }));
      await expectRefused(newer, new RegExp(`comes from a newer version of the site \\(app 99\\.0\\.0; this is ${appVersion().replace(/\./g, "\\.")}\\)`));
    });

    it("an entry the manifest does not list, and entries larger than it says, before inflating them", async () => {
      const { manifest, entries } = await readArchive(readFileSync(archive), "archive");
      const listedEntries = [...entries].map(([name, bytes]) => deflatedEntry(name, bytes));
      // A 1 GiB bomb the manifest does not list: refused from the directory alone.
      await expectRefused(
        handMadeArchive(manifest, [...listedEntries, zeroBombEntry("files/outbox/extra.eml", 1024)]),
        /it holds files\/outbox\/extra\.eml, which its manifest does not list/,
      );
      // A listed mail whose zip entry says it inflates to 1 GiB: refused from the directory alone.
      const mail = "files/outbox/2026-11-25-receipt.eml";
      const listedSize = entries.get(mail)?.length ?? 0;
      const honestBomb = { ...zeroBombEntry(mail, 1024) };
      const swapped = (bomb: RawZipEntry) => [...listedEntries.filter((entry) => entry.name !== mail), bomb];
      await expectRefused(
        handMadeArchive(manifest, swapped(honestBomb)),
        new RegExp(`${mail} would inflate to ${honestBomb.size} bytes, but its manifest says ${listedSize}`),
      );
      // The same bomb claiming the listed size: inflating stops at that size.
      const lyingBomb = zeroBombEntry(mail, 1024, { declaredSize: listedSize });
      const rssBefore = process.memoryUsage().rss;
      await expectRefused(
        handMadeArchive(manifest, swapped(lyingBomb)),
        new RegExp(`is damaged: ${mail} inflates to more than its declared ${listedSize} bytes`),
      );
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 * 1024 * 1024);
    }, 60_000);

    it("a non-empty target", async () => {
      await expectRefused(undefined, /DATA_DIR .* is not empty/, (target) => {
        mkdirSync(target.dataDir);
        writeFileSync(path.join(target.dataDir, "keep.txt"), "mine");
      });
      if (engine === "postgres") {
        await expectRefused(undefined, /PostgreSQL database of DATABASE_URL is not empty \(it has 1 tables\)/, async (target) => {
          if (target.database.kind !== "postgres") return;
          const db = createDatabase(target.database);
          await sql`create table keep (id int)`.execute(db);
          await db.destroy();
        });
      }
    });

    it("an archive of the other engine", async () => {
      const other =
        engine === "sqlite"
          ? /holds a SQLite database, but this site is configured for PostgreSQL: restoring across engines is not supported/
          : /holds a PostgreSQL database, but this site is configured for SQLite/;
      const target = mkdtempSync(path.join(work, "other-"));
      const database: DatabaseTarget =
        engine === "sqlite"
          ? { kind: "postgres", url: "postgres://nobody@127.0.0.1:1/none" }
          : { kind: "sqlite", file: path.join(target, "data", "site.sqlite") };
      await expect(restoreBackup({ dataDir: path.join(target, "data"), database }, archive)).rejects.toThrow(other);
      expect(readdirSync(target)).toEqual([]);
    });

    it("with one clear line and exit code 1 from the script", async () => {
      const target = await freshTarget();
      const damaged = Buffer.from(readFileSync(archive));
      const middle = Math.floor(damaged.length / 2);
      damaged[middle] = (damaged[middle] ?? 0) ^ 0xff;
      const file = path.join(work, "damaged.zip");
      writeFileSync(file, damaged);
      const result = await runScript("restore", [file], target);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.stderr).toMatch(/^The archive .*damaged\.zip (is damaged|is not a readable zip archive)/);
      expect(readdirSync(target.parent)).toEqual([]);
    });

    it("with one clear line and exit code 1 from the script when the staged database fails its check", async () => {
      const target = await freshTarget();
      const fewer = await variantOf(({ entries: _listed, ...manifest }) => ({ ...manifest, migrations: manifest.migrations.slice(0, -1) }));
      const file = path.join(work, "fewer-migrations.zip");
      writeFileSync(file, fewer);
      const result = await runScript("restore", [file], target);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.stderr).toMatch(/^The archive .*fewer-migrations\.zip is damaged: its database('s| dump's) migrations/);
      expect(readdirSync(target.parent)).toEqual([]);
      if (target.database.kind === "postgres") expect(await publicTables(target.database.url)).toBe(0);
    });
  });
});
