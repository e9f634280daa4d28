import type { adminPluginsEn } from "../en/admin-plugins.ts";

export const adminPluginsDe = {
  "admin.plugins.area": "Plugins",
} satisfies Record<keyof typeof adminPluginsEn, string>;
