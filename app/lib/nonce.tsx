import { createContext, type ReactNode, useContext } from "react";

/** Empty in the browser: browsers hide nonce attributes from scripts. */
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
