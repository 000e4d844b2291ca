import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const OUTBOX = path.resolve("test-results/e2e-data/outbox");

/**
 * The newest e-mail to an address in an outbox (the embedded default's unless given) (.eml
 * files, DESIGN §7), decoded enough to find the link a teacher would click.
 */
export function latestMailTo(address: string, since: number, outbox = OUTBOX): string | undefined {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
  } catch {
    return undefined;
  }
  const messages = files
    .map((name) => path.join(outbox, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => decodeQuotedPrintable(readFileSync(file, "utf8")));
  return messages.find((message) => new RegExp(`^To:.*${address.replace(/[.@]/g, "\\$&")}`, "mi").test(message));
}

export function linkIn(message: string, pathname: string): string {
  const match = message.match(new RegExp(`https?://[^\\s"<>]*${pathname}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`No ${pathname} link in the message`);
  return match[0];
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
