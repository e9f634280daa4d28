/** Admin texts of the plugins section (part of the admin page area). */
export const adminPluginsEn = {
  "admin.plugins.area": "Plugins",
};
