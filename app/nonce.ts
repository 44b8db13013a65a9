import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce. The server puts it in the context (cspNonceContext), entry.server.tsx provides it
 * here, and the root gives it to the scripts React Router renders. In the browser it is empty: the
 * scripts are already in the page.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
