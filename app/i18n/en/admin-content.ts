/** Admin texts of the content section (part of the admin page area). */
export const adminContentEn = {
  "admin.content.area": "Documentation and blog",
};
