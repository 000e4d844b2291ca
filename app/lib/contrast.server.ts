import { createCookie } from "@remix-run/node";

import { isSecureRequest } from "./http/security-headers.server";

/** SPEC §2 'contrast': a cookie, so it works without JavaScript. */
const contrastCookie = createCookie("contrast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60 * 60 * 24 * 365,
});

export async function readContrast(request: Request): Promise<boolean> {
  return (await contrastCookie.parse(request.headers.get("Cookie"))) === "high";
}

export async function contrastSetCookieHeader(request: Request, high: boolean): Promise<string> {
  const secure = isSecureRequest(request);
  return high ? contrastCookie.serialize("high", { secure }) : contrastCookie.serialize("", { secure, maxAge: 0 });
}
