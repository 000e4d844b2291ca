// HS256 JSON Web Tokens with node:crypto, in simplejwt's shape.
import crypto from "node:crypto";

type TokenType = "access" | "refresh";

interface TokenClaims {
  token_type: TokenType;
  user_id: number;
  /** The login session the token belongs to: it is good only while that session lasts. */
  sid: string;
  jti: string;
  iat: number;
  exp: number;
  /** The session ends after this many seconds without a call (see server/api/sessions.ts). */
  idle?: number;
}

const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString("base64url");
}

function sign(data: string, secret: string): Buffer {
  return crypto.createHmac("sha256", secret).update(data).digest();
}

export function issueToken(
  type: TokenType,
  userId: number,
  sessionId: string,
  ttlSeconds: number,
  secret: string,
  now: Date,
  extra: { idle?: number } = {},
): { token: string; claims: TokenClaims } {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TokenClaims = {
    token_type: type,
    user_id: userId,
    sid: sessionId,
    jti: crypto.randomUUID(),
    iat,
    exp: iat + ttlSeconds,
    ...extra,
  };
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return { token: `${body}.${sign(body, secret).toString("base64url")}`, claims };
}

/** The claims of a token of this type with a valid signature that has not expired, or null. */
export function readToken(token: string, type: TokenType, secret: string, now: Date): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = sign(`${parts[0]}.${parts[1]}`, secret);
  const actual = Buffer.from(parts[2], "base64url");
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.token_type !== type) return null;
  return claims.exp > now.getTime() / 1000 ? claims : null;
}

function isClaims(value: unknown): value is TokenClaims {
  const claims = value as Partial<TokenClaims> | null;
  return (
    typeof claims === "object" &&
    claims !== null &&
    (claims.token_type === "access" || claims.token_type === "refresh") &&
    Number.isInteger(claims.user_id) &&
    typeof claims.sid === "string" &&
    typeof claims.jti === "string" &&
    typeof claims.exp === "number"
  );
}
