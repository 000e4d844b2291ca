import { createCookieSessionStorage } from "@remix-run/node";
import { createToastUtilsWithCustomSession } from "remix-toast";

import { appConfig } from "./config.server";

/**
 * Flash messages (SPEC §8) in their own signed cookie, read once by the root
 * loader: shown as toasts with JavaScript and as a status region without it.
 */
const toastStorage = createCookieSessionStorage({
  cookie: {
    name: "toast",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secrets: appConfig.sessionSecrets,
    secure: appConfig.forceSecureCookies,
  },
});

export const { getToast, redirectWithError, redirectWithSuccess, jsonWithError } =
  createToastUtilsWithCustomSession(toastStorage);

/** The Set-Cookie header of a toast, for responses built elsewhere (e.g. a form's validation answer). */
export async function errorToastHeaders(message: string, headers: Headers = new Headers()): Promise<Headers> {
  const carrier = await jsonWithError(null, message);
  const cookie = carrier.headers.get("Set-Cookie");
  if (cookie) headers.append("Set-Cookie", cookie);
  return headers;
}
