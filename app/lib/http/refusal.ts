import type { AppLoadContext } from "@remix-run/node";

export interface Refusal {
  status: number;
  title: string;
  explanation: string;
}

export function refusalIn(context: AppLoadContext): Refusal | undefined {
  const refusal = (context as { refusal?: Partial<Refusal> }).refusal;
  if (!refusal || typeof refusal.status !== "number" || refusal.status < 400) return undefined;
  return { status: refusal.status, title: String(refusal.title ?? ""), explanation: String(refusal.explanation ?? "") };
}
