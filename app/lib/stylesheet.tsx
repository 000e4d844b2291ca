import { createContext, useContext, type ReactNode } from "react";

import { useNonce } from "./nonce";

/**
 * The site's one stylesheet (the CSS bundle, ~4.5 KB compressed), set into the
 * page's head rather than linked: a first visit on a slow network paints from
 * the HTML alone, one round trip sooner, with no request racing the scripts
 * for the line (QUALITY.md: a content page's first screen in ≤ 14.6 KB).
 * entry.server provides the text; in the browser the element the server wrote
 * is read back, so hydration renders the same. Without the text (tests
 * without a build) the page links the file.
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
  const nonce = useNonce();
  if (!href) return null;
  const text = provided ? provided.text : writtenByServer(href);
  if (text === null) return <link rel="stylesheet" href={href} />;
  return <style nonce={nonce} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
}

function writtenByServer(href: string): string | null {
  if (typeof document === "undefined") return null;
  for (const element of document.querySelectorAll("style[data-href]")) {
    if (element.getAttribute("data-href") === href) return element.textContent;
  }
  return null;
}
