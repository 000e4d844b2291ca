/**
 * Keys that sign the app's cookies. `npm start` provides a generated one
 * outside production and refuses to start in production without it; tests
 * and `remix dev` fall back to a fixed development key.
 */
export function sessionSecrets(): string[] {
  const configured = process.env.SESSION_SECRET?.split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (configured?.length) return configured;
  return ["dev-session-secret-do-not-use-in-production"];
}

/** Cookies are Secure on HTTPS requests; COOKIE_SECURE=true forces it behind proxies that hide the protocol. */
export const FORCE_SECURE_COOKIES = process.env.COOKIE_SECURE === "true";
