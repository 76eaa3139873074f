import { createContext, useContext } from "react";

// The CSP nonce of the current document, for the few scripts the root renders.
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
