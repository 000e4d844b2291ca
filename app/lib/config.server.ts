/** Settings of the web app itself (DESIGN §7); the API reads its own in server/config.ts. */
export const appConfig = {
  contactEmail: process.env.CONTACT_EMAIL || "kontakt@wfzawf.pl",
  /** The congress city whose agenda the public agenda page shows first. */
  defaultEvent: process.env.DEFAULT_EVENT || "warszawa",
};
