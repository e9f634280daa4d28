import { strFromU8, unzipSync } from "fflate";
import { clientFolderName } from "./client-files.server.ts";

/** What an uploaded release zip says about itself, read the way WordPress reads a plugin. */
export interface PluginZipFacts {
  /** Path of the PHP file with the `Plugin Name:` header. */
  mainFile: string;
  version: string | null;
  updateUri: string | null;
  /** The zip carries our licence client (`<folder>/licence-client/load.php`). */
  hasLicenceClient: boolean;
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
 * The main file's headers and whether the licence client is inside, or undefined when no PHP file
 * has a `Plugin Name:` header (WordPress would answer "No valid plugins were found").
 * Only the candidate main files are decompressed.
 */
export function inspectPluginZip(bytes: Uint8Array): PluginZipFacts | undefined {
  let hasLicenceClient = false;
  const files = unzipSync(bytes, {
    filter: (entry) => {
      if (new RegExp(`^[^/]+/${clientFolderName}/load\\.php$`).test(entry.name)) hasLicenceClient = true;
      return isMainFileCandidate(entry.name);
    },
  });
  const candidates = Object.keys(files).sort((a, b) => a.split("/").length - b.split("/").length || a.localeCompare(b));
  for (const mainFile of candidates) {
    const source = strFromU8((files[mainFile] as Uint8Array).subarray(0, headerBytes));
    if (!headerValueOf(source, "Plugin Name")) continue;
    return { mainFile, version: headerValueOf(source, "Version"), updateUri: headerValueOf(source, "Update URI"), hasLicenceClient };
  }
  return undefined;
}
