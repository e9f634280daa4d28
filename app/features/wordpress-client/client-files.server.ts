import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folder every plugin zip carries as `<slug>/licence-client/`. */
export const clientFolderName = "licence-client";

/**
 * The repository's `wordpress-client/` folder. Searched upwards from this module because the
 * module runs both from its source file (seed, scripts) and from the bundled server build.
 */
function clientRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "wordpress-client");
    if (existsSync(path.join(candidate, clientFolderName, "load.php"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("wordpress-client/licence-client/load.php not found above the server's files");
    dir = parent;
  }
}

function filesBelow(root: string, dir = ""): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return filesBelow(root, relative);
      return entry.isFile() ? [relative] : [];
    });
}

export type ClientFiles = Map<string, Uint8Array>;

let runtimeFiles: ClientFiles | undefined;

/** The client's runtime files (PHP and translations), keyed by their path inside `licence-client/`. */
export function licenseClientFiles(): ClientFiles {
  if (!runtimeFiles) {
    const folder = path.join(clientRoot(), clientFolderName);
    runtimeFiles = new Map(filesBelow(folder).map((file) => [file, new Uint8Array(readFileSync(path.join(folder, file)))]));
  }
  return runtimeFiles;
}

/**
 * What a plugin developer downloads from the admin area: the runtime folder with the client's
 * README and licence, keyed by their path inside `wordpress-client/`.
 */
export function licenseClientKit(): ClientFiles {
  const root = clientRoot();
  const kit: ClientFiles = new Map();
  for (const file of ["README.md", "COPYING"]) {
    if (existsSync(path.join(root, file))) kit.set(file, new Uint8Array(readFileSync(path.join(root, file))));
  }
  for (const [file, bytes] of licenseClientFiles()) kit.set(path.posix.join(clientFolderName, file), bytes);
  return kit;
}
