import { createContext, useContext, type ReactNode } from "react";

import { useNonce } from "./nonce";

/**
 * The site's one stylesheet, set into the page's head rather than linked.
 * entry.server provides the text; in the browser the element the server wrote
 * is read back, so hydration renders the same. Without the text (tests
 * without a build) the page links the file.
 * Why: docs/decisions/010-content-pages-in-one-round-trip.md
 */
export interface InlineStylesheet {
  href: string;
  text: string | null;
}

const StylesheetContext = createContext<InlineStylesheet | null>(null);

export function StylesheetProvider({ stylesheet, children }: { stylesheet: InlineStylesheet; children: ReactNode }) {
  return <StylesheetContext.Provider value={stylesheet}>{children}</StylesheetContext.Provider>;
}

export function Stylesheet({ href }: { href: string | undefined }) {
  const provided = useContext(StylesheetContext);
  const serverNonce = useNonce();
  if (!href) return null;
  const written = provided ? { text: provided.text, nonce: serverNonce } : writtenByServer(href);
  if (written.text === null) return <link rel="stylesheet" href={href} />;
  return <style nonce={written.nonce} data-href={href} dangerouslySetInnerHTML={{ __html: written.text }} />;
}

/**
 * In the browser: the text and nonce of the element the server wrote, read
 * once and kept, so that when React makes the element anew (the shell
 * rendered again after an error page) it carries the page's nonce, which the
 * Content-Security-Policy asks of every style element, and its text still.
 * The nonce attribute reads empty once the page has loaded; the property keeps it.
 */
let kept: { href: string; text: string | null; nonce: string } | undefined;

function writtenByServer(href: string): { text: string | null; nonce: string } {
  if (kept?.href === href) return kept;
  if (typeof document === "undefined") return { text: null, nonce: "" };
  const element = [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].find(
    (style) => style.getAttribute("data-href") === href,
  );
  kept = { href, text: element?.textContent ?? null, nonce: element?.nonce ?? "" };
  return kept;
}
