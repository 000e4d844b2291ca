// A form sent while the connection was down (see form-draft.ts).

/** What a route's clientAction answers when the request never reached the server. */
export interface NetworkFailure {
  networkFailure: true;
  /** Which form was sent (its draft, or its id), so that one says so; null for a form with neither. */
  form: string | null;
}

export function isNetworkFailure(data: unknown): data is NetworkFailure {
  return typeof data === "object" && data !== null && (data as Partial<NetworkFailure>).networkFailure === true;
}

/**
 * The shouldRevalidate of every route with a drafted form (and, written out, the root's):
 * after a send that never left the device, the page's data cannot be
 * reloaded either, and trying would replace the form with the error page.
 */
export function skipRevalidationAfterNetworkFailure({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return isNetworkFailure(actionResult) ? false : defaultShouldRevalidate;
}
