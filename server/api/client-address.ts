import type { IncomingMessage } from "node:http";

import type { ApiContext } from "./context";

/**
 * The client's address, by the rule the web server follows (web/forwarding.ts,
 * ASVS V7.1.x): the X-Forwarded-For hops a trusted proxy appended, read from
 * the right, and no further. Called over the network (npm run start:api),
 * TRUST_PROXY says how many proxies stand in front (the web app is one);
 * with none, the socket's address is the client's and the header is ignored,
 * so a caller cannot pick the address its limits are counted under. Called in
 * process, the web app in this same process is the one proxy: its own
 * resolved address is the last hop.
 */
export function clientAddress(c: ApiContext): string | null {
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
  if (socket === undefined) return hops.at(-1) ?? null;
  return addressAfterTrustedHops([...hops, socket], c.get("deps").config.trustedProxyHops);
}

/** `chain` is X-Forwarded-For's hops and then the socket's address; the client is the first one not vouched for. */
export function addressAfterTrustedHops(chain: string[], trustedHops: number): string {
  return chain[Math.max(0, chain.length - 1 - trustedHops)]!;
}
