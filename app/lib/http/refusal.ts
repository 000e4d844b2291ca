import type { AppLoadContext } from "@remix-run/node";

/**
 * A request the web server refused before any screen saw it (web/refusals.ts):
 * its status, and the Polish title and explanation its error page shows.
 */
export interface Refusal {
  status: number;
  title: string;
  explanation: string;
}

/** The refusal the web server passed in the load context, when it asks for its error page. */
export function refusalIn(context: AppLoadContext): Refusal | undefined {
  const refusal = (context as { refusal?: Partial<Refusal> }).refusal;
  if (!refusal || typeof refusal.status !== "number" || refusal.status < 400) return undefined;
  return { status: refusal.status, title: String(refusal.title ?? ""), explanation: String(refusal.explanation ?? "") };
}
