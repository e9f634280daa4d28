/** Record types whose admin page the audit log links to; pricing options, releases and FAQ entries show on their plugin's page. */
export const auditedEntityTypes = ["plugin", "order", "license", "user", "contact_message", "post", "docs_parent", "docs_section", "docs_article"] as const;
export type AuditedEntityType = (typeof auditedEntityTypes)[number];

/** Every record type the admin sections write to the log, in the order the type filter lists them. */
export const entityTypeFilterChoices = [
  "plugin",
  "pricing_option",
  "release",
  "plugin_faq",
  "docs_parent",
  "docs_section",
  "docs_article",
  "post",
  "service",
  "order",
  "license",
  "user",
  "contact_message",
  "accounting_export",
] as const;

export function isAuditedEntityType(value: string): value is AuditedEntityType {
  return (auditedEntityTypes as readonly string[]).includes(value);
}

const docsKinds = { docs_parent: "parent", docs_section: "section", docs_article: "article" } as const;

/** The admin page of a record. */
export function recordHref(type: AuditedEntityType, id: string): string {
  const encoded = encodeURIComponent(id);
  switch (type) {
    case "plugin":
      return `/admin/plugins/${encoded}`;
    case "order":
      return `/admin/orders/${encoded}`;
    case "license":
      return `/admin/licenses/${encoded}`;
    case "user":
      return `/admin/customers/${encoded}`;
    case "contact_message":
      return `/admin/messages/${encoded}`;
    case "post":
      return `/admin/blog/${encoded}`;
    case "docs_parent":
    case "docs_section":
    case "docs_article":
      return `/admin/docs/${docsKinds[type]}/${encoded}`;
  }
}
