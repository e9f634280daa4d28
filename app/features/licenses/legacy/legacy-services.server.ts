import type { LicenseApiServices } from "../api-services.server.ts";
import type { LegacyIdentityCache, LegacyRequestLog } from "./legacy-identities.server.ts";

/** What the EDD and plugin-update-checker answers need: the licence API's services and the legacy identities. */
export interface LegacyApiServices extends LicenseApiServices {
  legacyIdentities: LegacyIdentityCache;
  legacyRequests: LegacyRequestLog;
}
