import { data, redirect, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../../context.ts";
import { type MessageKey, translator } from "../../../i18n/catalogues.ts";
import { languageOfRequest } from "../../../i18n/detect.ts";
import { requireAdmin } from "../../accounts/guards.server.ts";
import { adminFieldErrorsOf, intentOf } from "../../admin-kit/admin-form.ts";
import { requestedPage } from "../../admin-kit/pagination.server.ts";
import type { Db } from "../../../../db/client.ts";
import type { FileStore } from "../../file-store/file-store.server.ts";
import { type Actor, type Direction, type Outcome, type PluginActionData } from "./plugin-outcome.ts";
import { idField, parsePluginFields, parsePricingOption, parseRelease, parseScreenshotCaptions, releasePageParam } from "./plugin-schemas.ts";
import {
  createPlugin,
  deletePlugin,
  listPlugins,
  movePlugin,
  pluginListFiltersOf,
  replacePluginImage,
  setPluginStatus,
  updatePlugin,
  usageOf,
} from "./plugins-admin.server.ts";
import {
  addPricingOption,
  deletePricingOption,
  movePricingOption,
  pricingOptionsOf,
  restorePricingOption,
  retirePricingOption,
  updatePricingOption,
} from "./pricing-options.server.ts";
import { addRelease, releasePageOf } from "./releases.server.ts";
import { faqIdOf, faqIntents, parseFaqEntry } from "./faq-schema.ts";
import { addFaqEntry, deleteFaqEntry, faqEntriesOf, moveFaqEntry, updateFaqEntry } from "./plugin-faq.server.ts";
import { addScreenshot, deleteScreenshot, maxScreenshots, moveScreenshot, screenshotsOf, updateScreenshotCaptions } from "./screenshots.server.ts";
import {
  imageLimitBytes,
  readFormWithin,
  RequestTooLarge,
  requestLimitOf,
  screenshotLimitBytes,
  uploadedFile,
  uploadKindOf,
  zipLimitBytes,
} from "../../admin-kit/uploads.server.ts";
import { requireRecordId } from "../../../lib/ids.ts";

interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

function answer(intent: string, outcome: Outcome<{ warnings?: MessageKey[] }>, target?: number, screenshot?: number) {
  if (outcome.ok) return data<PluginActionData>({ intent, target, screenshot, notice: outcome.notice, warnings: outcome.warnings });
  if (outcome.status === 404) throw data(null, { status: 404 });
  return data<PluginActionData>({ intent, target, screenshot, errors: outcome.errors }, { status: outcome.status });
}

export function refusal(intent: string, status: 400 | 413, errors: Record<string, MessageKey>, target?: number, screenshot?: number) {
  return data<PluginActionData>({ intent, target, screenshot, errors }, { status });
}

const notConfirmed = (intent: string) => refusal(intent, 400, { form: "admin.error.notConfirmed" });
const unknownIntent = (intent: string) => refusal(intent, 400, { form: "admin.error.unknownIntent" });

/** The form of an admin request within the limit its upload kind allows; an oversized body becomes a 413 answer. */
async function formOf(request: Request): Promise<FormData | ReturnType<typeof refusal>> {
  const kind = uploadKindOf(new URL(request.url));
  try {
    return await readFormWithin(request, requestLimitOf(kind));
  } catch (error) {
    if (!(error instanceof RequestTooLarge)) throw error;
    if (kind === "image") return refusal("image", 413, { image: "admin.plugins.error.imageTooLarge" });
    if (kind === "screenshot") return refusal("addScreenshot", 413, { screenshot: "admin.plugins.error.screenshotTooLarge" });
    if (kind === "release") return refusal("addRelease", 413, { zip: "admin.plugins.error.zipTooLarge" });
    return refusal("", 413, { form: "admin.plugins.error.requestTooLarge" });
  }
}

function titleOf(request: Request, key: MessageKey, values?: Record<string, string>): string {
  return translator(languageOfRequest(request))(key, values);
}

export async function pluginListLoader({ request, context }: RouteArgs) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const filters = pluginListFiltersOf(url);
  const notice: MessageKey | undefined = url.searchParams.get("notice") === "deleted" ? "admin.plugins.notice.deleted" : undefined;
  return { title: titleOf(request, "admin.plugins.title"), filters, plugins: await listPlugins(db, filters, requestedPage(url)), notice };
}

export async function pluginListAction({ request, context }: RouteArgs) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const form = await formOf(request);
  if (!(form instanceof FormData)) return form;
  const intent = intentOf(form).name;
  const pluginId = idField(form, "pluginId");
  if (intent !== "moveUp" && intent !== "moveDown") return unknownIntent(intent);
  if (pluginId === undefined) throw data(null, { status: 404 });
  return answer(intent, await movePlugin(db, admin, pluginId, intent === "moveUp" ? "up" : "down"), pluginId);
}

export async function newPluginLoader({ request, context }: RouteArgs) {
  requireAdmin(request, context);
  return { title: titleOf(request, "admin.plugins.new.title") };
}

export async function newPluginAction({ request, context }: RouteArgs) {
  const admin = requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const form = await formOf(request);
  if (!(form instanceof FormData)) return form;
  const parsed = parsePluginFields(form);
  if (!parsed.success) return refusal("create", 400, { form: "admin.error.form", ...adminFieldErrorsOf(parsed.error) });
  const outcome = await createPlugin(db, admin, parsed.data);
  if (!outcome.ok) return answer("create", outcome);
  throw redirect(`/admin/plugins/${outcome.id}?notice=created`);
}

export async function pluginEditorLoader({ request, context, params }: RouteArgs & { params: { pluginId?: string } }) {
  requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const pluginId = requireRecordId(params.pluginId);
  const plugin = await db.selectFrom("plugins").selectAll().where("id", "=", pluginId).executeTakeFirst();
  if (!plugin) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const [options, releases, usage, screenshots, faq] = await Promise.all([
    pricingOptionsOf(db, pluginId),
    releasePageOf(db, pluginId, requestedPage(url, releasePageParam)),
    usageOf(db, pluginId),
    screenshotsOf(db, pluginId),
    faqEntriesOf(db, pluginId),
  ]);
  const language = languageOfRequest(request);
  const notice: MessageKey | undefined = url.searchParams.get("notice") === "created" ? "admin.plugins.notice.created" : undefined;
  return {
    title: titleOf(request, "admin.plugins.edit.title", { name: plugin[`name_${language}`] }),
    plugin,
    options,
    releases,
    usage,
    screenshots,
    faq,
    notice,
    limits: { imageBytes: imageLimitBytes, screenshotBytes: screenshotLimitBytes, screenshots: maxScreenshots, zipBytes: zipLimitBytes },
  };
}

const optionMoves: Record<string, Direction> = { optionUp: "up", optionDown: "down" };

/** Intents that destroy something: only accepted from the confirmation dialog. */
const destructiveIntents = new Set(["delete", "deleteOption", "deleteScreenshot", "deleteFaq"]);

const screenshotMoves: Record<string, Direction> = { screenshotUp: "up", screenshotDown: "down" };

async function screenshotAction(
  intent: string,
  form: FormData,
  { db, files, admin, pluginId, screenshotId }: { db: Db; files: FileStore; admin: Actor; pluginId: number; screenshotId: number | undefined },
) {
  if (screenshotId === undefined) throw data(null, { status: 404 });
  if (intent === "saveScreenshot") {
    const parsed = parseScreenshotCaptions(form);
    if (!parsed.success) return refusal(intent, 400, adminFieldErrorsOf(parsed.error), undefined, screenshotId);
    return answer(intent, await updateScreenshotCaptions(db, admin, pluginId, screenshotId, parsed.data), undefined, screenshotId);
  }
  if (intent === "deleteScreenshot") return answer(intent, await deleteScreenshot(db, files, admin, pluginId, screenshotId), undefined, screenshotId);
  return answer(intent, await moveScreenshot(db, admin, pluginId, screenshotId, screenshotMoves[intent] ?? "up"), undefined, screenshotId);
}

async function faqAction(db: Db, admin: Actor, pluginId: number, intent: string, form: FormData) {
  if (intent === "addFaq") {
    const parsed = parseFaqEntry(form);
    if (!parsed.success) return refusal(intent, 400, { form: "admin.error.form", ...adminFieldErrorsOf(parsed.error) });
    return answer(intent, await addFaqEntry(db, admin, pluginId, parsed.data));
  }
  const entryId = faqIdOf(form);
  if (entryId === undefined) throw data(null, { status: 404 });
  switch (intent) {
    case "saveFaq": {
      const parsed = parseFaqEntry(form);
      if (!parsed.success) return refusal(intent, 400, { form: "admin.error.form", ...adminFieldErrorsOf(parsed.error) }, entryId);
      return answer(intent, await updateFaqEntry(db, admin, pluginId, entryId, parsed.data), entryId);
    }
    case "faqUp":
    case "faqDown":
      return answer(intent, await moveFaqEntry(db, admin, pluginId, entryId, intent === "faqUp" ? "up" : "down"), entryId);
    default:
      return answer(intent, await deleteFaqEntry(db, admin, pluginId, entryId), entryId);
  }
}

/**
 * A section a higher feature adds to the editor (the licences' legacy identity, decision 049): the
 * intent its form posts and what that intent does, after the admin guard and the form's size limit.
 */
export interface AddedPluginSection {
  intent: string;
  act(form: FormData, target: { db: Db; admin: Actor; pluginId: number }): Promise<ReturnType<typeof refusal>>;
}

export async function pluginEditorAction(
  { request, context, params }: RouteArgs & { params: { pluginId?: string } },
  addedSections: readonly AddedPluginSection[],
) {
  const admin = requireAdmin(request, context);
  const { db, files, publicUrl } = context.get(servicesContext);
  const pluginId = requireRecordId(params.pluginId);
  const form = await formOf(request);
  if (!(form instanceof FormData)) return form;
  const { name: intent, confirmed } = intentOf(form);
  if (destructiveIntents.has(intent) && !confirmed) return notConfirmed(intent);
  const optionId = idField(form, "optionId");
  if (faqIntents.includes(intent)) return faqAction(db, admin, pluginId, intent, form);
  const added = addedSections.find((section) => section.intent === intent);
  if (added) return added.act(form, { db, admin, pluginId });
  const screenshotId = idField(form, "screenshotId");

  switch (intent) {
    case "save": {
      const parsed = parsePluginFields(form);
      if (!parsed.success) return refusal(intent, 400, { form: "admin.error.form", ...adminFieldErrorsOf(parsed.error) });
      return answer(intent, await updatePlugin(db, admin, pluginId, parsed.data));
    }
    case "publish":
    case "unpublish":
      return answer(intent, await setPluginStatus(db, admin, pluginId, intent === "publish" ? "published" : "draft"));
    case "delete": {
      const outcome = await deletePlugin(db, files, admin, pluginId);
      if (outcome.ok) throw redirect("/admin/plugins?notice=deleted");
      return answer(intent, outcome);
    }
    case "image":
      return answer(intent, await replacePluginImage(db, files, admin, pluginId, uploadedFile(form, "image")));
    case "addOption": {
      const parsed = parsePricingOption(form);
      if (!parsed.success) return refusal(intent, 400, adminFieldErrorsOf(parsed.error));
      return answer(intent, await addPricingOption(db, admin, pluginId, parsed.data));
    }
    case "addScreenshot": {
      const parsed = parseScreenshotCaptions(form);
      if (!parsed.success) return refusal(intent, 400, adminFieldErrorsOf(parsed.error));
      return answer(intent, await addScreenshot(db, files, admin, pluginId, uploadedFile(form, "screenshot"), parsed.data));
    }
    case "saveScreenshot":
    case "screenshotUp":
    case "screenshotDown":
    case "deleteScreenshot":
      return screenshotAction(intent, form, { db, files, admin, pluginId, screenshotId });
    case "addRelease": {
      const parsed = parseRelease(form);
      if (!parsed.success) return refusal(intent, 400, adminFieldErrorsOf(parsed.error));
      return answer(intent, await addRelease(db, { store: files, licenseServer: publicUrl }, admin, pluginId, parsed.data, uploadedFile(form, "zip")));
    }
  }

  if (optionId === undefined) return unknownIntent(intent);
  switch (intent) {
    case "saveOption": {
      const parsed = parsePricingOption(form);
      if (!parsed.success) return refusal(intent, 400, adminFieldErrorsOf(parsed.error), optionId);
      return answer(intent, await updatePricingOption(db, admin, pluginId, optionId, parsed.data), optionId);
    }
    case "optionUp":
    case "optionDown":
      return answer(intent, await movePricingOption(db, admin, pluginId, optionId, optionMoves[intent] ?? "up"), optionId);
    case "retireOption":
      return answer(intent, await retirePricingOption(db, admin, pluginId, optionId), optionId);
    case "restoreOption":
      return answer(intent, await restorePricingOption(db, admin, pluginId, optionId), optionId);
    case "deleteOption":
      return answer(intent, await deletePricingOption(db, admin, pluginId, optionId), optionId);
    default:
      return unknownIntent(intent);
  }
}
