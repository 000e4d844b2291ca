// Throttling guesses (ASVS 4.0.3 V2.2.1, V11.1.4): 429 with Retry-After; successes are not counted.
import { metrics } from "../../metrics";
import {
  type Backoff,
  countAttempt,
  giveBackTurn,
  peekCounter,
  type RateLimit,
  takeTurn,
} from "../../security/rate-limit";
import { clientAddress } from "../client-address";
import type { ApiContext } from "../context";
import { throttled } from "./errors";

export type Counter = [key: string, rule: RateLimit];

export async function refuseWhileFull(c: ApiContext, counters: Counter[]): Promise<void> {
  for (const [key, rule] of counters) {
    const state = await peekCounter(c.get("db"), key, rule, c.get("deps").now());
    if (state.count >= rule.limit) throw refused(key, state.retryAfterSeconds);
  }
}

export async function countFailure(c: ApiContext, counters: Counter[]): Promise<void> {
  for (const [key, rule] of counters) await countAttempt(c.get("db"), key, rule, c.get("deps").now());
}

/** None without an address: one shared bucket would lock every teacher out. */
export function perAddress<Rule = RateLimit>(c: ApiContext, purpose: string, rule: Rule): [string, Rule][] {
  const ip = clientAddress(c);
  return ip ? [[`${purpose}:ip:${ip}`, rule]] : [];
}

export async function throttlePerAddress(c: ApiContext, purpose: string, rule: RateLimit): Promise<void> {
  for (const [key] of perAddress(c, purpose, rule)) {
    const attempts = await countAttempt(c.get("db"), key, rule, c.get("deps").now());
    if (attempts.count > rule.limit) throw refused(key, attempts.retryAfterSeconds);
  }
}

/** While one counter is full nothing is checked at all. */
export async function guarded<T>(
  c: ApiContext,
  counters: Counter[],
  check: () => Promise<T | null>,
): Promise<T | null> {
  await refuseWhileFull(c, counters);
  const result = await check();
  if (result === null) await countFailure(c, counters);
  return result;
}

export type Delay = [key: string, rule: Backoff];

export async function takeTurns(c: ApiContext, delays: Delay[]): Promise<number[]> {
  const counts: number[] = [];
  for (const [index, [key, rule]] of delays.entries()) {
    const turn = await takeTurn(c.get("db"), key, rule, c.get("deps").now());
    if (!turn.taken) {
      await giveBackTurns(c, delays.slice(0, index));
      throw refused(key, turn.retryAfterSeconds);
    }
    counts.push(turn.count);
  }
  return counts;
}

export async function giveBackTurns(c: ApiContext, delays: Delay[]): Promise<void> {
  for (const [key] of delays) await giveBackTurn(c.get("db"), key);
}

function refused(key: string, retryAfterSeconds: number) {
  metrics.throttled.inc({ purpose: key.split(":")[0] });
  return throttled(retryAfterSeconds);
}
