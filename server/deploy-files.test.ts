// Issue #19 (deploy guide): the systemd units in deploy/systemd/ pass `systemd-analyze verify`, they
// run what package.json's scripts run, and every environment variable they or the example env file
// name is a setting server/config.ts knows (and the example values pass its validation).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const unitDir = path.join(root, "deploy/systemd");
const unitNames = readdirSync(unitDir)
  .filter((name) => /\.(service|timer|target)$/.test(name))
  .sort();
const read = (relative: string) => readFileSync(path.join(root, relative), "utf8");
const units = Object.fromEntries(unitNames.map((name) => [name, read(`deploy/systemd/${name}`)]));
const installedRoot = "/srv/wp-studio";

function unit(name: string): string {
  const text = units[name];
  if (text === undefined) throw new Error(`deploy/systemd/${name} is missing`);
  return text;
}

/** `Key=value` lines of a unit (every occurrence, comments skipped). */
function directives(unit: string, key: string): string[] {
  return unit
    .split("\n")
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));
}

/** KEY=value lines of a systemd EnvironmentFile; double quotes around a value are removed. */
function parseEnvFile(text: string): Record<string, string> {
  const entries = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
      if (!match) throw new Error(`not a KEY=value line: ${line}`);
      return [match[1] ?? "", (match[2] ?? "").replace(/^"(.*)"$/, "$1")] as const;
    });
  return Object.fromEntries(entries);
}

/** The names of the settings in server/config.ts's schema. */
const knownSettings = new Set([...read("server/config.ts").matchAll(/^ {4}([A-Z][A-Z0-9_]*): /gm)].map((match) => match[1] ?? ""));

/**
 * Output lines of `systemd-analyze verify` that are not errors in our files. Every line is printed
 * (console.info) so what was ignored stays visible in the test output.
 */
const ignoredOutput: { pattern: RegExp; why: string }[] = [
  // The user is created on the server (docs/deploy.md, Install); verify may note that it is
  // missing on the machine running the test. Version 252 says nothing, newer ones may.
  { pattern: /user.*wp-studio|wp-studio.*(user|group)/i, why: "the wp-studio user exists only on the server" },
  // The EnvironmentFile is read at start, not by verify; a note about it is not about the unit.
  { pattern: /\/etc\/wp-studio\/site\.env/, why: "the env file exists only on the server" },
];

describe("deploy/systemd units", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "wp-studio-units-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("has the app template, its target, the backup service and timer", () => {
    expect(unitNames).toEqual(["wp-studio-backup.service", "wp-studio-backup.timer", "wp-studio.target", "wp-studio@.service"]);
  });

  it("pass systemd-analyze verify", () => {
    const systemdAnalyze = spawnSync("systemd-analyze", ["--version"], { encoding: "utf8" });
    expect(systemdAnalyze.error, "systemd-analyze is missing: apt-get install systemd (.ci/run does)").toBeUndefined();

    // verify checks that ExecStart's binary exists: point the units at this checkout's node (the
    // `node` devDependency), which is what /srv/wp-studio/node_modules/.bin/node is on the server.
    for (const name of unitNames) {
      const text = unit(name).replaceAll(`${installedRoot}/node_modules/.bin/node`, path.join(root, "node_modules/.bin/node"));
      writeFileSync(path.join(scratch, name), text);
    }
    // Instances as they are enabled: the template with two ports.
    const toVerify = ["wp-studio@3001.service", "wp-studio@3002.service", "wp-studio.target", "wp-studio-backup.service", "wp-studio-backup.timer"];
    const result = spawnSync("systemd-analyze", ["verify", "--man=no", ...toVerify.map((name) => `./${name}`)], {
      cwd: scratch,
      encoding: "utf8",
    });
    const lines = `${result.stdout}\n${result.stderr}`
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const problems: string[] = [];
    for (const line of lines) {
      const ignored = ignoredOutput.find(({ pattern }) => pattern.test(line));
      if (ignored) console.info(`systemd-analyze verify (ignored: ${ignored.why}): ${line}`);
      else problems.push(line);
    }
    // verify exits 0 after "Failed to parse …, ignoring" lines, so any other output is an error too.
    expect(problems).toEqual([]);
    expect(result.status).toBe(0);
  });

  it("verify notices a broken unit (the check above is not vacuous)", () => {
    const broken = mkdtempSync(path.join(scratch, "broken-"));
    const text = unit("wp-studio@.service")
      .replaceAll(`${installedRoot}/node_modules/.bin/node`, path.join(root, "node_modules/.bin/node"))
      .replace("Restart=on-failure", "Restart=sometimes");
    writeFileSync(path.join(broken, "wp-studio@.service"), text);
    const result = spawnSync("systemd-analyze", ["verify", "--man=no", "./wp-studio@3001.service"], { cwd: broken, encoding: "utf8" });
    expect(`${result.stdout}${result.stderr}`).toMatch(/Failed to parse service restart specifier/);
  });

  it("run what package.json's serve and backup scripts run", () => {
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.serve).toBe("NODE_ENV=production node server/main.ts");
    expect(scripts.backup).toBe("node scripts/backup.ts");
    const app = unit("wp-studio@.service");
    expect(directives(app, "ExecStart")).toEqual([`${installedRoot}/node_modules/.bin/node server/main.ts`]);
    expect(directives(app, "Environment")).toContain("NODE_ENV=production");
    expect(directives(app, "Environment")).toContain("PORT=%i");
    const backup = unit("wp-studio-backup.service");
    expect(directives(backup, "ExecStart")).toEqual([`${installedRoot}/node_modules/.bin/node scripts/backup.ts /var/backups/wp-studio`]);
    for (const text of [app, backup]) {
      expect(directives(text, "WorkingDirectory")).toEqual([installedRoot]);
      expect(directives(text, "EnvironmentFile")).toEqual(["/etc/wp-studio/site.env"]);
      expect(directives(text, "User")).toEqual(["wp-studio"]);
    }
    expect(directives(backup, "Type")).toEqual(["oneshot"]);
    const timer = unit("wp-studio-backup.timer");
    expect(directives(timer, "Persistent")).toEqual(["true"]);
    expect(directives(timer, "RandomizedDelaySec")).toHaveLength(1);
  });

  it("give a stopping process more time than the app's own forced shutdown", () => {
    const forceAfter = /forceAfterMs = ([\d_]+)/.exec(read("server/http-server.ts"));
    expect(forceAfter).not.toBeNull();
    const forceAfterSeconds = Number((forceAfter?.[1] ?? "").replaceAll("_", "")) / 1000;
    const app = unit("wp-studio@.service");
    expect(directives(app, "KillSignal")).toEqual(["SIGTERM"]);
    expect(Number(directives(app, "TimeoutStopSec")[0] ?? 0)).toBeGreaterThan(forceAfterSeconds);
  });

  it("let the app write only to DATA_DIR of the example env file", () => {
    const env = parseEnvFile(read("deploy/site.env.example"));
    for (const name of ["wp-studio@.service", "wp-studio-backup.service"]) {
      expect(directives(unit(name), "ProtectSystem")).toEqual(["strict"]);
      expect((directives(unit(name), "ReadWritePaths")[0] ?? "").split(" ")).toContain(env.DATA_DIR);
    }
    expect((directives(unit("wp-studio-backup.service"), "ReadWritePaths")[0] ?? "").split(" ")).toContain("/var/backups/wp-studio");
  });
});

describe("environment variables of the deploy files", () => {
  it("are all settings of server/config.ts", () => {
    expect(knownSettings.size).toBeGreaterThan(15);
    const env = parseEnvFile(read("deploy/site.env.example"));
    const fromUnits = Object.values(units).flatMap((text) => directives(text, "Environment").map((pair) => pair.split("=")[0] ?? ""));
    const unknown = [...Object.keys(env), ...fromUnits].filter((name) => !knownSettings.has(name));
    expect(unknown).toEqual([]);
  });

  it("pass the configuration's validation as a production process on port 3001", () => {
    const env = parseEnvFile(read("deploy/site.env.example"));
    const config = loadConfig({ ...env, NODE_ENV: "production", PORT: "3001", HOST: "127.0.0.1" });
    expect(config.database.kind).toBe("postgres");
    expect(config.PUBLIC_URL.startsWith("https://")).toBe(true);
    expect(config.SEED_DEMO).toBe(false);
  });

  it("are documented in .env.example", () => {
    const documented = read(".env.example");
    for (const name of Object.keys(parseEnvFile(read("deploy/site.env.example")))) {
      expect(documented, name).toMatch(new RegExp(`^#? ?${name}=`, "m"));
    }
  });
});

describe("deploy/nginx/wp-studio.conf", () => {
  const conf = read("deploy/nginx/wp-studio.conf");

  it("proxies to the ports of the target's instances", () => {
    const wanted = [...unit("wp-studio.target").matchAll(/wp-studio@(\d+)\.service/g)].map((match) => match[1] ?? "");
    const upstream = [...conf.matchAll(/^\s*server 127\.0\.0\.1:(\d+)/gm)].map((match) => match[1] ?? "");
    expect(upstream).toEqual(wanted);
  });

  it("passes the forwarding headers, allows 50 MB uploads and keeps /metrics private", () => {
    for (const header of ["Host", "X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host"]) {
      expect(conf).toMatch(new RegExp(`proxy_set_header ${header} `));
    }
    expect(Number(/client_max_body_size (\d+)m;/.exec(conf)?.[1])).toBeGreaterThanOrEqual(50);
    expect(conf).toMatch(/listen 443 ssl[ ;]/);
  });

  // Issue #30: `location = /metrics` let /METRICS and /metrics/ through, and the app answers both.
  // nginx is not installed where the tests run, so the rule's regex is tried as nginx would:
  // PCRE, `~*` case-insensitive, on the path after nginx decoded %XX and merged slashes.
  it("denies /metrics whatever its case or trailing slash, and only that path", () => {
    const rule = /^\s*location ~\* (\S+) \{\s*deny all;\s*\}/m.exec(conf);
    expect(rule, "a case-insensitive regex location that denies all").not.toBeNull();
    const denied = new RegExp(rule?.[1] ?? "", "i");
    for (const path of ["/metrics", "/METRICS", "/Metrics", "/metrics/", "/Metrics/", "/mEtRiCs/"]) expect(denied.test(path), path).toBe(true);
    for (const path of ["/metricsx", "/metrics/x", "/x/metrics", "/", "/plugins"]) expect(denied.test(path), path).toBe(false);
    // A prefix location marked ^~ or an exact one would win over the regex for what it matches.
    expect(conf).not.toMatch(/location (\^~|=) /);
  });
});

describe("docs/deploy.md", () => {
  it("names every file of deploy/", () => {
    const guide = read("docs/deploy.md");
    for (const file of [...unitNames.map((name) => `deploy/systemd/${name}`), "deploy/nginx/wp-studio.conf", "deploy/site.env.example"]) {
      expect(existsSync(path.join(root, file))).toBe(true);
      expect(guide.includes(file), `docs/deploy.md names ${file}`).toBe(true);
    }
  });
});
