// The secret of an e-mail's unsubscribe link: who and which list, signed
// with HMAC-SHA256 under a key of its own derived from JWT_SECRET. It needs
// no row of its own and never expires: the link in an old e-mail still works.
import crypto from "node:crypto";

import { MAILING_LISTS, type MailingList } from "../../app/lib/contract";

const SIGNATURE_BYTES = 16;

function keyOf(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", secret, "", "sport-kluby unsubscribe links", 32));
}

function signatureOf(payload: string, secret: string): Buffer {
  return crypto.createHmac("sha256", keyOf(secret)).update(payload).digest().subarray(0, SIGNATURE_BYTES);
}

export function unsubscribeToken(userId: number, list: MailingList, secret: string): string {
  const payload = `${userId}.${list}`;
  return `${Buffer.from(payload).toString("base64url")}.${signatureOf(payload, secret).toString("base64url")}`;
}

/** The person and the list of a token this server signed, or null for any other string. */
export function readUnsubscribeToken(token: string, secret: string): { userId: number; list: MailingList } | null {
  const [encoded, signature, ...rest] = token.split(".");
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, "base64url").toString("utf8");
  const given = Buffer.from(signature, "base64url");
  const expected = signatureOf(payload, secret);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const match = /^([1-9]\d{0,9})\.([a-z_]+)$/.exec(payload);
  const list = match?.[2] as MailingList | undefined;
  if (!match || !list || !MAILING_LISTS.includes(list)) return null;
  return { userId: Number(match[1]), list };
}
