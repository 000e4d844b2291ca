import { readFileSync } from "node:fs";
import path from "node:path";

import { cssBundleHref } from "@remix-run/css-bundle";

import type { InlineStylesheet } from "./stylesheet";

let stylesheet: InlineStylesheet | undefined;

export function inlineStylesheet(): InlineStylesheet {
  if (stylesheet) return stylesheet;
  const href = cssBundleHref ?? "";
  let text: string | null = null;
  try {
    // A CSS comment could spell "</style": never end the element early.
    if (href) text = readFileSync(path.join("public", href), "utf8").replace(/<\/style/gi, "<\\/style");
  } catch {
    text = null;
  }
  stylesheet = { href, text };
  return stylesheet;
}
