import { createContext, type ReactNode, useContext } from "react";

import { useNonce } from "./nonce";

/** Why: docs/decisions/010-content-pages-in-one-round-trip.md */
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

/** Kept so that a re-created element keeps the nonce CSP asks for; the nonce attribute reads empty after load. */
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
