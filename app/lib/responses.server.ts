import { json, redirect, type TypedResponse } from "@remix-run/node";

import { UpstreamError } from "./api/errors.server";
import type { Session } from "./session.server";
import { jsonWithError, jsonWithSuccess, redirectWithError, redirectWithSuccess } from "./toast.server";

/**
 * The answers of a screen that has a session: each carries the session's
 * cookies (refreshed tokens, a kept form taken), committed as it is made,
 * and a toast (SPEC §8) when the outcome is told on the next page.
 */

/** An outcome told on the page the answer shows: done, or refused. */
export type Toast = { success: string } | { error: string };

/** Data with the session's cookies; `init` adds a status or headers of its own. */
export async function jsonWithSession<Data>(
  session: Session,
  data: Data,
  init: ResponseInit = {},
): Promise<TypedResponse<Data>> {
  return json(data, { ...init, headers: await session.commit(new Headers(init.headers)) });
}

/** A redirect with the session's cookies. */
export async function redirectWithSession(session: Session, to: string): Promise<TypedResponse<never>> {
  return redirect(to, { headers: await session.commit() });
}

/** A redirect with a toast and the session's cookies (post/redirect/get: with or without JavaScript). */
export async function redirectWithToast(
  session: Session,
  to: string,
  toast: Toast,
  init: ResponseInit = {},
): Promise<TypedResponse<never>> {
  const answer = { ...init, headers: await session.commit(new Headers(init.headers)) };
  return "success" in toast
    ? redirectWithSuccess(to, toast.success, answer)
    : redirectWithError(to, toast.error, answer);
}

/** Data with a toast and the session's cookies: a fetcher's answer, which stays on its page. */
export async function jsonWithToast<Data>(session: Session, data: Data, toast: Toast): Promise<TypedResponse<Data>> {
  const answer = { headers: await session.commit() };
  return "success" in toast ? jsonWithSuccess(data, toast.success, answer) : jsonWithError(data, toast.error, answer);
}

/**
 * The API refused what a button asked, or failed: back to `to` with its
 * message as a toast (its first error at `field`, when it names that field).
 * Anything else is no answer of the API and is thrown on, to the error page.
 */
export async function redirectWithRefusal(
  session: Session,
  to: string,
  error: unknown,
  { field }: { field?: string } = {},
): Promise<TypedResponse<never>> {
  if (!(error instanceof UpstreamError)) throw error;
  const message = (field ? error.fieldErrors[field]?.[0] : undefined) ?? error.message;
  return redirectWithToast(session, to, { error: message });
}
