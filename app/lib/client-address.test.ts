import { describe, expect, it } from "vitest";
import { clientNetwork, countedNetworks, hashClientAddress } from "./client-address.server.ts";

describe("client address", () => {
  it("limits IPv4 clients by address and IPv6 clients by their /64 network", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("2001:db8:0:12:a:b:c:d")).toBe("2001:db8:0:12::/64");
    expect(clientNetwork("2001:0DB8:0000:0012::1")).toBe("2001:db8:0:12::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("hashes with the secret, so equal networks match and nothing reveals the address", () => {
    const secret = "s".repeat(32);
    const hash = hashClientAddress("2001:db8:0:12::1", secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashClientAddress("2001:db8:0:12:ffff::2", secret)).toBe(hash);
    expect(hashClientAddress("2001:db8:0:13::1", secret)).not.toBe(hash);
    expect(hashClientAddress("2001:db8:0:12::1", "t".repeat(32))).not.toBe(hash);
    expect(hashClientAddress("203.0.113.7", undefined)).toBe(hashClientAddress("203.0.113.7", undefined));
    expect(hashClientAddress(undefined, secret)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("counts an IPv6 client also in its /56 at the same limit and its /48 at four times it; an IPv4 client by its address only", () => {
    const secret = "s".repeat(32);
    const [own, of56, of48, ...more] = countedNetworks("2001:db8:7:1234::1", secret);
    expect(more).toEqual([]);
    expect(own).toEqual({ hash: hashClientAddress("2001:db8:7:1234::1", secret), limitFactor: 1 });
    expect(of56?.limitFactor).toBe(1);
    expect(of48?.limitFactor).toBe(4);
    const hashes = (address: string) => countedNetworks(address, secret).map((network) => network.hash);
    // Another /64 of the same /56; another /56 of the same /48; another /48.
    expect(hashes("2001:db8:7:12ff:a::9").slice(1)).toEqual([of56?.hash, of48?.hash]);
    expect(hashes("2001:db8:7:1234:ffff::")[0]).toBe(own.hash);
    expect(hashes("2001:db8:7:1300::1")).toEqual([expect.not.stringMatching(own.hash), expect.not.stringMatching(of56?.hash ?? ""), of48?.hash]);
    expect(hashes("2001:db8:8:1234::1")[2]).not.toBe(of48?.hash);
    expect(new Set([own.hash, of56?.hash, of48?.hash]).size).toBe(3);
    expect(countedNetworks("203.0.113.7", secret)).toEqual([{ hash: hashClientAddress("203.0.113.7", secret), limitFactor: 1 }]);
    expect(countedNetworks("::ffff:203.0.113.7", secret)).toHaveLength(1);
    expect(countedNetworks(undefined, secret)).toHaveLength(1);
  });
});
