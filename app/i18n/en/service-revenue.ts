export const serviceRevenueEn = {
  "admin.serviceRevenue.heading": "Services and plugins: net revenue by month",
  "admin.serviceRevenue.definition":
    "Service revenue is the net of the task invoices issued in the month: the credits debited for deliveries and cancellation charges, without VAT. Plugin revenue is the shop's net revenue as in the chart above. Top-ups and credit refunds are prepayments and their return, not revenue. Dollars are shown apart and not converted.",
  "admin.serviceRevenue.tableLabel": "Net revenue of services and plugins by month",
  "admin.serviceRevenue.caption": "Net revenue of services and plugins by month, newest first",
  "admin.serviceRevenue.plugins": "Plugins (net)",
  "admin.serviceRevenue.servicesEur": "Services EUR (net)",
  "admin.serviceRevenue.totalEur": "Total EUR (net)",
  "admin.serviceRevenue.servicesUsd": "Services USD (net)",
};
