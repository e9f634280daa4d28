import type { Db } from "../../../../db/client.ts";
import { recordAudit } from "../../admin-kit/audit.server.ts";
import type { FileStore } from "../../file-store/file-store.server.ts";
import { mediaFileOf, mediaUrlOf } from "../../file-store/media-address.ts";
import { type Actor, changesOf, type Direction, missing, type Outcome, pluginRecord, refused } from "./plugin-outcome.ts";
import type { ScreenshotCaptions } from "./plugin-schemas.ts";
import { encodeScreenshot, type EncodedVariant } from "./screenshot-images.server.ts";
import { screenshotLimitBytes, sha256Of } from "../../admin-kit/uploads.server.ts";
import { movePluginChild } from "./plugin-child-order.server.ts";

/** More would be a gallery nobody scrolls through; the page shows them all at full column width. */
export const maxScreenshots = 12;

export interface AdminScreenshot {
  id: number;
  /** What the editor shows: the German (or only) picture. */
  image: string;
  /** The English picture when the screenshot has one of its own (the demo catalogue's). */
  imageEn: string | null;
  width: number;
  height: number;
  caption_de: string;
  caption_en: string;
  /** AVIF and WebP files made from the upload; 0 for a picture shipped with the code (SVG). */
  variants: number;
}

/** A plugin's screenshots in page order. */
export async function screenshotsOf(db: Db, pluginId: number): Promise<AdminScreenshot[]> {
  const rows = await db
    .selectFrom("plugin_screenshots")
    .select(["id", "image", "image_en", "width", "height", "caption_de", "caption_en"])
    .select((eb) =>
      eb
        .selectFrom("plugin_screenshot_variants")
        .select((inner) => inner.fn.countAll<number | string | bigint>().as("count"))
        .whereRef("plugin_screenshot_variants.screenshot_id", "=", "plugin_screenshots.id")
        .as("variant_count"),
    )
    .where("plugin_id", "=", pluginId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(({ image_en, variant_count, ...row }) => ({ ...row, imageEn: image_en, variants: Number(variant_count ?? 0) }));
}

/** The file store's keys of one plugin's screenshots (or of one screenshot): pictures and variants. */
export async function screenshotFilesOf(db: Db, pluginId: number, screenshotId?: number): Promise<string[]> {
  let shots = db.selectFrom("plugin_screenshots").select(["id", "image", "image_en"]).where("plugin_id", "=", pluginId);
  if (screenshotId !== undefined) shots = shots.where("id", "=", screenshotId);
  const rows = await shots.execute();
  const variants = rows.length
    ? await db
        .selectFrom("plugin_screenshot_variants")
        .select("image")
        .where(
          "screenshot_id",
          "in",
          rows.map((row) => row.id),
        )
        .execute()
    : [];
  const keys = [...rows.flatMap((row) => [row.image, row.image_en]), ...variants.map((row) => row.image)].map(mediaFileOf);
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

/** Whether any plugin image, screenshot or screenshot variant still shows the media file at `url`. */
export async function mediaInUse(db: Db, url: string): Promise<boolean> {
  const [plugin, screenshot, variant] = await Promise.all([
    db.selectFrom("plugins").select("id").where("image", "=", url).executeTakeFirst(),
    db
      .selectFrom("plugin_screenshots")
      .select("id")
      .where((eb) => eb.or([eb("image", "=", url), eb("image_en", "=", url)]))
      .executeTakeFirst(),
    db.selectFrom("plugin_screenshot_variants").select("id").where("image", "=", url).executeTakeFirst(),
  ]);
  return Boolean(plugin || screenshot || variant);
}

/** Where a variant is stored: the hash of the upload keeps names unique and lets /media cache them for a year. */
function variantName(slug: string, sha256: string, variant: Pick<EncodedVariant, "format" | "width">): string {
  return `screenshots/${slug}-${sha256.slice(0, 16)}-${variant.width}.${variant.format}`;
}

async function pluginOf(db: Db, pluginId: number) {
  return db.selectFrom("plugins").select(["id", "slug"]).where("id", "=", pluginId).executeTakeFirst();
}

/**
 * Adds an uploaded screenshot at the end of a plugin's screenshots. The upload is checked from its
 * own bytes and encoded as AVIF and WebP at the widths of `screenshotWidths`; the original is not
 * kept (the largest WebP is the picture of browsers without `<picture>`). Refused, with nothing
 * stored: no file, too large, not a PNG/JPEG/WebP or not decodable, the same picture again, or
 * a plugin that has `maxScreenshots` already.
 */
export async function addScreenshot(
  db: Db,
  store: FileStore,
  actor: Actor,
  pluginId: number,
  file: File | undefined,
  captions: ScreenshotCaptions,
  now = new Date(),
): Promise<Outcome> {
  const plugin = await pluginOf(db, pluginId);
  if (!plugin) return missing;
  const existing = await screenshotsOf(db, pluginId);
  if (existing.length >= maxScreenshots) return refused(409, "screenshot", "admin.plugins.error.screenshotLimit");
  if (!file) return refused(400, "screenshot", "admin.plugins.error.screenshotRequired");
  if (file.size > screenshotLimitBytes) return refused(413, "screenshot", "admin.plugins.error.screenshotTooLarge");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const encoded = await encodeScreenshot(bytes);
  if (!encoded.ok) return refused(400, "screenshot", encoded.problem === "type" ? "admin.plugins.error.imageType" : "admin.plugins.error.imageBroken");
  const sha256 = sha256Of(bytes);
  const stored = encoded.variants.map((variant) => {
    const url = mediaUrlOf(variantName(plugin.slug, sha256, variant));
    const key = mediaFileOf(url);
    if (!key) throw new Error(`${url} is not a media URL`);
    return { ...variant, url, key };
  });
  // The largest WebP: what `image` names and what width and height describe.
  const main = stored.filter((variant) => variant.format === "webp").at(-1);
  if (!main) throw new Error("a screenshot is always encoded as WebP");
  if (existing.some((shot) => shot.image === main.url)) return refused(409, "screenshot", "admin.plugins.error.screenshotDuplicate");

  const removeStored = () => Promise.all(stored.map((variant) => store.delete(variant.key)));
  try {
    for (const variant of stored) await store.put(variant.key, variant.bytes);
    await db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom("plugin_screenshots")
        .select((eb) => eb.fn.max("position").as("position"))
        .where("plugin_id", "=", pluginId)
        .executeTakeFirst();
      const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      const { id } = await trx
        .insertInto("plugin_screenshots")
        .values({ plugin_id: pluginId, position, image: main.url, image_en: null, width: main.width, height: main.height, ...captions })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("plugin_screenshot_variants")
        .values(stored.map((variant) => ({ screenshot_id: id, format: variant.format, width: variant.width, height: variant.height, image: variant.url })))
        .execute();
      await recordAudit(
        trx,
        {
          actor,
          action: "plugin.screenshot.add",
          record: pluginRecord(plugin),
          after: {
            screenshot: id,
            ...captions,
            image: main.url,
            type: encoded.image.contentType,
            width: main.width,
            height: main.height,
            bytes: bytes.length,
            variants: stored.map((variant) => `${variant.format} ${variant.width}×${variant.height}`),
          },
        },
        now,
      );
    });
  } catch (error) {
    await removeStored();
    throw error;
  }
  return { ok: true, notice: "admin.plugins.notice.screenshotAdded" };
}

async function screenshotOf(db: Db, pluginId: number, screenshotId: number) {
  return db.selectFrom("plugin_screenshots").selectAll().where("plugin_id", "=", pluginId).where("id", "=", screenshotId).executeTakeFirst();
}

export async function updateScreenshotCaptions(
  db: Db,
  actor: Actor,
  pluginId: number,
  screenshotId: number,
  captions: ScreenshotCaptions,
  now = new Date(),
): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const [plugin, shot] = await Promise.all([pluginOf(trx, pluginId), screenshotOf(trx, pluginId, screenshotId)]);
    if (!plugin || !shot) return missing;
    const changes = changesOf({ caption_de: shot.caption_de, caption_en: shot.caption_en }, captions);
    if (!changes) return { ok: true, notice: "admin.plugins.notice.unchanged" };
    await trx.updateTable("plugin_screenshots").set(captions).where("id", "=", screenshotId).execute();
    await recordAudit(
      trx,
      {
        actor,
        action: "plugin.screenshot.update",
        record: pluginRecord(plugin),
        before: { screenshot: screenshotId, ...changes.before },
        after: { screenshot: screenshotId, ...changes.after },
      },
      now,
    );
    return { ok: true, notice: "admin.plugins.notice.screenshotSaved" };
  });
}

/** Moves a screenshot one place; positions are renumbered 0, 1, 2 … on the way. */
export async function moveScreenshot(db: Db, actor: Actor, pluginId: number, screenshotId: number, direction: Direction, now = new Date()): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const plugin = await pluginOf(trx, pluginId);
    if (!plugin) return missing;
    const moved = await movePluginChild(trx, "plugin_screenshots", pluginId, screenshotId, direction);
    if (moved === "missing") return missing;
    if (moved === "cannotMove") return refused(409, "form", "admin.plugins.error.cannotMove");
    await recordAudit(
      trx,
      {
        actor,
        action: "plugin.screenshot.reorder",
        record: pluginRecord(plugin),
        before: { screenshot: screenshotId, position: moved.from },
        after: { screenshot: screenshotId, position: moved.to },
      },
      now,
    );
    return { ok: true, notice: "admin.plugins.notice.moved" };
  });
}

/** Removes a screenshot, then the files that nothing else shows any more (pictures shipped in /images stay). */
export async function deleteScreenshot(db: Db, store: FileStore, actor: Actor, pluginId: number, screenshotId: number, now = new Date()): Promise<Outcome> {
  const outcome = await db.transaction().execute(async (trx) => {
    const [plugin, shot] = await Promise.all([pluginOf(trx, pluginId), screenshotOf(trx, pluginId, screenshotId)]);
    if (!plugin || !shot) return missing;
    const files = await screenshotFilesOf(trx, pluginId, screenshotId);
    await trx.deleteFrom("plugin_screenshots").where("id", "=", screenshotId).execute();
    await recordAudit(
      trx,
      {
        actor,
        action: "plugin.screenshot.delete",
        record: pluginRecord(plugin),
        before: { screenshot: screenshotId, caption_de: shot.caption_de, caption_en: shot.caption_en, image: shot.image, files },
      },
      now,
    );
    return { ok: true as const, files };
  });
  if (!outcome.ok) return outcome;
  for (const key of outcome.files) {
    // A media key is its URL without the leading slash (media/…).
    if (!(await mediaInUse(db, `/${key}`))) await store.delete(key);
  }
  return { ok: true, notice: "admin.plugins.notice.screenshotDeleted" };
}
