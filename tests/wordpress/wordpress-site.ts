/**
 * A real, throwaway WordPress (Debian's /usr/share/wordpress) for end-to-end tests: its own
 * MariaDB, `php -S` on a free loopback port, and a test-only must-use plugin
 * (mu-plugins/wps-test-environment.php) that answers WordPress.org's APIs and lets WordPress
 * download from the shop under test. See README.md in this directory.
 *
 * Forcing an update check (WordPress 6.1, wp-includes/update.php, wp-admin/update-core.php):
 * - `update-core.php?force-check=1` forces only the *core* check (`wp_version_check(…, true)`).
 * - Plugins are checked by `wp_update_plugins()`, hooked to `load-update-core.php` (skips if the
 *   last check is under a minute old), `load-plugins.php` and `load-update.php` (an hour),
 *   `admin_init` through `_maybe_update_plugins()` (12 hours), wp-cron's `wp_update_plugins`
 *   event (2 hours) and `upgrader_process_complete` (always). Inside those windows it still checks
 *   when an installed plugin's version changed or a plugin was added, and not otherwise.
 * - So to force it: `site.php("delete_site_transient( 'update_plugins' );")`, then open any
 *   wp-admin page but admin-ajax.php (`admin_init` checks when the transient is missing), or
 *   `runCron()` once the `wp_update_plugins` event is due (twice a day).
 * - The check's request to api.wordpress.org (answered by the mu-plugin) may take 3 s + 1 s per
 *   10 plugins in the browser and 30 s in cron, the core check 3 s and 30 s. A plugin's own update
 *   source (its `update_plugins_{host}` filter or a `pre_set_site_transient_update_plugins`
 *   filter) runs in the same page request, with whatever timeout it sets itself.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export interface WordPressSiteOptions {
  /** Origin of the shop under test (`http://localhost:4310`); WordPress may download packages from it. */
  shopUrl?: string;
  /** The `home` option, e.g. `https://kunde-e2e.at`; wp-admin stays on `siteUrl`. Defaults to `siteUrl`. */
  home?: string;
  /** Site language, e.g. `de_DE`; English when omitted. */
  locale?: string;
}

export interface WordPressSite {
  /** The WordPress directory (ABSPATH). */
  dir: string;
  /** `http://127.0.0.1:<port>`: the `siteurl` option, where wp-admin and wp-login.php are served. */
  siteUrl: string;
  /** The `home` option. */
  home: string;
  admin: { userId: number; user: string; password: string; email: string };
  pluginsDir: string;
  /** WordPress's debug.log (`WP_DEBUG_LOG`); also PHP's error_log for the server and `php()`. */
  logPath: string;
  /** Mails WordPress sent, one JSON object (`to`, `subject`, `message`) per line. */
  mailLogPath: string;
  /** Runs PHP statements (no `<?php`) inside WordPress from the CLI; resolves with what they print. */
  php(code: string): Promise<string>;
  /** Requests wp-cron.php (WP-Cron is off on page loads) and resolves once the due events ran. */
  runCron(): Promise<void>;
  /** Fatal errors, parse errors and warnings in debug.log, one string per entry. */
  phpErrors(): string[];
  /** Stops PHP and MariaDB and deletes the site's directory. */
  stop(): Promise<void>;
}

const wordpressSource = "/usr/share/wordpress";
const here = import.meta.dirname;
const isRoot = process.getuid?.() === 0;

export async function startWordPressSite(options: WordPressSiteOptions = {}): Promise<WordPressSite> {
  const root = mkdtempSync(path.join(tmpdir(), "wordpress-site-"));
  const dir = path.join(root, "wordpress");
  const logs = path.join(root, "logs");
  mkdirSync(logs);
  const processes: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.map(stopProcessGroup));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const [dbPort, webPort] = await Promise.all([freePort(), freePort()]);
    const siteUrl = `http://127.0.0.1:${webPort}`;
    const home = options.home ?? siteUrl;
    const dbPassword = randomToken();
    await Promise.all([startMariaDb(root, dbPort, dbPassword, processes), copyWordPress(dir)]);

    const logPath = path.join(logs, "debug.log");
    const mailLogPath = path.join(logs, "mail.jsonl");
    writeFileSync(path.join(dir, "wp-config.php"), wpConfig({ dbPort, dbPassword, logPath, mailLogPath, shopUrl: options.shopUrl }));
    mkdirSync(path.join(dir, "wp-content/mu-plugins"));
    await cp(path.join(here, "mu-plugins"), path.join(dir, "wp-content/mu-plugins"), { recursive: true });

    const admin = { user: "admin", password: randomToken(), email: "admin@example.com" };
    const installed = await runPhp([
      path.join(here, "php/install.php"),
      dir,
      JSON.stringify({ siteUrl, home, title: "WP Studio E2E", ...admin, locale: options.locale ?? "" }),
    ]);
    const { userId } = JSON.parse(installed) as { userId: number };

    processes.push(startPhpServer(dir, webPort, logPath));
    await waitFor(`${siteUrl}/wp-login.php`, () => ok(`${siteUrl}/wp-login.php`), processes);

    const site: WordPressSite = {
      dir,
      siteUrl,
      home,
      admin: { userId, ...admin },
      pluginsDir: path.join(dir, "wp-content/plugins"),
      logPath,
      mailLogPath,
      php: (code) => runInWordPress(site, code),
      runCron: async () => {
        const response = await fetch(`${siteUrl}/wp-cron.php`);
        if (!response.ok) throw new Error(`wp-cron.php answered ${response.status}`);
      },
      phpErrors: () => phpErrors(logPath),
      stop,
    };
    return site;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Debian's WordPress, with its symlinks (into /etc/wordpress and other packages) resolved. */
async function copyWordPress(dir: string): Promise<void> {
  // cp(1), because Node's fs.cp takes four times as long for WordPress's 2,800 files.
  const copied = await run("cp", ["-rL", wordpressSource, dir]);
  if (copied.code !== 0) throw new Error(`copying ${wordpressSource} failed:\n${copied.output}`);
}

/** A fresh MariaDB in `root`/mysql on 127.0.0.1:`port`, with database and user `wordpress`; its process joins `processes`. */
async function startMariaDb(root: string, port: number, password: string, processes: ChildProcess[]): Promise<void> {
  const datadir = path.join(root, "mysql");
  const socket = path.join(root, "mysql.sock");
  // mariadbd refuses to run as root unless told to; as anyone else, --user is an error.
  const user = isRoot ? ["--user=root"] : [];
  // A test database: a small redo log (the default 96 MB takes seconds to write) and buffer pool.
  const innodb = ["--innodb-log-file-size=8M", "--innodb-buffer-pool-size=32M"];
  const installDb = await run("mariadb-install-db", [
    "--no-defaults",
    ...user,
    `--datadir=${datadir}`,
    "--auth-root-authentication-method=normal",
    "--skip-test-db",
    ...innodb,
  ]);
  if (installDb.code !== 0) throw new Error(`mariadb-install-db failed:\n${installDb.output}`);

  const server = spawnLogged(
    "mariadbd",
    [
      // Nothing from /etc/mysql (the system server's socket, port, data directory) applies.
      "--no-defaults",
      ...user,
      `--datadir=${datadir}`,
      `--socket=${socket}`,
      `--port=${port}`,
      "--bind-address=127.0.0.1",
      `--pid-file=${path.join(root, "mysql.pid")}`,
      "--skip-name-resolve",
      ...innodb,
      // Nobody needs a commit to survive a crash of the machine.
      "--innodb-flush-log-at-trx-commit=0",
    ],
    path.join(root, "logs/mariadb.log"),
  );
  processes.push(server);
  const client = ["--no-defaults", `--socket=${socket}`, "--user=root"];
  await waitFor(`MariaDB on port ${port}`, async () => (await run("mariadb-admin", [...client, "ping"])).code === 0, [server]);
  const sql = `CREATE DATABASE wordpress CHARACTER SET utf8mb4;
    CREATE USER 'wordpress'@'127.0.0.1' IDENTIFIED BY '${password}';
    GRANT ALL ON wordpress.* TO 'wordpress'@'127.0.0.1';`;
  const created = await run("mariadb", [...client, "--execute", sql]);
  if (created.code !== 0) throw new Error(`creating the database failed:\n${created.output}`);
}

function startPhpServer(dir: string, port: number, logPath: string): ChildProcess {
  const ini = [
    "display_errors=0",
    "log_errors=1",
    `error_log=${logPath}`,
    // Release zips of the shop's plugins are bigger than PHP's default 2 MB.
    "upload_max_filesize=64M",
    "post_max_size=64M",
    // Debian caches compiled PHP for 2 s; tests that write a plugin file expect the next request to run it.
    "opcache.revalidate_freq=0",
  ];
  return spawnLogged(
    "php",
    [...ini.flatMap((setting) => ["-d", setting]), "-S", `127.0.0.1:${port}`, "-t", dir, path.join(here, "php/router.php")],
    path.join(path.dirname(logPath), "php-server.log"),
    {
      // WordPress requests its own pages (cron, loopback checks) while serving one; a single worker would wait for itself.
      PHP_CLI_SERVER_WORKERS: "4",
    },
  );
}

function wpConfig(settings: { dbPort: number; dbPassword: string; logPath: string; mailLogPath: string; shopUrl: string | undefined }): string {
  const define = (name: string, value: string | number | boolean) => `define( '${name}', ${typeof value === "string" ? phpString(value) : String(value)} );`;
  const salts = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT", "SECURE_AUTH_SALT", "LOGGED_IN_SALT", "NONCE_SALT"];
  return [
    "<?php",
    "// Written by tests/wordpress/wordpress-site.ts for one test run.",
    define("DB_NAME", "wordpress"),
    define("DB_USER", "wordpress"),
    define("DB_PASSWORD", settings.dbPassword),
    define("DB_HOST", `127.0.0.1:${settings.dbPort}`),
    define("DB_CHARSET", "utf8mb4"),
    define("DB_COLLATE", ""),
    ...salts.map((name) => define(name, randomBytes(48).toString("base64"))),
    "$table_prefix = 'wp_';",
    define("WP_DEBUG", true),
    define("WP_DEBUG_LOG", settings.logPath),
    define("WP_DEBUG_DISPLAY", false),
    define("FS_METHOD", "direct"),
    // Only the shop (and the site itself) are reached for real; the mu-plugin answers for WordPress.org.
    define("WP_HTTP_BLOCK_EXTERNAL", true),
    ...(settings.shopUrl === undefined
      ? []
      : [define("WP_ACCESSIBLE_HOSTS", new URL(settings.shopUrl).hostname), define("WPS_TEST_SHOP_URL", settings.shopUrl)]),
    define("AUTOMATIC_UPDATER_DISABLED", false),
    // Tests run cron themselves (runCron()), so no page load starts it behind their back.
    define("DISABLE_WP_CRON", true),
    define("WPS_TEST_MAIL_LOG", settings.mailLogPath),
    "if ( ! defined( 'ABSPATH' ) ) {",
    "\tdefine( 'ABSPATH', __DIR__ . '/' );",
    "}",
    "require_once ABSPATH . 'wp-settings.php';",
    "",
  ].join("\n");
}

async function runInWordPress(site: WordPressSite, code: string): Promise<string> {
  const file = path.join(site.dir, "..", `php-${randomToken()}.php`);
  writeFileSync(file, `<?php\n${code}\n`);
  try {
    return await runPhp([path.join(here, "php/run.php"), site.dir, file], { WPS_SITE_HOST: new URL(site.siteUrl).host });
  } finally {
    rmSync(file, { force: true });
  }
}

async function runPhp(args: string[], env: Record<string, string> = {}): Promise<string> {
  const result = await run("php", args, env);
  if (result.code !== 0) throw new Error(`php ${path.basename(args[0] ?? "")} exited with ${result.code}:\n${result.output}`);
  return result.stdout;
}

/** debug.log entries start with "[24-Nov-2026 23:43:17 UTC] "; a fatal error's stack trace follows on more lines. */
function phpErrors(logPath: string): string[] {
  if (!existsSync(logPath)) return [];
  const entries = readFileSync(logPath, "utf8").split(/^(?=\[\d{2}-\w{3}-\d{4} [\d:]+ [\w/+-]+\] )/m);
  return entries.filter((entry) => /\] PHP (Fatal error|Parse error|Recoverable fatal error|Warning)/.test(entry)).map((entry) => entry.trimEnd());
}

function phpString(value: string): string {
  return `'${value.replace(/[\\']/g, "\\$&")}'`;
}

function randomToken(): string {
  return randomBytes(12).toString("base64url");
}

/** A port that was free a moment ago (the OS hands out ports in order, so it stays free long enough). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no TCP port");
  return address.port;
}

/** Spawns a long-running process in its own process group (php -S forks workers), output to `logFile`. */
function spawnLogged(command: string, args: string[], logFile: string, env: Record<string, string> = {}): ChildProcess {
  const log = openSync(logFile, "a");
  const child = spawn(command, args, { detached: true, stdio: ["ignore", log, log], env: { ...process.env, ...env } });
  closeSync(log);
  liveGroups.add(child);
  child.once("exit", () => liveGroups.delete(child));
  // Log file named in errors: "mariadbd exited with 1 (see …/mariadb.log)".
  logFiles.set(child, logFile);
  return child;
}

const liveGroups = new Set<ChildProcess>();
const logFiles = new WeakMap<ChildProcess, string>();
// A test run that crashes or forgets stop() must not leave servers behind.
process.once("exit", () => {
  for (const child of liveGroups) killGroup(child, "SIGKILL");
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child, "SIGTERM");
  // Unreferenced: a pending timer would keep the test process alive for ten seconds after stop().
  const timeout = sleep(10_000, "timeout", { ref: false });
  if ((await Promise.race([exited, timeout])) === "timeout") {
    killGroup(child, "SIGKILL");
    await exited;
  }
}

/** Polls `ready` every 100 ms for up to 30 s; fails at once if one of `processes` exits meanwhile. */
async function waitFor(what: string, ready: () => Promise<boolean>, processes: ChildProcess[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const dead = processes.find((child) => child.exitCode !== null || child.signalCode !== null);
    if (dead !== undefined) {
      throw new Error(`${dead.spawnfile} exited with ${dead.exitCode ?? dead.signalCode} while waiting for ${what}; see ${logFiles.get(dead)}`);
    }
    if (await ready()) return;
    await sleep(100);
  }
  throw new Error(`${what} not ready after 30 s`);
}

async function ok(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let stdout = "";
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code: code ?? 1, stdout, output }));
  });
}
