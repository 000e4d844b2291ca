/** No record and not yours answer alike (SPEC §2), so nobody learns which records exist. */
export function requireFound(found: unknown): asserts found {
  if (!found) throw new Response("Page Not Found", { status: 404 });
}
