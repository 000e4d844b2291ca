// A form sent twice creates one record (issue 4): creating requests that carry
// an Idempotency-Key get the first answer replayed instead of running again.
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  claimIdempotencyKey,
  findIdempotentRequest,
  forgetIdempotencyKey,
  rememberIdempotentAnswer,
} from "../../db/idempotency";
import type { ApiEnv } from "../context";
import { ApiError } from "./errors";

const KEY_PATTERN = /^[\w-]{8,100}$/;
export const IN_PROGRESS_MESSAGE = "Ten formularz jest już wysyłany. Poczekaj chwilę na odpowiedź.";

export const idempotentCreates: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const key = c.req.header("idempotency-key")?.trim();
  const user = c.get("user");
  if (c.req.method !== "POST" || !key || !user) return next();
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, { detail: "Niepoprawny nagłówek Idempotency-Key." });

  const db = c.get("db");
  const claimed = await claimIdempotencyKey(db, user.id, key);

  if (claimed === null) {
    const previous = await findIdempotentRequest(db, user.id, key);
    if (!previous || previous.status === 0) throw new ApiError(409, { detail: IN_PROGRESS_MESSAGE });
    return c.body(previous.body, previous.status as ContentfulStatusCode, {
      "Content-Type": "application/json",
      "Idempotent-Replayed": "true",
    });
  }

  try {
    await next();
  } finally {
    // Only a success is remembered: a refused form may be corrected and sent again with the same key.
    if (c.res.status >= 200 && c.res.status < 300) {
      const body = await c.res.clone().text();
      await rememberIdempotentAnswer(db, claimed, { status: c.res.status, body });
    } else {
      await forgetIdempotencyKey(db, claimed);
    }
  }
};
