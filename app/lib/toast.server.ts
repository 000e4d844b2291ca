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

export const { getToast, jsonWithError, jsonWithSuccess, redirectWithError, redirectWithSuccess } =
  createToastUtilsWithCustomSession(toastStorage);
