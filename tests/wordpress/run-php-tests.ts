/**
 * `npm run test:php`: checks the syntax of every PHP file in the repository, then runs the licence
 * client's PHPUnit tests (wordpress-client/phpunit.xml.dist) against a real WordPress whose
 * directory they get in WPS_WORDPRESS_DIR. Exits with PHPUnit's code.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { startWordPressSite, type WordPressSite } from "./wordpress-site.ts";

const repository = path.resolve(import.meta.dirname, "../..");
const phpunitConfig = "wordpress-client/phpunit.xml.dist";

function phpFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name === ".git") return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return phpFiles(file);
    return entry.isFile() && entry.name.endsWith(".php") ? [file] : [];
  });
}

/** Exit code and output of a command. */
function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** `php -l` on each file (PHP 8.2 lints one file per call), as many at a time as there are cores; the failures' output. */
async function lint(files: string[]): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const result = await run("php", ["-l", file]);
      if (result.code !== 0) failures.push(result.output.trim());
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return failures;
}

function phpunit(site: WordPressSite): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("phpunit", ["-c", phpunitConfig], {
      cwd: repository,
      stdio: "inherit",
      env: { ...process.env, WPS_WORDPRESS_DIR: site.dir },
    });
    child.once("error", reject);
    child.once("close", (code) => resolve(code ?? 1));
  });
}

const files = phpFiles(repository);
const failures = await lint(files);
for (const failure of failures) console.error(failure);
console.log(`php -l: ${files.length} PHP files, ${failures.length} with errors`);
if (failures.length > 0) process.exit(1);

if (!existsSync(path.join(repository, phpunitConfig))) {
  console.error(`${phpunitConfig} does not exist (yet): no PHPUnit tests to run.`);
  process.exit(1);
}

const started = Date.now();
const site = await startWordPressSite();
console.log(`WordPress ${site.siteUrl} started in ${Date.now() - started} ms (WPS_WORDPRESS_DIR=${site.dir})`);
// Ctrl-C reaches PHPUnit too; the site's servers run in their own process groups and need stopping.
process.once("SIGINT", () => void site.stop().finally(() => process.exit(130)));
let code: number;
try {
  code = await phpunit(site);
  // The site's debug.log goes with it; what WordPress logged may explain a failure.
  for (const error of site.phpErrors()) console.error(`WordPress debug.log: ${error}`);
} finally {
  await site.stop();
}
process.exit(code);
