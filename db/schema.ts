import type { ColumnType, Generated, Selectable } from "kysely";

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  language: "de" | "en";
  role: "customer" | "admin";
  /** Argon2id PHC string; null for accounts created without a password (admin, purchase). */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  password_changed_at: ColumnType<string | null, string | null | undefined, string | null>;
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Time step (Unix time / 30 s) of the last TOTP code used; a code must be later (migration 007). */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set while an admin has disabled the account: it cannot sign in and has no sessions. */
  disabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when the client closed the account (decision 056): personal data removed, records kept. */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  /** Defaults to 1970-01-01 (migration 006 added it to existing rows). */
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface SessionsTable {
  /** SHA-256 of the session id held in the cookie; the id itself is never stored. */
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  /** End of the idle lifetime; slides forward with use, never past absolute_expires_at. */
  expires_at: string;
  /** Null only for sessions older than migration 006: they end at expires_at. */
  absolute_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * When this session's sign-in passed the second factor (TOTP or a recovery code); null for a
   * password-only sign-in. An admin's session counts only with it (decision 039).
   */
  second_factor_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type TokenPurposeColumn = "verify_email" | "set_password" | "reset_password" | "second_factor";

export interface OneTimeTokensTable {
  id: Generated<number>;
  /** SHA-256 hex of the token the link carries; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  purpose: TokenPurposeColumn;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** One failed login: what the login throttle counts (per identifier and address, and per address). */
export interface LoginFailuresTable {
  id: Generated<number>;
  /** SHA-256 of the normalised username or e-mail that was tried. */
  identifier_hash: string;
  /** Keyed hash of the client's network (hashClientAddress). */
  address_hash: string;
  created_at: string;
}

/** 0 or 1: one integer flag type on both engines. */
type Flag = 0 | 1;

export interface PluginsTable {
  id: Generated<number>;
  slug: string;
  status: ColumnType<"published" | "draft", "published" | "draft" | undefined>;
  /** Display order; the first published plugin is the featured one. */
  position: ColumnType<number, number | undefined>;
  name_de: string;
  name_en: string;
  description_de: string;
  description_en: string;
  /** Long description: paragraphs separated by blank lines. */
  body_de: ColumnType<string, string | undefined>;
  body_en: ColumnType<string, string | undefined>;
  /** One feature per line. */
  features_de: ColumnType<string, string | undefined>;
  features_en: ColumnType<string, string | undefined>;
  /** Site path of the image below /images, or null. */
  image: string | null;
  /** `YYYY-MM-DD` */
  released_on: string;
  downloads: ColumnType<number, number | undefined>;
  /** Average rating times ten (48 = 4.8 stars), null while unrated. */
  rating_tenths: number | null;
  rating_count: ColumnType<number, number | undefined>;
  is_free: ColumnType<Flag, Flag | undefined>;
  /** Set for plugins hosted on WordPress.org: where the free download opens. */
  wordpress_org_url: string | null;
  /** A key of app/features/catalog/catalogue-filter.ts, or null while uncategorised. */
  category: ColumnType<string | null, string | null | undefined>;
  created_at: string;
  updated_at: string;
}

export interface PricingOptionsTable {
  id: Generated<number>;
  plugin_id: number;
  position: ColumnType<number, number | undefined>;
  name_de: string;
  name_en: string;
  amount_cents: number;
  /** Sites a licence may be active on; null for unlimited. */
  site_limit: number | null;
  update_months: number;
  /** Retired options stay for the orders that reference them. */
  active: ColumnType<Flag, Flag | undefined>;
}

export interface PluginReleasesTable {
  id: Generated<number>;
  plugin_id: number;
  version: string;
  released_on: string;
  /** One change per line. */
  changelog_de: string;
  changelog_en: string;
  requires_wordpress: string;
  tested_up_to: string;
  requires_php: string;
  /** Path of the zip relative to DATA_DIR; null for a plugin only hosted on WordPress.org. */
  zip_file: string | null;
  zip_sha256: string | null;
  zip_bytes: number | null;
  created_at: string;
}

export interface PluginScreenshotsTable {
  id: Generated<number>;
  plugin_id: number;
  position: ColumnType<number, number | undefined>;
  /** The screen in the German interface, or the one picture for both languages. */
  image: string;
  /** The same screen in the English interface; null when `image` serves both (migration 020). */
  image_en: string | null;
  width: number;
  height: number;
  caption_de: string;
  caption_en: string;
}

/** A question and its answer on a plugin's page, in both languages (migration 019, decision 032). */
export interface PluginFaqEntriesTable {
  id: Generated<number>;
  plugin_id: number;
  position: ColumnType<number, number | undefined>;
  question_de: string;
  question_en: string;
  /** Plain text; paragraphs separated by blank lines. */
  answer_de: string;
  answer_en: string;
}

/** AVIF and WebP encodings of an uploaded screenshot at a few widths, for `srcset` (migration 020). */
export interface PluginScreenshotVariantsTable {
  id: Generated<number>;
  screenshot_id: number;
  format: "avif" | "webp";
  width: number;
  height: number;
  image: string;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  to_address: string;
  language: "de" | "en";
  subject: string;
  text_body: string;
  html_body: string;
  reply_to: string | null;
  status: ColumnType<"pending" | "sent" | "dead", "pending" | undefined>;
  /** Sending attempts started so far, counted when a worker claims the mail. */
  attempts: ColumnType<number, number | undefined>;
  /** When the mail is due; while a worker holds it, the end of that worker's lease. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  language: "de" | "en";
  /** Keyed hash of the sender's IP address, for the rate limit; the address itself is never stored. */
  ip_hash: string;
  created_at: string;
  /** When an admin first opened it; null while unread. */
  read_at: ColumnType<string | null, string | null | undefined, string | null>;
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An admin's answer to a contact message, sent by e-mail through the outbox. */
export interface ContactRepliesTable {
  id: Generated<number>;
  message_id: number;
  admin_user_id: number;
  body: string;
  created_at: string;
}

export type PublicationStatus = "draft" | "published";

/** One admin action (decision 016). Rows are only ever inserted; triggers refuse UPDATE and DELETE. */
export interface AuditLogTable {
  id: Generated<number>;
  /** Null for actions of the system (e.g. the ADMIN_EMAIL bootstrap). */
  actor_user_id: number | null;
  actor_label: string;
  /** `<entity>.<verb>`, e.g. `license.revoke`. */
  action: string;
  entity_type: string;
  entity_id: string;
  /** What a person recognises the record by: slug, order number, masked key, e-mail. */
  entity_label: string;
  /** JSON of the changed fields before and after; null when the record did not exist before or after. */
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface BlogPostsTable {
  id: Generated<number>;
  /** One slug for both languages; never the first segment of another route. */
  slug: string;
  author: string;
  /** ISO-8601 UTC (`toISOString()`); a post shows from this instant on. */
  published_at: string;
  /** Site path of the cover image, or null. */
  cover_image: string | null;
  /** Null while the post does not exist in that language. */
  title_de: string | null;
  title_en: string | null;
  excerpt_de: string | null;
  excerpt_en: string | null;
  /** What the author wrote (WordPress HTML, shortcodes or plain text), kept for editing. */
  content_source_de: string | null;
  content_source_en: string | null;
  /** The source after the content pipeline: the HTML the post page renders. */
  content_de: string | null;
  content_en: string | null;
  reading_minutes_de: number | null;
  reading_minutes_en: number | null;
  /** A published post shows from published_at on (later = scheduled); a draft never shows. */
  status: ColumnType<PublicationStatus, PublicationStatus | undefined, PublicationStatus>;
  created_at: string;
  updated_at: string;
}

/**
 * Texts of a docs node per language; null while the node does not exist in that language.
 * `content_source_*` is what the author wrote, `content_*` the HTML the content pipeline made of it.
 */
interface DocsNodeTexts {
  id: Generated<number>;
  slug: string;
  /** Order among its siblings. */
  position: ColumnType<number, number | undefined>;
  title_de: string | null;
  title_en: string | null;
  content_source_de: string | null;
  content_source_en: string | null;
  content_de: string | null;
  content_en: string | null;
  /** A draft node, and everything below it, is missing from the public docs and their search. */
  status: ColumnType<PublicationStatus, PublicationStatus | undefined, PublicationStatus>;
  created_at: string;
  updated_at: string;
}

export type DocsParentsTable = DocsNodeTexts;

export interface DocsSectionsTable extends DocsNodeTexts {
  parent_id: number;
}

export interface DocsArticlesTable extends DocsNodeTexts {
  section_id: number;
}

/**
 * The docs full-text index, one row per node and language (an FTS5 table on SQLite; on PostgreSQL
 * with a generated `document` tsvector that queries reach through raw SQL only).
 */
export interface DocsSearchTable {
  kind: "parent" | "section" | "article";
  ref_id: number;
  language: "de" | "en";
  title: string;
  /** Visible text of the prepared content. */
  body: string;
}

/** `credit_top_up`: a prepayment of credits (decision 044), an order without items or VAT. */
export type OrderKind = "purchase" | "renewal" | "upgrade" | "credit_top_up";
/**
 * pending → paid → refunded; pending → cancelled (payment page left, Checkout Session expired, or
 * never paid within a day: housekeeping) or failed (payment declined). A late payment still turns
 * a cancelled or failed order into paid (fulfilOrder).
 */
export type OrderStatus = "pending" | "paid" | "cancelled" | "failed" | "refunded";
/** How VAT applies (decision 014): Austrian or other EU consumer rate, reverse charge, or export outside the EU. */
export type VatTreatment = "domestic" | "eu_consumer" | "reverse_charge" | "export";
/** An order's VAT: one of the treatments above, or none yet for a credit top-up (a prepayment, decision 044). */
export type OrderVatTreatment = VatTreatment | "prepayment";
export type PaymentProviderName = "sandbox" | "stripe";

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  kind: OrderKind;
  /** The licence a renewal or upgrade changes; null for a purchase. */
  license_id: number | null;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  /** The buyer's language: invoice and e-mails use it. */
  language: "de" | "en";
  /** Plugin orders are in euros; a credit top-up is in the currency of the credits it buys. */
  currency: ColumnType<CreditCurrency, CreditCurrency | undefined, CreditCurrency>;
  billing_first_name: string;
  billing_last_name: string;
  billing_email: string;
  billing_company: string | null;
  billing_address: string;
  billing_city: string;
  billing_postal_code: string;
  /** ISO 3166-1 alpha-2 */
  billing_country: string;
  /** Normalised (upper case, no spaces), with its country prefix; null for consumers. */
  billing_vat_id: string | null;
  vat_treatment: OrderVatTreatment;
  /** The country whose VAT rate applies. */
  vat_country: string;
  /** 2000 = 20 %; 0 for reverse charge and export. */
  vat_rate_basis_points: number;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  provider: PaymentProviderName;
  /** The provider's id for the payment (Stripe Checkout Session id); null until created. */
  provider_reference: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
  refunded_at: string | null;
  /** Gross refunded so far (migration 016): equal to gross_cents once refunded in full. */
  refunded_cents: ColumnType<number, number | undefined, number>;
  /**
   * When the buyer consented to delivery before the withdrawal period ends and acknowledged losing
   * the right of withdrawal (migration 014); null only for orders placed before it was asked.
   */
  withdrawal_waiver_at: string | null;
  /** The version of that consent text (withdrawalWaiverVersion). */
  withdrawal_waiver_version: string | null;
  /** The consent text exactly as the buyer saw it, in the order's language. */
  withdrawal_waiver_text: string | null;
}

/** A line of an order with the price and the licence terms as they were when it was ordered. */
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  plugin_id: number;
  pricing_option_id: number;
  /** Plugin and option names in the order's language. */
  description: string;
  site_limit: number | null;
  update_months: number;
  /** The catalogue price (gross, Austrian VAT included) or, for an upgrade, the difference. */
  list_price_cents: number;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
}

export interface InvoiceCountersTable {
  year: number;
  last_sequence: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  kind: "invoice" | "cancellation";
  year: number;
  /** Gapless per year across both kinds. */
  sequence: number;
  /** What the document shows, e.g. `2026-000042`. */
  number: string;
  issued_at: string;
  language: "de" | "en";
  /** JSON of InvoiceSnapshot: everything the PDF shows, frozen at issue time. */
  snapshot: string;
}

/** One refund of an order, whole or partial, with the credit note issued for it (migration 016). */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  /** Positive amounts given back; net + VAT = gross in the order's VAT rate. */
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  invoice_id: number | null;
  provider_reference: string | null;
  /** The refund form's one-time key; null for refunds the provider's webhook reported. */
  request_key: string | null;
  /** 1 when this refund disabled the order's licences. */
  revoked_licenses: number;
  refunded_at: string;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: PaymentProviderName;
  event_id: string;
  type: string;
  order_id: number | null;
  received_at: string;
}

/** Stored states; `expired` is derived (active and past expires_at). */
export type StoredLicenseStatus = "active" | "disabled" | "revoked";
export type LicenseStatus = StoredLicenseStatus | "expired";

export interface LicensesTable {
  id: Generated<number>;
  license_key: string;
  user_id: number;
  /** The order that created it; null for a complimentary licence granted by an admin. */
  order_id: number | null;
  plugin_id: number;
  pricing_option_id: number;
  /** Null for unlimited. */
  site_limit: number | null;
  status: ColumnType<StoredLicenseStatus, StoredLicenseStatus | undefined, StoredLicenseStatus>;
  /** End of updates and support; the plugin keeps working after it. */
  expires_at: string;
  /** Why an admin granted it (complimentary licences). */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export type SiteEnvironment = "production" | "staging" | "development" | "local";

export interface LicenseActivationsTable {
  id: Generated<number>;
  license_id: number;
  /** Normalised site URL (see normaliseSiteUrl); one row per licence and site, reused on re-activation. */
  site_url: string;
  environment: SiteEnvironment;
  counts_toward_limit: Flag;
  activated_at: string;
  last_seen_at: string;
  /** Set while the site is deactivated. */
  deactivated_at: string | null;
}

/** A plugin's names under a vendor's old licence server (decision 049). */
export interface LegacyPluginIdentitiesTable {
  plugin_id: number;
  /** EDD download ids, one per line. */
  edd_item_ids: ColumnType<string, string | undefined>;
  /** EDD download names, one per line; compared as slugs. */
  edd_item_names: ColumnType<string, string | undefined>;
  /** A path besides `/` where the old store answered EDD requests, without trailing slash. */
  edd_path: string | null;
  /** The plugin's slug in plugin-update-checker's wp-update-server form (`?action=get_metadata&slug=`). */
  puc_slug: string | null;
  /** The path of the plugin's plugin-update-checker metadata URL, e.g. `/updates/booking-desk.json`. */
  puc_metadata_path: string | null;
  /** The query parameter the vendor's plugin sends its licence key in. */
  puc_license_parameter: ColumnType<string, string | undefined>;
}

export type LegacyProtocol = "edd" | "puc";

export interface LegacyProtocolRequestsTable {
  plugin_id: number;
  protocol: LegacyProtocol;
  /** The action of the last request: an EDD `edd_action`, `get_metadata` for plugin-update-checker. */
  action: string;
  seen_at: string;
}

export interface OutboxAttachmentsTable {
  id: Generated<number>;
  email_id: number;
  filename: string;
  content_type: string;
  content_base64: string;
}

/** One counted request for a database-backed rate limit shared by all processes. */
export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  /** Keyed hash of the client (address, licence key, …); never the value itself. */
  client_hash: string;
  created_at: string;
}

/** When a scheduled housekeeping job is next due (migration 011); its conditional update elects the one process that runs it. */
export interface HousekeepingRunsTable {
  job: string;
  next_run_at: string;
  last_started_at: string | null;
}

/** A renewal reminder queued for a licence's expiry (migration 015): at most one per licence, stage and expiry. */
export interface LicenseRemindersTable {
  id: Generated<number>;
  license_id: number;
  /** Days before the expiry; 0 is the day of expiry. */
  stage: number;
  /** The expiry the reminder was about: a renewed licence gets its stages again. */
  expires_at: string;
  created_at: string;
}

/** An admin's internal note on an order or a customer (migration 017); never shown to customers. */
export interface AdminNotesTable {
  id: Generated<number>;
  subject_kind: "order" | "customer";
  subject_id: number;
  author_user_id: number;
  /** The author's e-mail when writing. */
  author_label: string;
  body: string;
  created_at: string;
}

/** The one row (id 1) whose version every change to a public page bumps (migration 012, decision 020). */
export interface PublicContentVersionTable {
  id: number;
  version: number;
  changed_at: string;
}

/** A file of the PostgreSQL file store (migration 013, decision 021); SQLite has no such table. */
export interface StoredFilesTable {
  id: Generated<number>;
  /** The file's path below DATA_DIR on SQLite, such as `plugins/<slug>/<slug>-1.0.0.zip`. */
  key: string;
  size: number;
  sha256: string;
  chunks: number;
  created_at: string;
}

/** The bytes of a stored file in pieces of 1 MiB, `position` counting from 0. */
export interface StoredFileChunksTable {
  file_id: number;
  position: number;
  data: Uint8Array;
}

/** The currencies credits are held in (decision 044): 1 credit = 1.00 of its currency. */
export type CreditCurrency = "EUR" | "USD";
/** How a ledger entry moves money between a balance's available and reserved parts. */
export type CreditEntryKind = "top_up" | "reservation" | "release" | "debit" | "refund";

/** One posting of the credits ledger (migration 023): append-only, with the balance after it. */
export interface CreditEntriesTable {
  id: Generated<number>;
  user_id: number;
  currency: CreditCurrency;
  kind: CreditEntryKind;
  available_delta_cents: number;
  reserved_delta_cents: number;
  available_after_cents: number;
  reserved_after_cents: number;
  reference_kind: string;
  reference_id: string;
  idempotency_key: string;
  created_at: string;
}

/** A client's balance in one currency, moved only by inserting ledger entries (triggers of migration 023). */
/** A refund of unused credits (migration 030, decision 056): posted available → refunded when recorded. */
export interface CreditRefundsTable {
  id: Generated<number>;
  user_id: number;
  currency: CreditCurrency;
  amount_cents: number;
  /** The form's one-time key: the same key records one refund. */
  request_key: string;
  reason: "request" | "account_closure";
  status: "pending" | "completed";
  language: "de" | "en";
  /** Where the receipt goes: the account's address when the refund was asked for. */
  receipt_email: string;
  created_at: string;
  completed_at: string | null;
}

/** The share of a credit refund paid back through the provider against one top-up order. */
export interface CreditRefundPartsTable {
  id: Generated<number>;
  refund_id: number;
  order_id: number;
  amount_cents: number;
  /** Attempts the provider refused (nothing moved); the next attempt uses a new idempotency key. */
  refused_attempts: ColumnType<number, number | undefined, number>;
  provider_reference: string | null;
  /** When the provider confirmed this part; null while it is still to be paid back. */
  refunded_at: string | null;
}

export interface CreditBalancesTable {
  user_id: number;
  currency: CreditCurrency;
  available_cents: number;
  reserved_cents: number;
  last_entry_id: number | null;
}

/** A piece of work a client commissions (migration 024, decision 045); `state` is one of the task domain's states. */
export interface TasksTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  service_type: string;
  /** YYYY-MM-DD the client would like the work by. */
  desired_date: string | null;
  budget_hint: string | null;
  state: ColumnType<string, string | undefined, string>;
  assigned_admin_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  updated_at: string;
  /** The value (net cents) of work performed on the task but not yet invoiced: W of a cancellation (decision 055). */
  work_performed_cents: ColumnType<number, number | undefined, number>;
  /** For a USD task: the USD-per-EUR rate its invoices state their VAT in EUR at, and its source (decision 054). */
  usd_per_eur: ColumnType<string | null, string | null | undefined, string | null>;
  usd_rate_source: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A chat message in a task's workroom, written by the client or by the company. */
export interface TaskMessagesTable {
  id: Generated<number>;
  task_id: number;
  author_user_id: number;
  side: "client" | "company";
  body: string;
  created_at: string;
}

/** A file sent with a task (message_id null) or with one of its messages; the bytes are in the file store under `file_key`. */
export interface TaskAttachmentsTable {
  id: Generated<number>;
  task_id: number;
  message_id: number | null;
  uploaded_by_user_id: number;
  file_key: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  created_at: string;
}

/** One entry of a task's timeline; `detail` is JSON. */
export interface TaskEventsTable {
  id: Generated<number>;
  task_id: number;
  kind: string;
  actor_user_id: number | null;
  detail: ColumnType<string, string | undefined, string>;
  created_at: string;
}

/** How far one side of a task has read the other side's messages, and been mailed about them. */
export interface TaskReadMarksTable {
  task_id: number;
  side: "client" | "company";
  read_through_message_id: ColumnType<number, number | undefined, number>;
  mailed_through_message_id: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

/** A signed-out visitor's task form, kept until they have signed in; the token itself is only in their link. */
export interface TaskDraftsTable {
  token_hash: string;
  data: string;
  created_at: string;
}

/** One version of an offer on a task (migration 025, decision 046): an immutable snapshot and its SHA-256. */
export interface OffersTable {
  id: Generated<number>;
  task_id: number;
  version: number;
  currency: CreditCurrency;
  valid_until: string;
  /** JSON of OfferSnapshot, exactly the bytes that were hashed. */
  snapshot: string;
  snapshot_hash: string;
  created_by_user_id: number;
  created_at: string;
}

/** A client's acceptance of one option of an offer: what was confirmed, when, at which price and VAT. */
export interface OfferAcceptancesTable {
  id: Generated<number>;
  offer_id: number;
  task_id: number;
  user_id: number;
  option: "normal" | "fast";
  currency: CreditCurrency;
  billing_country: string;
  billing_vat_id: string | null;
  vat_treatment: VatTreatment;
  vat_rate_basis_points: number;
  net_cents: number;
  vat_cents: number;
  total_cents: number;
  offer_hash: string;
  wording: string;
  language: "de" | "en";
  accepted_at: string;
}

/** One delivered part of an accepted offer (migration 029, decision 054); part 0 is the whole offer. */
export interface TaskDeliveriesTable {
  id: Generated<number>;
  task_id: number;
  acceptance_id: number;
  part_number: number;
  part_name: string | null;
  share_percent: number;
  /** The workroom message that carries the delivery's note and files. */
  message_id: number;
  note: string;
  repository_url: string | null;
  installed_note: string | null;
  /** 1 for the delivery that completes the task. */
  is_final: number;
  net_cents: number;
  vat_cents: number;
  /** The credits debited from the reservation for this delivery. */
  gross_cents: number;
  delivered_by_user_id: number;
  delivered_at: string;
}

/** The client's acceptance of a delivery, and the last day of its six-month guarantee (YYYY-MM-DD, Vienna). */
export interface TaskDeliveryAcceptancesTable {
  id: Generated<number>;
  delivery_id: number;
  task_id: number;
  user_id: number;
  accepted_at: string;
  guarantee_until: string;
}

/** A defect the client reported on an accepted delivery within its guarantee; the message carries the files. */
export interface TaskDefectReportsTable {
  id: Generated<number>;
  task_id: number;
  delivery_id: number;
  user_id: number;
  message_id: number;
  description: string;
  reported_at: string;
}

/** A task's cancellation (decision 055): W, U, the fee, the charge and what was released; one per task. */
export interface TaskCancellationsTable {
  id: Generated<number>;
  task_id: number;
  acceptance_id: number;
  cancelled_by: "client" | "company";
  actor_user_id: number;
  reason: string | null;
  work_performed_cents: number;
  uninvoiced_net_cents: number;
  fee_net_cents: number;
  charge_net_cents: number;
  charge_vat_cents: number;
  charge_gross_cents: number;
  released_cents: number;
  cancelled_at: string;
}

/** An invoice of a delivery or a cancellation, numbered in the shop's one series (migration 029, decision 054). */
export interface TaskInvoicesTable {
  id: Generated<number>;
  task_id: number;
  user_id: number;
  kind: "delivery" | "cancellation";
  delivery_id: number | null;
  cancellation_id: number | null;
  year: number;
  sequence: number;
  number: string;
  issued_at: string;
  language: "de" | "en";
  currency: CreditCurrency;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  credits_redeemed_cents: number;
  vat_treatment: VatTreatment;
  vat_country: string;
  vat_rate_basis_points: number;
  vat_eur_cents: number | null;
  usd_per_eur: string | null;
  usd_rate_source: string | null;
  /** JSON of InvoiceSnapshot: everything the PDF shows, frozen at issue time. */
  snapshot: string;
}

/** One row per service of the home page (`web`, `app`, `custom`, `ai`) with its price cue, all three columns set or none (migration 026). */
export interface ServiceSettingsTable {
  service: string;
  /** `project_from`, `day_rate` or `hour_rate`. */
  price_kind: string | null;
  price_amount_cents: number | null;
  /** `EUR` or `USD`. */
  price_currency: string | null;
  /** Null until a price cue was first set (by an admin or the demo seeder). */
  updated_at: string | null;
}

/** A blog post marked as a case study, with the plugin it used. */
export interface CaseStudiesTable {
  post_id: number;
  plugin_id: number | null;
}

/** The services a case study belongs to (at least one, checked where it is written). */
export interface CaseStudyServicesTable {
  post_id: number;
  service: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  recovery_codes: RecoveryCodesTable;
  login_failures: LoginFailuresTable;
  plugins: PluginsTable;
  pricing_options: PricingOptionsTable;
  plugin_releases: PluginReleasesTable;
  plugin_screenshots: PluginScreenshotsTable;
  plugin_faq_entries: PluginFaqEntriesTable;
  plugin_screenshot_variants: PluginScreenshotVariantsTable;
  outbox_emails: OutboxEmailsTable;
  contact_messages: ContactMessagesTable;
  docs_parents: DocsParentsTable;
  docs_sections: DocsSectionsTable;
  docs_articles: DocsArticlesTable;
  docs_search: DocsSearchTable;
  blog_posts: BlogPostsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  order_refunds: OrderRefundsTable;
  payment_events: PaymentEventsTable;
  licenses: LicensesTable;
  license_activations: LicenseActivationsTable;
  outbox_attachments: OutboxAttachmentsTable;
  rate_limit_hits: RateLimitHitsTable;
  audit_log: AuditLogTable;
  contact_replies: ContactRepliesTable;
  housekeeping_runs: HousekeepingRunsTable;
  public_content_version: PublicContentVersionTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
  license_reminders: LicenseRemindersTable;
  admin_notes: AdminNotesTable;
  credit_entries: CreditEntriesTable;
  credit_balances: CreditBalancesTable;
  tasks: TasksTable;
  task_messages: TaskMessagesTable;
  task_attachments: TaskAttachmentsTable;
  task_events: TaskEventsTable;
  task_read_marks: TaskReadMarksTable;
  task_drafts: TaskDraftsTable;
  service_settings: ServiceSettingsTable;
  case_studies: CaseStudiesTable;
  case_study_services: CaseStudyServicesTable;
  legacy_plugin_identities: LegacyPluginIdentitiesTable;
  legacy_protocol_requests: LegacyProtocolRequestsTable;
  offers: OffersTable;
  offer_acceptances: OfferAcceptancesTable;
  credit_refunds: CreditRefundsTable;
  credit_refund_parts: CreditRefundPartsTable;
  task_deliveries: TaskDeliveriesTable;
  task_delivery_acceptances: TaskDeliveryAcceptancesTable;
  task_defect_reports: TaskDefectReportsTable;
  task_cancellations: TaskCancellationsTable;
  task_invoices: TaskInvoicesTable;
}

export type UserRow = Selectable<UsersTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type LicenseRow = Selectable<LicensesTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
