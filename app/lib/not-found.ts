/**
 * The 404 page (SPEC §2) unless `found` holds: an address that names no
 * record (a malformed number, none by that number), or one that is not the
 * visitor's to see (another teacher's, another group's, the office's to a
 * teacher). Each answers alike, so nobody learns which records exist.
 */
export function requireFound(found: unknown): asserts found {
  if (!found) throw new Response("Page Not Found", { status: 404 });
}
