import type { PriceCue } from "../app/features/services/price-cue.ts";
import { saveCaseStudyMark } from "../app/features/services/services.server.ts";
import type { ServiceType } from "../app/features/services/service-types.ts";
import services from "./data/services.json" with { type: "json" };
import type { DemoSeeder } from "./seeder.ts";

/** The demo blog's case studies with their services and the plugin each used. */
interface DemoCaseStudy {
  postSlug: string;
  services: ServiceType[];
  pluginSlug: string;
}

/**
 * DEMO CONTENT (seed/data/services.json): the price cues a small Viennese agency might name (the
 * company sets its own under Admin → Services) and the demo blog's case studies.
 */
export const demoServices = services as { priceCues: Record<ServiceType, PriceCue>; caseStudies: DemoCaseStudy[] };

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
      for (const [service, cue] of Object.entries(demoServices.priceCues)) {
        await trx
          .updateTable("service_settings")
          .set({ price_kind: cue.kind, price_amount_cents: cue.amountCents, price_currency: cue.currency, updated_at: now })
          .where("service", "=", service)
          .execute();
      }
      for (const study of demoServices.caseStudies) {
        const post = await trx.selectFrom("blog_posts").select("id").where("slug", "=", study.postSlug).executeTakeFirst();
        if (!post) continue;
        const plugin = await trx.selectFrom("plugins").select("id").where("slug", "=", study.pluginSlug).executeTakeFirst();
        await saveCaseStudyMark(trx, post.id, { services: study.services, pluginId: plugin?.id ?? null });
      }
    });
    return true;
  },
};
