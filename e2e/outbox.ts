import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const OUTBOX = path.resolve("test-results/e2e-data/outbox");

/**
 * The newest e-mail to an address in an outbox (the embedded default's unless given) (.eml
 * files, DESIGN §7), decoded enough to find the link a teacher would click.
 */
export function latestMailTo(address: string, since: number, outbox = OUTBOX): string | undefined {
  return mailsTo(address, since, outbox)[0];
}

/** The e-mails to an address since a moment, newest first, decoded. */
function mailsTo(address: string, since: number, outbox = OUTBOX): string[] {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  const to = new RegExp(`^To:.*${address.replace(/[.@]/g, "\\$&")}`, "mi");
  return files
    .map((name) => path.join(outbox, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => decodeQuotedPrintable(readFileSync(file, "utf8")))
    .filter((message) => to.test(message));
}

/**
 * The link to a path in the newest e-mail to an address that carries one, or undefined: an
 * e-mail of another kind sent just before (the registration's, say) is passed over.
 */
export function latestLinkTo(address: string, pathname: string, since: number): string | undefined {
  return mailsTo(address, since)
    .map((message) => message.match(linkPattern(pathname))?.[0])
    .find((link) => link !== undefined);
}

const linkPattern = (pathname: string) => new RegExp(`https?://[^\\s"<>]*${pathname}\\?token=[A-Za-z0-9_-]+`);

export function linkIn(message: string, pathname: string): string {
  const match = message.match(linkPattern(pathname));
  if (!match) throw new Error(`No ${pathname} link in the message`);
  return match[0];
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
