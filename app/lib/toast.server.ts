import { createCookieSessionStorage } from "@remix-run/node";
import { createToastUtilsWithCustomSession } from "remix-toast";

import { appConfig } from "./config.server";

/** SPEC §8 flash messages: toasts with JavaScript, a status region without. */
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
