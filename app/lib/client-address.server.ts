import { createHmac, createSecretKey, type KeyObject } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/** Used when SESSION_SECRET is not set, so the hashes are at least not plain SHA-256 of an address. */
const fallbackKey = "wp-studio/client-address";

/**
 * The part of an address one client controls: an IPv4 address, or the /64 network of an IPv6
 * address (providers hand each customer at least a /64, so the full address would be free to vary).
 */
export function clientNetwork(address: string): string {
  const unmapped = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIPv4(unmapped) || !isIPv6(unmapped)) return unmapped;
  const withoutZone = unmapped.split("%")[0] ?? unmapped;
  const [head = "", tail] = withoutZone.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0");
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${groups.map((group) => group.replace(/^0+(?=.)/, "").toLowerCase()).join(":")}::/64`;
}

/** Importing the secret as a key on every request cost more than the hash itself; a process has one secret. */
const hmacKeys = new Map<string, KeyObject>();

function hmacKey(secret: string): KeyObject {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    hmacKeys.set(secret, key);
  }
  return key;
}

/**
 * A keyed hash of the client's network for per-client limits that hold across processes; the
 * address itself is never stored.
 */
export function hashClientAddress(address: string | undefined, secret: string | undefined): string {
  return createHmac("sha256", hmacKey(secret ?? fallbackKey))
    .update(address ? clientNetwork(address) : "unknown")
    .digest("hex");
}
