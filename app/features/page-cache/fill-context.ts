import { createContext } from "react-router";

/**
 * Set by the page cache when it renders a page it may store: entry.server.tsx then renders the
 * complete HTML (no streaming) without a CSP nonce, so the bytes are the same for every visitor
 * and the cache allows their inline scripts by hash.
 */
export const pageCacheFillContext = createContext<boolean>(false);
