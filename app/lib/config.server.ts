/** Settings of the web app itself (DESIGN §7); the API reads its own in server/config.ts. */
export const appConfig = {
  contactEmail: process.env.CONTACT_EMAIL || "kontakt@wfzawf.pl",
  /** The congress city whose agenda the public agenda page shows first. */
  defaultEvent: process.env.DEFAULT_EVENT || "warszawa",
  /** Seconds between the browser's checks for a new deployment (0 turns them off). */
  versionCheckInterval: Number(process.env.VERSION_CHECK_INTERVAL ?? 300),
};
