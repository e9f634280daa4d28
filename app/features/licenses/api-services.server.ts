import type { RequestServices } from "../../context.ts";
import type { ReleaseCache } from "./release-cache.server.ts";

/**
 * What the licence and update API needs of the site: far less than a page's RequestServices, and
 * no session lookup, since WordPress sites send no cookies.
 */
export interface LicenseApiServices extends Pick<RequestServices, "db" | "publicUrl" | "signingKeys" | "licenseApiLimiter" | "metrics" | "clientNetworks"> {
  /** The hosted plugins' release data, kept in memory until content changes. */
  releases: ReleaseCache;
}
