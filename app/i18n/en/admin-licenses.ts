/** Admin texts of the licenses section (part of the admin page area). */
export const adminLicensesEn = {
  "admin.licenses.area": "Licenses",
};
