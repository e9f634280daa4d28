import { randomBytes } from "node:crypto";

/**
 * Crockford's base-32 alphabet: digits and upper-case letters without I, L, O and U, so a key read
 * aloud or typed from paper cannot be mistaken. 32 symbols carry 5 bits each.
 */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const prefix = "WPS";
const groupCount = 5;
const groupLength = 5;
/** 5 × 5 symbols × 5 bits = 125 random bits. */
const symbolCount = groupCount * groupLength;

function formatKey(symbols: string): string {
  const groups: string[] = [];
  for (let start = 0; start < symbols.length; start += groupLength) groups.push(symbols.slice(start, start + groupLength));
  return [prefix, ...groups].join("-");
}

/** A new licence key such as `WPS-7K2QD-M9XRT-0HCVB-YP4NE-S3JWA`. */
export function generateLicenseKey(): string {
  // 256 is a multiple of 32, so taking the low five bits of each byte keeps every symbol equally likely.
  const bytes = randomBytes(symbolCount);
  let symbols = "";
  for (const byte of bytes) symbols += alphabet[byte & 31];
  return formatKey(symbols);
}

/**
 * The stored form of a key someone typed or pasted, or null when it cannot be a key of ours.
 * Tolerates surrounding and inner spaces, missing or extra dashes, lower case, a missing prefix and
 * the letters Crockford's alphabet reads as digits (O as 0, I and L as 1).
 */
export function normaliseLicenseKey(input: string): string | null {
  let compact = input.toUpperCase().replace(/[\s\-_]+/g, "");
  if (compact.length === prefix.length + symbolCount && compact.startsWith(prefix)) compact = compact.slice(prefix.length);
  compact = compact.replace(/O/g, "0").replace(/[IL]/g, "1");
  if (compact.length !== symbolCount) return null;
  for (const symbol of compact) if (!alphabet.includes(symbol)) return null;
  return formatKey(compact);
}

/** The key with every group but the last hidden, for lists and e-mails that must not reveal it. */
export function maskLicenseKey(key: string): string {
  const groups = key.split("-");
  const last = groups.at(-1) ?? "";
  return [prefix, ...Array.from({ length: Math.max(groups.length - 2, 0) }, () => "•".repeat(groupLength)), last].join("-");
}
