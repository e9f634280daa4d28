import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./client.ts";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { migratedTestDatabase, testEngines } from "../tests/support/test-databases.ts";

describe.each(testEngines)("migration 020 on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
  });

  afterAll(() => drop());

  it("points an installed demo catalogue's screenshots at their pictures per language and leaves uploads alone", async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("018-plugin-category")).error).toBeUndefined();
    const now = new Date().toISOString();
    const plugin = {
      name_de: "P",
      name_en: "P",
      description_de: "",
      description_en: "",
      body_de: "",
      body_en: "",
      features_de: "",
      features_en: "",
      released_on: "2026-01-01",
    };
    const { id } = await db
      .insertInto("plugins")
      .values({
        ...plugin,
        slug: "invoice-forge",
        status: "published",
        position: 0,
        image: null,
        downloads: 0,
        rating_tenths: null,
        rating_count: 0,
        is_free: 0,
        wordpress_org_url: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const shot = { plugin_id: id, width: 1280, height: 800, caption_de: "Bild", caption_en: "Picture" };
    // Before 020 there is no image_en column: the rows are written without it.
    await db
      .insertInto("plugin_screenshots")
      .values([
        { ...shot, position: 0, image: "/images/plugins/invoice-forge-screenshot-1.svg" },
        { ...shot, position: 1, image: "/media/plugins/invoice-forge-0123456789abcdef.png" },
      ])
      .execute();

    expect(await migrateToLatest(db)).toContain("020-screenshot-variants");
    expect(await db.selectFrom("plugin_screenshots").select(["image", "image_en"]).orderBy("position").execute()).toEqual([
      { image: "/images/plugins/invoice-forge-screenshot-1-de.svg", image_en: "/images/plugins/invoice-forge-screenshot-1-en.svg" },
      { image: "/media/plugins/invoice-forge-0123456789abcdef.png", image_en: null },
    ]);
  });
});
