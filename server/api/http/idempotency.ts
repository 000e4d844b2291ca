// Why: docs/decisions/014-submission-keys.md
import crypto from "node:crypto";

import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

import { claimIdempotencyKey, findIdempotentRequest, rememberIdempotentAnswer } from "../../db/idempotency";
import { type ApiEnv, inOneTransaction } from "../context";
import { ApiError } from "./errors";

const KEY_PATTERN = /^[\w-]{8,100}$/;
export const IN_PROGRESS_MESSAGE = "Ten formularz jest już wysyłany. Poczekaj chwilę na odpowiedź.";

export const KEY_REUSED_MESSAGE =
  "Ten klucz Idempotency-Key wysłano już z innym żądaniem. Każdy nowy formularz potrzebuje nowego klucza.";

/** Bound to method, path and exact body (ASVS 4.0.3 V13.1, V11.1): anything else is refused. */
async function fingerprintOf(c: Context<ApiEnv>): Promise<string> {
  const hash = crypto.createHash("sha256").update(`${c.req.method} ${new URL(c.req.url).pathname}\n`);
  // Hono keeps the body read here for the route.
  const raw = new Uint8Array(await c.req.arrayBuffer());
  const form = isMultipart(c) ? await c.req.parseBody({ all: true }).catch(() => null) : null;
  if (!form) return hash.update(raw).digest("hex");
  // A form sent again has a new multipart boundary: compare its fields.
  for (const [name, values] of Object.entries(form)) {
    for (const value of [values].flat()) {
      hash.update(`${JSON.stringify(name)}=`);
      if (typeof value === "string") hash.update(`${JSON.stringify(value)}\n`);
      else
        hash
          .update(`${JSON.stringify(value.name)}:`)
          .update(new Uint8Array(await value.arrayBuffer()))
          .update("\n");
    }
  }
  return hash.digest("hex");
}

function isMultipart(c: Context<ApiEnv>): boolean {
  return (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** Claim, writes and kept answer are one transaction: only a success is remembered. */
export const idempotentCreates: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const key = c.req.header("idempotency-key")?.trim();
  const user = c.get("user");
  if (c.req.method !== "POST" || !key || !user) return next();
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, { detail: "Niepoprawny nagłówek Idempotency-Key." });

  const fingerprint = await fingerprintOf(c);
  const replay = await inOneTransaction(c, async () => {
    const db = c.get("db");
    const claimed = await claimIdempotencyKey(db, user.id, key, fingerprint);
    if (claimed === null) return previousAnswer(c, user.id, key, fingerprint);
    await next();
    const answer = c.res;
    if (c.error || answer.status < 200 || answer.status >= 300) throw ROLL_BACK;
    await rememberIdempotentAnswer(db, claimed, { status: answer.status, body: await answer.clone().text() });
    return null;
  }).catch((error: unknown) => {
    if (error === ROLL_BACK) return null;
    throw error;
  });
  if (replay) return replay;
};

const ROLL_BACK = new Error("the answer is not a success: nothing is stored");

async function previousAnswer(c: Context<ApiEnv>, userId: number, key: string, fingerprint: string) {
  const previous = await findIdempotentRequest(c.get("db"), userId, key);
  if (previous && previous.fingerprint !== fingerprint) throw new ApiError(422, { detail: KEY_REUSED_MESSAGE });
  if (!previous || previous.status === 0) throw new ApiError(409, { detail: IN_PROGRESS_MESSAGE });
  return c.body(previous.body, previous.status as ContentfulStatusCode, {
    "Content-Type": "application/json",
    "Idempotent-Replayed": "true",
  });
}
