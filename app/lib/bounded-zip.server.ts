// Reading zip archives someone else made (release uploads, backup archives) without trusting them
// (decision 043): the central directory is parsed here, its entry count and declared sizes are
// checked before anything is inflated, and an entry is inflated in small steps that stop at a byte
// cap, so neither a lying size nor a deflate bomb can make the process allocate or work more than
// the caps allow. The inflating itself runs in zlib's thread pool, a piece at a time (decision 051).
import type { TransformOptions } from "node:stream";
import { createInflateRaw, type ZlibOptions } from "node:zlib";

/** Why an archive is refused; each reason has its own message for whoever sent it. */
export type ZipRefusalReason = "notZip" | "tooManyEntries" | "inflatesTooLarge" | "damaged";

export class ZipRefusal extends Error {
  readonly reason: ZipRefusalReason;

  constructor(reason: ZipRefusalReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else cannot be read here. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** The uncompressed size the central directory declares: a claim, checked while inflating. */
  size: number;
  localHeaderOffset: number;
}

export interface ZipDirectoryLimits {
  maxEntries: number;
  /** The sum of every entry's declared uncompressed size. */
  maxTotalBytes: number;
  /** Entries above `ratioCheckFromBytes` may inflate to at most this many times their compressed size. */
  maxRatio?: number;
  ratioCheckFromBytes?: number;
}

const endOfDirectorySignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EndSignature = 0x06064b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;

const notZip = () => new ZipRefusal("notZip", "not a zip archive (no readable central directory)");

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function u64(view: DataView, offset: number): number {
  const value = view.getBigUint64(offset, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw notZip();
  return Number(value);
}

/** Where the central directory is and how many entries it claims, from the end records (zip64 too). */
function directoryLocation(bytes: Uint8Array): { count: number; offset: number; size: number; end: number } {
  const view = viewOf(bytes);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === endOfDirectorySignature) {
      end = at;
      break;
    }
  }
  if (end < 0) throw notZip();
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0) throw notZip();
  let count = view.getUint16(end + 10, true);
  let size = view.getUint32(end + 12, true);
  let offset = view.getUint32(end + 16, true);
  if ((count === 0xffff || size === 0xffffffff || offset === 0xffffffff) && end >= 20 && view.getUint32(end - 20, true) === zip64LocatorSignature) {
    const zip64End = u64(view, end - 12);
    if (zip64End + 56 > bytes.length || view.getUint32(zip64End, true) !== zip64EndSignature) throw notZip();
    count = u64(view, zip64End + 32);
    size = u64(view, zip64End + 40);
    offset = u64(view, zip64End + 48);
  }
  return { count, offset, size, end };
}

/** Sizes and offset of a central directory entry whose 32-bit fields say "see the zip64 extra field". */
function applyZip64Extra(view: DataView, extraStart: number, extraLength: number, entry: ZipEntry): void {
  let at = extraStart;
  while (at + 4 <= extraStart + extraLength) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const take = () => {
        if (field + 8 > Math.min(at + 4 + length, extraStart + extraLength)) throw notZip();
        const value = u64(view, field);
        field += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = take();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = take();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = take();
      return;
    }
    at += 4 + length;
  }
}

/**
 * Every entry of the archive's central directory, refused (ZipRefusal) when it is not a zip, has
 * more entries than `limits.maxEntries` (checked before a single entry is read) or declares more
 * uncompressed bytes, or a higher compression ratio, than the limits allow. Nothing is inflated.
 */
export function readZipDirectory(bytes: Uint8Array, limits: ZipDirectoryLimits): ZipEntry[] {
  try {
    return directoryEntries(bytes, limits);
  } catch (error) {
    // A field pointing past the end of the bytes (DataView's RangeError) is a broken zip, not a server error.
    if (error instanceof ZipRefusal) throw error;
    throw notZip();
  }
}

function directoryEntries(bytes: Uint8Array, limits: ZipDirectoryLimits): ZipEntry[] {
  if (bytes.length < 22) throw notZip();
  const location = directoryLocation(bytes);
  if (location.count > limits.maxEntries) {
    throw new ZipRefusal("tooManyEntries", `the archive has ${location.count} entries; at most ${limits.maxEntries} are accepted`);
  }
  if (location.offset + location.size > location.end) throw notZip();
  const view = viewOf(bytes);
  const utf8 = new TextDecoder("utf-8", { fatal: false });
  const entries: ZipEntry[] = [];
  let totalBytes = 0;
  let at = location.offset;
  const directoryEnd = location.offset + location.size;
  for (let index = 0; index < location.count; index += 1) {
    if (at + 46 > directoryEnd || view.getUint32(at, true) !== directoryEntrySignature) throw notZip();
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > directoryEnd) throw notZip();
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const entry: ZipEntry = {
      // Bit 11: UTF-8 names; older tools write code page 437, read here byte by byte.
      name: flags & 0x800 ? utf8.decode(nameBytes) : Buffer.from(nameBytes).toString("latin1"),
      method: view.getUint16(at + 10, true),
      encrypted: (flags & 1) === 1,
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    applyZip64Extra(view, at + 46 + nameLength, extraLength, entry);
    if (entry.localHeaderOffset + 30 + entry.compressedSize > location.offset) throw notZip();
    totalBytes += entry.size;
    if (totalBytes > limits.maxTotalBytes) {
      throw new ZipRefusal("inflatesTooLarge", `the archive's entries would inflate to more than ${limits.maxTotalBytes} bytes`);
    }
    const { maxRatio, ratioCheckFromBytes = 0 } = limits;
    if (maxRatio !== undefined && entry.size > ratioCheckFromBytes && entry.size > maxRatio * Math.max(entry.compressedSize, 1)) {
      throw new ZipRefusal("inflatesTooLarge", `${entry.name} would inflate ${Math.round(entry.size / Math.max(entry.compressedSize, 1))} times its size`);
    }
    entries.push(entry);
    at = next;
  }
  return entries;
}

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = viewOf(bytes);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== localHeaderSignature) throw new ZipRefusal("damaged", `${entry.name} has no local header`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ZipRefusal("damaged", `${entry.name} ends after the archive`);
  return bytes.subarray(start, start + entry.compressedSize);
}

export interface InflateBounds {
  /** Refuse (damaged) an entry that needs more compressed bytes than this before the reader stops. */
  maxInputBytes?: number;
  /**
   * The size of the pieces the inflater hands out. It inflates a piece only when the reader has
   * taken the one before (and one more is buffered), so a reader that stops has caused at most two
   * pieces more than it took, whatever the data would inflate to.
   */
  pieceBytes?: number;
  /** Counts what the inflating cost, for whoever wants to know (tests, the bench). */
  meter?: InflateMeter;
}

export interface InflateMeter {
  /** Uncompressed bytes handed to the reader. */
  inflatedBytes: number;
  /** Compressed bytes the inflater consumed (deflate inflates at most 1032 times this). */
  compressedBytes: number;
}

/**
 * The entry's uncompressed bytes in pieces, inflated as the reader asks for them by Node's zlib in
 * its thread pool (decision 051), so the event loop turns between pieces. Refuses (damaged) an
 * entry that cannot be read, whose deflate data is corrupt or truncated, that inflates to more
 * bytes than its declared size, or that needs more than `maxInputBytes` of compressed data before
 * the reader stops; a reader that stops iterating stops the inflating.
 */
export async function* entryChunks(
  bytes: Uint8Array,
  entry: ZipEntry,
  { maxInputBytes = Number.POSITIVE_INFINITY, pieceBytes = 64 * 1024, meter }: InflateBounds = {},
): AsyncGenerator<Uint8Array, void, undefined> {
  if (entry.encrypted || (entry.method !== 0 && entry.method !== 8))
    throw new ZipRefusal("damaged", `${entry.name} is encrypted or compressed with an unsupported method`);
  const data = entryData(bytes, entry);
  if (entry.method === 0) {
    if (data.length !== entry.size) throw new ZipRefusal("damaged", `${entry.name} is stored with a size other than declared`);
    for (let offset = 0; offset < data.length; offset += pieceBytes) {
      const piece = data.subarray(offset, offset + pieceBytes);
      if (meter) meter.inflatedBytes += piece.length;
      yield piece;
    }
    return;
  }
  const input = data.subarray(0, Math.min(data.length, maxInputBytes));
  // Node hands stream options on to the zlib stream; its types name only zlib's own.
  const options: ZlibOptions & Pick<TransformOptions, "readableHighWaterMark"> = { chunkSize: pieceBytes, readableHighWaterMark: pieceBytes };
  const inflater = createInflateRaw(options);
  inflater.end(input);
  let produced = 0;
  try {
    for await (const piece of inflater as AsyncIterable<Buffer>) {
      produced += piece.length;
      if (meter) meter.inflatedBytes += piece.length;
      if (produced > entry.size) throw new ZipRefusal("damaged", `${entry.name} inflates to more than its declared ${entry.size} bytes`);
      yield piece;
    }
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    if (input.length < data.length) throw new ZipRefusal("damaged", `${entry.name} needs more than ${maxInputBytes} compressed bytes for what is read of it`);
    throw new ZipRefusal("damaged", `${entry.name} holds corrupt or truncated deflate data`);
  } finally {
    inflater.destroy();
    if (meter) meter.compressedBytes += inflater.bytesWritten;
  }
  if (produced !== entry.size) throw new ZipRefusal("damaged", `${entry.name} does not inflate to its declared ${entry.size} bytes`);
}

/**
 * The first `cap` bytes of an entry (all of it when shorter), inflating no further than that and
 * a piece beyond. Refuses as entryChunks does, and an entry that needs more than `maxInputBytes` of
 * compressed data for them: a real compressor needs about `cap` bytes (stored: `cap` and 5 per
 * block; Huffman tables: a few hundred bytes per block), a stream of empty blocks needs any amount.
 */
export async function entryStart(
  bytes: Uint8Array,
  entry: ZipEntry,
  cap: number,
  { maxInputBytes = 2 * cap + 4096, meter }: Omit<InflateBounds, "pieceBytes"> = {},
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const piece of entryChunks(bytes, entry, { maxInputBytes, pieceBytes: 4096, meter })) {
    const part = piece.subarray(0, cap - length);
    parts.push(part);
    length += part.length;
    if (length >= cap) break;
  }
  return Buffer.concat(parts, length);
}
