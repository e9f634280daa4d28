// Test support, not part of the site: a process killed with SIGKILL while the file store writes a
// file, as `kill -9` during a release upload would leave it.
import { spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const fileStoreModule = fileURLToPath(new URL("../../app/features/file-store/file-store.server.ts", import.meta.url));

/** A child process whose file store is writing `key` below `dataDir` (one MiB, then nothing) is killed; answers the `.part` file it left. */
export async function killedWhileWriting(dataDir: string, key: string): Promise<string> {
  const script = `
    import { fileSystemStore } from ${JSON.stringify(fileStoreModule)};
    async function* neverEnding() {
      yield new Uint8Array(1024 * 1024).fill(80);
      await new Promise(() => setInterval(() => {}, 60_000));
    }
    await fileSystemStore(process.argv[1]).put(${JSON.stringify(key)}, neverEnding());
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script, dataDir], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const folder = path.join(dataDir, ...path.posix.dirname(key).split("/"));
  const written = () => {
    const parts = (() => {
      try {
        return readdirSync(folder).filter((name) => name.endsWith(".part"));
      } catch {
        return [];
      }
    })();
    const file = parts[0] && path.join(folder, parts[0]);
    return file && statSync(file).size === 1024 * 1024 ? file : undefined;
  };
  try {
    for (;;) {
      const file = written();
      if (file) return file;
      if (child.exitCode !== null) throw new Error(`the writing process ended before it wrote: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }
  }
}
