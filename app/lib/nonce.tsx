import { createContext, useContext } from "react";

// The per-request CSP nonce, provided on the server render only (browsers hide nonce attributes).
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
