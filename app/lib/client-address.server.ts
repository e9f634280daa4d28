import { createHmac, createSecretKey, type KeyObject } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/** Used when SESSION_SECRET is not set, so the hashes are at least not plain SHA-256 of an address. */
const fallbackKey = "wp-studio/client-address";

/** The eight 16-bit groups of an IPv6 address (zone dropped), or null for anything else. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  const withoutZone = address.split("%")[0] ?? address;
  const [head = "", tail] = withoutZone.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups; it never reaches a prefix counted here.
  const tailLength = tailGroups.reduce((groups, group) => groups + (group.includes(".") ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - headGroups.length - tailLength)).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].map((group) => (group.includes(".") ? 0 : Number.parseInt(group, 16)));
}

function unmappedAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}

/** The first `prefixLength` bits (at most 64) of an IPv6 address, written as `a:b:c:d::/n`. */
function ipv6Prefix(groups: number[], prefixLength: number): string {
  const kept = groups.slice(0, 4).map((group, index) => {
    const bits = Math.min(16, Math.max(0, prefixLength - index * 16));
    return bits === 0 ? 0 : group & (0xffff << (16 - bits)) & 0xffff;
  });
  return `${kept.map((group) => group.toString(16)).join(":")}::/${prefixLength}`;
}

/**
 * The part of an address one client controls: an IPv4 address, or the /64 network of an IPv6
 * address (providers hand each customer at least a /64, so the full address would be free to vary).
 */
export function clientNetwork(address: string): string {
  const unmapped = unmappedAddress(address);
  const groups = isIPv4(unmapped) ? null : ipv6Groups(unmapped);
  return groups ? ipv6Prefix(groups, 64) : unmapped;
}

/**
 * The wider IPv6 networks a client is also counted in, with how many times the per-client limit
 * each gets (decision 039): many providers hand a customer a /56, so one who rotates /64s inside it
 * meets the same limit there; a /48 (an organisation's, or a provider's block of /56s) gets four
 * times the limit. IPv4 clients are counted by their address only.
 */
export const widerNetworkLimits = [
  { prefixLength: 56, limitFactor: 1 },
  { prefixLength: 48, limitFactor: 4 },
] as const;

/** A network a client is counted in, as a keyed hash, with how many times a per-client limit it gets. */
export interface CountedNetwork {
  hash: string;
  limitFactor: number;
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

/**
 * Every network a client's requests count toward, its own (hashClientAddress) first: for IPv6 also
 * its /56 and /48 (widerNetworkLimits). Per-client limits hold for each of them, scaled by its factor.
 */
export function countedNetworks(address: string | undefined, secret: string | undefined): [CountedNetwork, ...CountedNetwork[]] {
  const own = { hash: hashClientAddress(address, secret), limitFactor: 1 };
  const unmapped = address ? unmappedAddress(address) : "";
  const groups = isIPv4(unmapped) ? null : ipv6Groups(unmapped);
  if (!groups) return [own];
  const key = hmacKey(secret ?? fallbackKey);
  return [
    own,
    ...widerNetworkLimits.map(({ prefixLength, limitFactor }) => ({
      hash: createHmac("sha256", key).update(ipv6Prefix(groups, prefixLength)).digest("hex"),
      limitFactor,
    })),
  ];
}

/**
 * Every network a client's requests count toward, as plain prefixes, its own (clientNetwork) first:
 * for IPv6 also its /56 and /48 (widerNetworkLimits). For limits kept in this process's memory,
 * where a keyed hash (countedNetworks) would cost a hash per request for nothing.
 */
export function clientNetworks(address: string): [{ network: string; limitFactor: number }, ...{ network: string; limitFactor: number }[]] {
  const unmapped = unmappedAddress(address);
  const groups = isIPv4(unmapped) ? null : ipv6Groups(unmapped);
  if (!groups) return [{ network: unmapped, limitFactor: 1 }];
  return [
    { network: ipv6Prefix(groups, 64), limitFactor: 1 },
    ...widerNetworkLimits.map(({ prefixLength, limitFactor }) => ({ network: ipv6Prefix(groups, prefixLength), limitFactor })),
  ];
}
