/** Admin texts of the people section (part of the admin page area). */
export const adminPeopleEn = {
  "admin.people.area": "Customers and messages",
};
