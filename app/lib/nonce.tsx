import { createContext, useContext, type ReactNode } from "react";

/**
 * The per-request CSP nonce, provided by entry.server. In the browser the
 * value is empty: browsers hide nonce attributes from scripts, and the inline
 * scripts it guards have already run by then.
 */
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
