/** The admin area's own screen (top bar, copy buttons), its search across records and sortable columns. */
export const adminWorkspaceEn = {
  "admin.topBar.label": "Administration tools",
  "admin.topBar.brand": "WP Studio Admin",
  "admin.topBar.brandLabel": "WP Studio administration: dashboard",
  "admin.topBar.signedInAs": "Signed in as {name}",
  "admin.topBar.publicSite": "View website",
  "admin.topBar.signOut": "Sign out",

  "admin.copy.button": "Copy {label}",
  "admin.copy.done": "{label} copied to the clipboard.",
  "admin.copy.failed": "Copying did not work. Please select the text and copy it by hand.",
  "admin.copy.email": "e-mail address",
  "admin.copy.licenseKey": "licence key",

  "admin.find.field": "Search orders, licences, customers, sites and messages",
  "admin.find.placeholder": "Search … ( / )",
  "admin.find.submit": "Find",
  "admin.find.title": "Search",
  "admin.find.intro":
    "One search across orders (number), licences (whole or part of the key), customers (e-mail, name), sites (address) and contact messages (sender, subject).",
  "admin.find.formLabel": "Search the administration",
  "admin.find.empty": "Please enter what you are looking for.",
  "admin.find.tooShort": "Please enter at least {count} characters, or an order number.",
  "admin.find.none": "Nothing matches “{query}”.",
  "admin.find.summary": "Results for “{query}”",
  "admin.find.more": "Only the first {count} are shown. Open the full list",
  "admin.find.group.orders": "Orders",
  "admin.find.group.licenses": "Licences",
  "admin.find.group.customers": "Customers",
  "admin.find.group.sites": "Sites",
  "admin.find.group.messages": "Messages",
  "admin.find.order": "Order {number}",
  "admin.find.site.license": "Licence {key}",
  "admin.find.site.inactive": "deactivated",

  "admin.sort.ascending": "sorted ascending",
  "admin.sort.descending": "sorted descending",
};
