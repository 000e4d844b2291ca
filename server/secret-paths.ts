// Addresses with a secret in a path segment (a calendar feed's) are logged
// with the parameter's name in its place: a log is read by more people than
// the secret's owner (issue 35). Query strings are never logged at all.
import { OPERATIONS } from "../app/lib/contract";

/** A route's pattern ("/kalendarz/:file", "/pl/api/awf/calendar/{token}/") and which of its parameters are secret. */
export interface SecretRoute {
  pattern: string;
  secrets: readonly string[];
}

export type PathRedactor = (path: string) => string;

function parameterName(segment: string): string | undefined {
  return /^:(\w+)$/.exec(segment)?.[1] ?? /^\{(\w+)\}$/.exec(segment)?.[1];
}

function segmentsOf(path: string): string[] {
  return path.replace(/\/+$/, "").split("/");
}

/**
 * The path with each secret segment replaced by its pattern's spelling. A
 * path that goes on past the pattern is redacted too: a mistyped address
 * carries the same secret.
 */
export function secretPathRedactor(routes: readonly SecretRoute[]): PathRedactor {
  const patterns = routes.map(({ pattern, secrets }) =>
    segmentsOf(pattern).map((segment) => {
      const name = parameterName(segment);
      return { segment, name, secret: name !== undefined && secrets.includes(name) };
    }),
  );
  return (path) => {
    const segments = path.split("/");
    for (const pattern of patterns) {
      if (segments.length < pattern.length) continue;
      const matches = pattern.every(({ segment, name }, i) =>
        name === undefined ? segments[i].toLowerCase() === segment.toLowerCase() : segments[i] !== "",
      );
      if (!matches) continue;
      pattern.forEach(({ segment, secret }, i) => {
        if (secret) segments[i] = segment;
      });
    }
    return segments.join("/");
  };
}

/** The API's calls whose path carries a secret, as the contract declares them (`secretParams`). */
export const API_SECRET_ROUTES: readonly SecretRoute[] = OPERATIONS.flatMap((op) =>
  op.secretParams ? [{ pattern: op.path, secrets: op.secretParams }] : [],
);

/** An API path as it may be logged. */
export const loggableApiPath: PathRedactor = secretPathRedactor(API_SECRET_ROUTES);
