import type { DemoSeeder } from "../../../db/seed.ts";
import type { PriceCue } from "./price-cue.ts";
import { saveCaseStudyMark } from "./services.server.ts";
import type { ServiceType } from "./service-types.ts";

/** DEMO CONTENT: the price cues a small Viennese agency might name; the company sets its own under Admin → Services. */
export const demoPriceCues: Record<ServiceType, PriceCue> = {
  web: { kind: "project_from", amountCents: 240_000, currency: "EUR" },
  app: { kind: "project_from", amountCents: 960_000, currency: "EUR" },
  custom: { kind: "day_rate", amountCents: 88_000, currency: "EUR" },
  ai: { kind: "project_from", amountCents: 480_000, currency: "EUR" },
};

/** The demo blog's case studies (blog/demo-posts.ts) with their services and the plugin each used. */
export const demoCaseStudies: { postSlug: string; services: ServiceType[]; pluginSlug: string }[] = [
  { postSlug: "case-study-vienna-bakery-booking", services: ["web"], pluginSlug: "booking-desk" },
  { postSlug: "case-study-tyrol-hotel-group", services: ["web"], pluginSlug: "hreflang-manager" },
];

/**
 * Seeds the price cues and case studies once: while no price cue was ever set. Runs after the blog
 * and catalogue seeders, so it also marks the case studies of a demo database seeded before the
 * service pages existed; a cue an admin set (or removed) keeps the seeder away for good.
 */
export const servicesSeeder: DemoSeeder = {
  name: "services",
  async run(db) {
    const touched = await db.selectFrom("service_settings").select("service").where("updated_at", "is not", null).limit(1).executeTakeFirst();
    if (touched) return false;
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const [service, cue] of Object.entries(demoPriceCues)) {
        await trx
          .updateTable("service_settings")
          .set({ price_kind: cue.kind, price_amount_cents: cue.amountCents, price_currency: cue.currency, updated_at: now })
          .where("service", "=", service)
          .execute();
      }
      for (const study of demoCaseStudies) {
        const post = await trx.selectFrom("blog_posts").select("id").where("slug", "=", study.postSlug).executeTakeFirst();
        if (!post) continue;
        const plugin = await trx.selectFrom("plugins").select("id").where("slug", "=", study.pluginSlug).executeTakeFirst();
        await saveCaseStudyMark(trx, post.id, { services: study.services, pluginId: plugin?.id ?? null });
      }
    });
    return true;
  },
};
