import { setImmediate as nextTurn } from "node:timers/promises";
import { strFromU8 } from "fflate";
import { entryStart, type InflateMeter, readZipDirectory, type ZipDirectoryLimits, type ZipEntry } from "../../lib/bounded-zip.server.ts";
import { clientFolderName } from "./client-files.server.ts";

/** What an uploaded release zip says about itself, read the way WordPress reads a plugin. */
export interface PluginZipFacts {
  /** Path of the PHP file with the `Plugin Name:` header. */
  mainFile: string;
  version: string | null;
  updateUri: string | null;
  /** The zip carries our licence client (`<folder>/licence-client/load.php`). */
  hasLicenseClient: boolean;
}

/** WordPress reads a plugin's headers from the first 8 KiB of its main file. */
const headerBytes = 8192;

/** Plugin files WordPress looks at: PHP files at the top of the zip or of its one plugin folder. */
function isMainFileCandidate(name: string): boolean {
  return /^(?:[^/]+\/)?[^/]+\.php$/i.test(name);
}

/** One header as WordPress's get_file_data() reads it: `Name: value` on a comment line. */
export function headerValueOf(source: string, name: string): string | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`^(?:[ \\t]*<\\?php)?[ \\t/*#@]*${escaped}:(.*)$`, "im").exec(source);
  const value = match?.[1]?.replace(/\s*(?:\*\/|\?>).*/, "").trim();
  return value ? value : null;
}

/**
 * What a release zip may be (decision 043). WordPress itself sets no limits; these leave room for
 * large plugins (thousands of files, hundreds of MB unpacked) and refuse what only a bomb is: a
 * larger total, or an entry over 1 MiB that inflates more than 1000 times (deflate's limit is 1032,
 * reached by runs of one byte; code compresses 3–10 times, repetitive data a few hundred times).
 */
export const releaseZipLimits: ZipDirectoryLimits = { maxEntries: 10_000, maxTotalBytes: 512 * 1024 * 1024, maxRatio: 1000, ratioCheckFromBytes: 1024 * 1024 };

/** Main-file candidates read before giving up: WordPress looks at all, real plugins have a handful. */
const maxCandidatesRead = 100;

function byDepthThenName(a: ZipEntry, b: ZipEntry): number {
  return a.name.split("/").length - b.name.split("/").length || a.name.localeCompare(b.name);
}

/**
 * The main file's headers and whether the licence client is inside, or undefined when no PHP file
 * has a `Plugin Name:` header (WordPress would answer "No valid plugins were found"). Only the first
 * 8 KiB of each candidate main file are inflated, one candidate at a time, each in zlib's thread
 * pool and after a turn of the event loop (decision 051); an archive over the limits or with a
 * damaged candidate is refused with a ZipRefusal. `meter` counts what was inflated.
 */
export async function inspectPluginZip(bytes: Uint8Array, { meter }: { meter?: InflateMeter } = {}): Promise<PluginZipFacts | undefined> {
  const entries = readZipDirectory(bytes, releaseZipLimits);
  const clientLoader = new RegExp(`^[^/]+/${clientFolderName}/load\\.php$`);
  const hasLicenseClient = entries.some((entry) => clientLoader.test(entry.name));
  const candidates = entries.filter((entry) => isMainFileCandidate(entry.name)).sort(byDepthThenName).slice(0, maxCandidatesRead);
  for (const entry of candidates) {
    // Other requests go first: reading up to 100 candidates is many small pieces of work, not one long one.
    await nextTurn();
    const source = strFromU8(await entryStart(bytes, entry, headerBytes, { meter }));
    if (!headerValueOf(source, "Plugin Name")) continue;
    return { mainFile: entry.name, version: headerValueOf(source, "Version"), updateUri: headerValueOf(source, "Update URI"), hasLicenseClient };
  }
  return undefined;
}
