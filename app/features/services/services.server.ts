import type { Db } from "../../../db/client.ts";
import type { Language } from "../../i18n/paths.ts";
import { type PriceCue, priceCueOfColumns } from "./price-cue.ts";
import { isServiceType, type ServiceType, serviceTypes } from "./service-types.ts";

/** Every service's price cue (null where the company names none), for the pages and the admin form. */
export async function priceCuesOf(db: Db): Promise<Record<ServiceType, PriceCue | null>> {
  const rows = await db.selectFrom("service_settings").select(["service", "price_kind", "price_amount_cents", "price_currency"]).execute();
  const cues = Object.fromEntries(serviceTypes.map((type) => [type, null])) as Record<ServiceType, PriceCue | null>;
  for (const row of rows) if (isServiceType(row.service)) cues[row.service] = priceCueOfColumns(row);
  return cues;
}

function priceCueColumns(cue: PriceCue | null) {
  return { price_kind: cue?.kind ?? null, price_amount_cents: cue?.amountCents ?? null, price_currency: cue?.currency ?? null };
}

/** What the audit log keeps of a cue. */
function auditedCue(cue: PriceCue | null): Record<string, unknown> {
  return { price_kind: cue?.kind ?? null, price_amount: cue ? cue.amountCents / 100 : null, price_currency: cue?.currency ?? null };
}

/** An admin action's entry in the audit log; the admin area passes its writer in (decision 024: passed from above). */
export type AuditWriter = (
  db: Db,
  entry: {
    actor: { id: number; email: string | null };
    action: string;
    record: { type: string; id: number | string; label: string };
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  },
) => Promise<void>;

/**
 * Sets (or with null removes) one service's price cue with its audit entry, in one transaction.
 * Answers whether anything changed; an unchanged cue writes nothing.
 */
export async function setPriceCue(
  db: Db,
  {
    service,
    cue,
    actor,
    audit,
    now = new Date(),
  }: { service: ServiceType; cue: PriceCue | null; actor: { id: number; email: string | null }; audit: AuditWriter; now?: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("service_settings").selectAll().where("service", "=", service).executeTakeFirst();
    const before = row ? priceCueOfColumns(row) : null;
    if (JSON.stringify(before) === JSON.stringify(cue) && row?.updated_at) return false;
    await trx
      .insertInto("service_settings")
      .values({ service, ...priceCueColumns(cue), updated_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("service").doUpdateSet({ ...priceCueColumns(cue), updated_at: now.toISOString() }))
      .execute();
    await audit(trx, {
      actor,
      action: "service.price_cue",
      record: { type: "service", id: service, label: service },
      before: auditedCue(before),
      after: auditedCue(cue),
    });
    return true;
  });
}

/** What a service or plugin page shows of a case study, in one language. */
export interface CaseStudySummary {
  slug: string;
  title: string;
  /** Plain text. */
  excerpt: string;
  /** ISO-8601 UTC. */
  publishedAt: string;
  coverImage: string | null;
  /** The plugin the project used, when it is published. */
  plugin: { slug: string; name: string } | null;
  services: ServiceType[];
}

/** Case studies a visitor of this language may read now, newest first: as the blog shows posts (translated, published, due). */
async function visibleCaseStudies(db: Db, language: Language, now: Date, filter: { service?: ServiceType; pluginId?: number }): Promise<CaseStudySummary[]> {
  let query = db
    .selectFrom("case_studies")
    .innerJoin("blog_posts", "blog_posts.id", "case_studies.post_id")
    .leftJoin("plugins", (join) => join.onRef("plugins.id", "=", "case_studies.plugin_id").on("plugins.status", "=", "published"))
    .select([
      "blog_posts.id as postId",
      "blog_posts.slug",
      `blog_posts.title_${language} as title`,
      `blog_posts.excerpt_${language} as excerpt`,
      "blog_posts.published_at",
      "blog_posts.cover_image",
      "plugins.slug as pluginSlug",
      `plugins.name_${language} as pluginName`,
    ])
    .where(`blog_posts.title_${language}`, "is not", null)
    .where("blog_posts.status", "=", "published")
    .where("blog_posts.published_at", "<=", now.toISOString());
  const { service, pluginId } = filter;
  if (service) query = query.where("case_studies.post_id", "in", db.selectFrom("case_study_services").select("post_id").where("service", "=", service));
  if (pluginId !== undefined) query = query.where("case_studies.plugin_id", "=", pluginId);
  const rows = await query.orderBy("blog_posts.published_at", "desc").orderBy("blog_posts.id", "desc").execute();
  if (!rows.length) return [];
  const memberships = await db
    .selectFrom("case_study_services")
    .select(["post_id", "service"])
    .where(
      "post_id",
      "in",
      rows.map((row) => row.postId),
    )
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title ?? "",
    excerpt: row.excerpt ?? "",
    publishedAt: row.published_at,
    coverImage: row.cover_image,
    plugin: row.pluginSlug && row.pluginName ? { slug: row.pluginSlug, name: row.pluginName } : null,
    services: serviceTypes.filter((type) => memberships.some((membership) => Number(membership.post_id) === Number(row.postId) && membership.service === type)),
  }));
}

/** The case studies of one service page. */
export function caseStudiesOfService(db: Db, service: ServiceType, language: Language, now = new Date()): Promise<CaseStudySummary[]> {
  return visibleCaseStudies(db, language, now, { service });
}

/** The case studies that used one plugin, for its public page. */
export function caseStudiesOfPlugin(db: Db, pluginId: number, language: Language, now = new Date()): Promise<CaseStudySummary[]> {
  return visibleCaseStudies(db, language, now, { pluginId });
}

/** A blog post's mark as a case study: the services it belongs to (at least one) and the plugin it used. */
export interface CaseStudyMark {
  services: ServiceType[];
  pluginId: number | null;
}

export async function caseStudyMarkOf(db: Db, postId: number): Promise<CaseStudyMark | null> {
  const row = await db.selectFrom("case_studies").select("plugin_id").where("post_id", "=", postId).executeTakeFirst();
  if (!row) return null;
  const services = await db.selectFrom("case_study_services").select("service").where("post_id", "=", postId).execute();
  return { pluginId: row.plugin_id, services: serviceTypes.filter((type) => services.some((entry) => entry.service === type)) };
}

/**
 * Writes a post's mark (null: no case study) inside the caller's transaction, the post's own save.
 * Answers the mark as it was and as it is now for the post's audit entry.
 */
export async function saveCaseStudyMark(
  trx: Db,
  postId: number,
  mark: CaseStudyMark | null,
): Promise<{ before: CaseStudyMark | null; after: CaseStudyMark | null }> {
  const before = await caseStudyMarkOf(trx, postId);
  if (JSON.stringify(before) === JSON.stringify(mark)) return { before, after: mark };
  await trx.deleteFrom("case_study_services").where("post_id", "=", postId).execute();
  if (!mark) {
    await trx.deleteFrom("case_studies").where("post_id", "=", postId).execute();
    return { before, after: null };
  }
  if (!mark.services.length) throw new Error("A case study belongs to at least one service");
  await trx
    .insertInto("case_studies")
    .values({ post_id: postId, plugin_id: mark.pluginId })
    .onConflict((conflict) => conflict.column("post_id").doUpdateSet({ plugin_id: mark.pluginId }))
    .execute();
  await trx
    .insertInto("case_study_services")
    .values(mark.services.map((service) => ({ post_id: postId, service })))
    .execute();
  return { before, after: mark };
}

/** The plugins a case study may name, for the editor's drop-down (drafts too: a case study may be written before its plugin goes live). */
export async function caseStudyPluginChoices(db: Db, language: Language): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom("plugins")
    .select(["id", `name_${language} as name`])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name }));
}
