import { readFileSync } from "node:fs";
import path from "node:path";

import { cssBundleHref } from "@remix-run/css-bundle";

import type { InlineStylesheet } from "./stylesheet";

let stylesheet: InlineStylesheet | undefined;

/**
 * The CSS bundle's text, read once from the build (public/build, beside the
 * files the web server serves); null when there is no build to read.
 */
export function inlineStylesheet(): InlineStylesheet {
  if (stylesheet) return stylesheet;
  const href = cssBundleHref ?? "";
  let text: string | null = null;
  try {
    // "</style" cannot occur in the bundle's CSS, but a comment could spell it: never end the element early.
    if (href) text = readFileSync(path.join("public", href), "utf8").replace(/<\/style/gi, "<\\/style");
  } catch {
    text = null;
  }
  stylesheet = { href, text };
  return stylesheet;
}
