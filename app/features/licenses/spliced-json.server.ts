import zlib from "node:zlib";

/**
 * The unchanging start of JSON answers (a cached plugin's fields), with its gzip compression made
 * once. An update check answers that start plus a short tail (the signed package link, the
 * message): compressing the whole answer per request cost more than everything else the call does,
 * so the start is compressed once and the tail appended as an uncompressed deflate block.
 */
export class JsonPrefix {
  readonly text: string;
  private deflated: { bytes: Buffer; crc: number; length: number } | undefined;

  /** `text`: a JSON object's text without its closing brace. */
  constructor(text: string) {
    this.text = text;
  }

  /**
   * Raw deflate ending in a full flush (byte-aligned, no final block, no back-references a later
   * block could need), so any deflate blocks may follow it.
   */
  compressed(): { bytes: Buffer; crc: number; length: number } {
    if (!this.deflated) {
      const bytes = Buffer.from(this.text);
      this.deflated = { bytes: zlib.deflateRawSync(bytes, { finishFlush: zlib.constants.Z_FULL_FLUSH }), crc: zlib.crc32(bytes), length: bytes.length };
    }
    return this.deflated;
  }
}

/** A JSON answer: a cached prefix and the rest of the text, closing brace included. */
export interface SplicedJson {
  prefix: JsonPrefix;
  tail: string;
}

/** `object`'s JSON text as a prefix to which more fields can be appended. */
export function jsonPrefixOf(object: Record<string, unknown>): JsonPrefix {
  return new JsonPrefix(JSON.stringify(object).slice(0, -1));
}

/**
 * The prefix's object with `more`'s fields appended: the same text as serialising both spread into
 * one object, when they share no field.
 */
export function withFields(prefix: JsonPrefix, more: Record<string, unknown>): SplicedJson {
  return { prefix, tail: `,${JSON.stringify(more).slice(1)}` };
}

/** The prefix's object as it is. */
export function whole(prefix: JsonPrefix): SplicedJson {
  return { prefix, tail: "}" };
}

export function textOf(json: SplicedJson): string {
  return json.prefix.text + json.tail;
}

/** Deflate's stored blocks hold at most this many bytes each. */
const storedBlockMax = 0xffff;

/** The answer as one gzip member (RFC 1952): header, the cached deflate, the tail in stored blocks, CRC and size. */
export function gzipOf(json: SplicedJson): Buffer {
  const start = json.prefix.compressed();
  const tail = Buffer.from(json.tail);
  const parts: Buffer[] = [Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]), start.bytes];
  for (let offset = 0; offset < tail.length || offset === 0; offset += storedBlockMax) {
    const chunk = tail.subarray(offset, offset + storedBlockMax);
    const header = Buffer.alloc(5);
    // BFINAL on the last block, BTYPE 00 (stored); LEN and its one's complement, little-endian.
    header[0] = offset + storedBlockMax >= tail.length ? 1 : 0;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    parts.push(header, chunk);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(tail, start.crc), 0);
  trailer.writeUInt32LE((start.length + tail.length) % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
