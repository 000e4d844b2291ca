export interface NetworkFailure {
  networkFailure: true;
  form: string | null;
}

export function isNetworkFailure(data: unknown): data is NetworkFailure {
  return typeof data === "object" && data !== null && (data as Partial<NetworkFailure>).networkFailure === true;
}

/** After a send that never left the device, reloading the data would replace the form with the error page. */
export function skipRevalidationAfterNetworkFailure({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return isNetworkFailure(actionResult) ? false : defaultShouldRevalidate;
}
