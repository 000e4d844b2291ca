import { authOperations } from "../contract/auth";
import { anonymous, call, forwardedHeaders } from "./call.server";
import { UpstreamError } from "./errors.server";

/** Calls made before there is a session. */

export interface TokenPair {
  token: string;
  refresh: string;
}

export async function logIn(
  credentials: { email: string; password: string; remember: boolean },
  request?: Request,
): Promise<{ tokens: TokenPair; isStaff: boolean }> {
  const answer = await call(anonymous, authOperations.login, {
    body: credentials,
    headers: request ? forwardedHeaders(request) : {},
  });
  return { tokens: { token: answer.token, refresh: answer.refresh }, isStaff: answer.user.isStaff };
}

export async function refreshTokens(refresh: string): Promise<TokenPair> {
  const answer = await call(anonymous, authOperations.refresh, { body: { refresh } });
  return { token: answer.access, refresh: answer.refresh };
}

/** The API forgets the refresh token, so a copy of it dies with the session. */
export async function logOut(refresh: string): Promise<void> {
  await call(anonymous, authOperations.logout, { body: { refresh } });
}

export async function requestPasswordLink(email: string, request: Request): Promise<void> {
  await call(anonymous, authOperations.requestPasswordReset, {
    body: { email },
    headers: forwardedHeaders(request),
  });
}

export async function isPasswordTokenUsable(token: string): Promise<boolean> {
  try {
    await call(anonymous, authOperations.validatePasswordToken, { body: { token } });
    return true;
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) return false;
    throw error;
  }
}

export async function setPasswordWithToken(token: string, password: string): Promise<void> {
  await call(anonymous, authOperations.confirmPassword, { body: { token, password } });
}

export async function register(event: string, form: FormData, request: Request): Promise<void> {
  await call(anonymous, authOperations.register, {
    params: { event },
    body: form,
    headers: forwardedHeaders(request),
  });
}
