import path from "node:path";

/** Uploaded images live in the file store under media/ (DATA_DIR/media on SQLite) and are served at /media/… */
export const mediaFolder = "media";
const mediaUrlPrefix = "/media/";

/**
 * The only names /media serves: lowercase words in at most three folders and an image extension.
 * No dots but the extension's, so no `..`, no hidden files and no second extension.
 */
export const mediaName = /^(?:[a-z0-9][a-z0-9-]*\/){0,3}[a-z0-9][a-z0-9-]*\.(png|jpg|webp|gif|avif)$/;

export function mediaUrlOf(name: string): string {
  return `${mediaUrlPrefix}${name}`;
}

/** The file store's key of a /media URL, or undefined for any other image path (such as /images/…). */
export function mediaFileOf(url: string | null): string | undefined {
  if (!url?.startsWith(mediaUrlPrefix)) return undefined;
  const name = url.slice(mediaUrlPrefix.length);
  return mediaName.test(name) ? path.posix.join(mediaFolder, name) : undefined;
}
