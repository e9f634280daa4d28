/**
 * The file name a `Content-Disposition` header suggests: the RFC 5987 `filename*` (UTF-8, percent
 * encoded) wins over the plain `filename`. Path parts are dropped, so the name can never point
 * outside the download folder; without a usable name the fallback is used.
 */
export function fileNameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)'[^']*'([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  }
  const baseName = name?.split(/[/\\]/).pop()?.trim();
  return baseName && baseName !== "." && baseName !== ".." ? baseName : fallback;
}
