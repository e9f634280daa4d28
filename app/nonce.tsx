import { createContext, useContext } from "react";

/** The per-response CSP nonce; empty in the browser, where inline scripts have already run. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
