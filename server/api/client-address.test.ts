import { addressAfterTrustedHops } from "./client-address";

// ASVS V7.1.x, V2.2.1: the address per-IP limits count under is never the one a caller claims.
describe("the client's address by the number of trusted proxies (TRUST_PROXY)", () => {
  const socket = "10.0.0.2";

  it("with no trusted proxy, is the socket's address whatever X-Forwarded-For says", () => {
    expect(addressAfterTrustedHops([socket], 0)).toBe(socket);
    expect(addressAfterTrustedHops(["203.0.113.9", socket], 0)).toBe(socket);
  });

  it("with N trusted proxies, is the Nth hop from the right", () => {
    // The client claimed 198.51.100.1; the one trusted proxy appended the address it saw.
    expect(addressAfterTrustedHops(["198.51.100.1", "203.0.113.9", socket], 1)).toBe("203.0.113.9");
    expect(addressAfterTrustedHops(["198.51.100.1", "203.0.113.9", socket], 2)).toBe("198.51.100.1");
  });

  it("with more trusted proxies than hops, is the leftmost address there is", () => {
    expect(addressAfterTrustedHops(["203.0.113.9", socket], 5)).toBe("203.0.113.9");
  });
});
