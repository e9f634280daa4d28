import { describe, expect, it } from "vitest";
import { clientNetwork, hashClientAddress } from "./client-address.server.ts";

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
});
