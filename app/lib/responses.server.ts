import { json, redirect, type TypedResponse } from "@remix-run/node";

import { UpstreamError } from "./api/errors.server";
import type { Session } from "./session.server";
import { jsonWithError, jsonWithSuccess, redirectWithError, redirectWithSuccess } from "./toast.server";

export type Toast = { success: string } | { error: string };

export async function jsonWithSession<Data>(
  session: Session,
  data: Data,
  init: ResponseInit = {},
): Promise<TypedResponse<Data>> {
  return json(data, { ...init, headers: await session.commit(new Headers(init.headers)) });
}

export async function redirectWithSession(session: Session, to: string): Promise<TypedResponse<never>> {
  return redirect(to, { headers: await session.commit() });
}

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

export async function jsonWithToast<Data>(session: Session, data: Data, toast: Toast): Promise<TypedResponse<Data>> {
  const answer = { headers: await session.commit() };
  return "success" in toast ? jsonWithSuccess(data, toast.success, answer) : jsonWithError(data, toast.error, answer);
}

/** Anything that is no answer of the API is thrown on, to the error page. */
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

/** Makes the API call, then redirects with the success toast, or with the API's refusal (to `refusedTo` if given). */
export async function redirectAfterCall<Result>(
  session: Session,
  to: string,
  call: () => Promise<Result>,
  success: string | ((result: Result) => string),
  { refusedTo = to }: { refusedTo?: string } = {},
): Promise<TypedResponse<never>> {
  let result: Result;
  try {
    result = await call();
  } catch (error) {
    return redirectWithRefusal(session, refusedTo, error);
  }
  return redirectWithToast(session, to, { success: typeof success === "string" ? success : success(result) });
}
