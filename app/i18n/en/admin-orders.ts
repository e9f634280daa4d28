/** Admin texts of the orders section (part of the admin page area). */
export const adminOrdersEn = {
  "admin.orders.area": "Orders",
};
