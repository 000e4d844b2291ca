import type { IncomingMessage } from "node:http";

import type { ApiContext } from "./context";

/** By web/forwarding.ts's rule (ASVS V7.1): only hops a trusted proxy appended, so a caller cannot pick its address. */
export function clientAddress(c: ApiContext): string | null {
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
  if (socket === undefined) return hops.at(-1) ?? null;
  return addressAfterTrustedHops([...hops, socket], c.get("deps").config.trustedProxyHops);
}

export function addressAfterTrustedHops(chain: string[], trustedHops: number): string {
  return chain[Math.max(0, chain.length - 1 - trustedHops)]!;
}
