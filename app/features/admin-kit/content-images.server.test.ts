import { strToU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.ts";
import { migratedTestDatabase, testEngines } from "../../../tests/support/test-databases.ts";
import { answerOf, formRequest, routeArgs, testDataDir } from "../../../tests/support/route-calls.ts";
import { insertAdmin, insertCustomer } from "../../../tests/support/shop-fixtures.ts";
import { action as newPostAction } from "../../routes/admin.blog.new.tsx";
import { action as postAction } from "../../routes/admin.blog.post.tsx";
import { action as newDocsNodeAction } from "../../routes/admin.docs.new.tsx";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { type FileStore, fileStoreFor } from "../file-store/file-store.server.ts";
import { mediaFileOf } from "../file-store/media-address.ts";
import { mediaResponse } from "../file-store/media.server.ts";
import { sha256Of } from "./uploads.server.ts";
import { testJpegHeader, testPng, testWebpHeader } from "../../../tests/support/plugin-test-files.ts";
import { adminRouteArgs } from "../../../tests/support/test-admin.ts";

/** A GIF89a header of the given size with an empty image: enough for the type and size. */
function testGif(width: number, height: number): Uint8Array {
  const header = Buffer.from("GIF89a", "ascii");
  const size = Buffer.alloc(7);
  size.writeUInt16LE(width, 0);
  size.writeUInt16LE(height, 2);
  return new Uint8Array(Buffer.concat([header, size, Buffer.from([0x3b])]));
}

const image = (bytes: Uint8Array, name: string, type = "image/png") => new File([new Uint8Array(bytes)], name, { type });

describe.each(testEngines)("the editor's image upload on %s", (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let files: FileStore;
  let admin: CurrentUser;
  let customer: CurrentUser;
  const dataDir = testDataDir("content-images-test");

  beforeAll(async () => {
    ({ db, drop } = await migratedTestDatabase(engine));
    files = fileStoreFor(engine, db, dataDir);
    admin = await insertAdmin(db, "redaktion@example.com");
    customer = await insertCustomer(db, "kunde@example.com");
  });
  afterAll(() => drop());

  const upload = (fields: Record<string, string | Blob>, user: CurrentUser = admin, pathAndQuery = "/admin/blog/new?upload=image") =>
    answerOf(() => newPostAction(adminRouteArgs({ db, dataDir, files, user }, pathAndQuery, {}, { intent: "uploadImage", ...fields })));
  const uploads = () => db.selectFrom("audit_log").selectAll().where("action", "=", "media.upload").orderBy("id").execute();

  it("stores a PNG by its content's hash in the file store, answers what to insert and audits the upload", async () => {
    const png = testPng(40, 30);
    const answer = await upload({ image: image(png, "Screenshot 1.png"), alt: "  Das   Dashboard  " });
    const src = `/media/content/${sha256Of(png).slice(0, 32)}.png`;
    expect(answer).toMatchObject({ status: 200, body: { upload: { image: { src, alt: "Das Dashboard", width: 40, height: 30 } } } });
    const stored = await files.open(mediaFileOf(src) ?? "");
    expect(stored?.size).toBe(png.length);
    const served = await mediaResponse(files, src.slice("/media/".length), "GET");
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    const [entry] = await uploads();
    expect(entry).toMatchObject({ actor_user_id: admin.id, entity_type: "media", entity_id: src, before_json: null });
    expect(JSON.parse(entry?.after_json ?? "")).toEqual({
      src,
      alt: "Das Dashboard",
      decorative: false,
      file_name: "Screenshot 1.png",
      type: "image/png",
      width: 40,
      height: 30,
      bytes: png.length,
    });
  });

  it("takes JPEG, WebP and animated-GIF images by their bytes, whatever their names claim, and serves the GIF", async () => {
    const jpeg = await upload({ image: image(testJpegHeader(640, 480), "photo.png"), alt: "Foto" });
    expect(jpeg).toMatchObject({
      status: 200,
      body: { upload: { image: { src: expect.stringMatching(/^\/media\/content\/[0-9a-f]{32}\.jpg$/), width: 640, height: 480 } } },
    });
    const webp = await upload({ image: image(testWebpHeader(300, 200), "bild"), alt: "Bild" });
    expect(webp).toMatchObject({ status: 200, body: { upload: { image: { src: expect.stringMatching(/\.webp$/), width: 300, height: 200 } } } });
    const gif = testGif(120, 80);
    const answer = await upload({ image: image(gif, "anim.gif", "image/gif"), decorative: "on", alt: "ignored" });
    expect(answer).toMatchObject({ status: 200, body: { upload: { image: { src: expect.stringMatching(/\.gif$/), alt: "", width: 120, height: 80 } } } });
    const src = (answer.body as { upload: { image: { src: string } } }).upload.image.src;
    const served = await mediaResponse(files, src.slice("/media/".length), "GET");
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/gif");
  });

  it("refuses a text file named .png, a missing file, missing or overlong alt text, and stores and audits nothing", async () => {
    const before = await uploads();
    const filesBefore = await files.list("media");
    expect(await upload({ image: image(strToU8("<svg onload=alert(1)>"), "evil.png"), alt: "Bild" })).toMatchObject({
      status: 400,
      body: { upload: { errors: { image: "admin.content.image.error.type" } } },
    });
    expect(await upload({ alt: "Bild" })).toMatchObject({ status: 400, body: { upload: { errors: { image: "admin.content.image.error.required" } } } });
    expect(await upload({ image: image(testPng(4, 4), "a.png"), alt: "   " })).toMatchObject({
      status: 400,
      body: { upload: { errors: { alt: "admin.content.image.error.altRequired" } } },
    });
    expect(await upload({ image: image(testPng(4, 4), "a.png"), alt: "x".repeat(301) })).toMatchObject({
      status: 400,
      body: { upload: { errors: { alt: "admin.content.image.error.altLength" } } },
    });
    expect(await uploads()).toEqual(before);
    expect(await files.list("media")).toEqual(filesBefore);
  });

  it("answers an upload over 2 MB with 413 and the editor's message, before reading it", async () => {
    const huge = formRequest("http://localhost:3000/admin/blog/new?upload=image", {
      intent: "uploadImage",
      alt: "Groß",
      image: image(new Uint8Array(3 * 1024 * 1024), "huge.png"),
    });
    const request = new Request(huge.url, {
      method: "POST",
      body: await huge.arrayBuffer(),
      headers: { "Content-Type": huge.headers.get("Content-Type") ?? "", "Content-Length": String(3 * 1024 * 1024 + 500), Origin: "http://localhost:3000" },
    });
    const refused = await answerOf(() => newPostAction(routeArgs(request, testRequestContext({ db, dataDir, files, user: admin }), {})));
    expect(refused).toMatchObject({ status: 413, body: { upload: { errors: { image: "admin.content.image.error.tooLarge" } } } });
    // Without ?upload=image the text forms' limit of 1 MB holds: the body counts as an empty form.
    const asText = await upload({ image: image(new Uint8Array(1024 * 1024 + 1), "big.png"), alt: "Groß" }, admin, "/admin/blog/new");
    expect(asText).toMatchObject({ status: 400, body: { errors: { form: "admin.error.unknownIntent" } } });
  });

  it("works from every editor (an existing post, a new docs page) and refuses customers with 403", async () => {
    const created = await answerOf(() =>
      newPostAction(
        adminRouteArgs(
          { db, dataDir, files, user: admin },
          "/admin/blog/new",
          {},
          { intent: "save", slug: "bilder", author: "A", publishedAt: "2026-03-10T09:30", status: "draft", title_de: "Bilder", source_de: "Text" },
        ),
      ),
    );
    const postId = /\/admin\/blog\/(\d+)/.exec(created.location ?? "")?.[1] ?? "";
    const png = testPng(8, 8);
    const onPost = await answerOf(() =>
      postAction(
        adminRouteArgs(
          { db, dataDir, files, user: admin },
          `/admin/blog/${postId}?upload=image`,
          { postId },
          { intent: "uploadImage", image: image(png, "p.png"), alt: "Punkt" },
        ),
      ),
    );
    expect(onPost).toMatchObject({ status: 200, body: { upload: { image: { width: 8, height: 8 } } } });
    const onDocs = await answerOf(() =>
      newDocsNodeAction(
        adminRouteArgs(
          { db, dataDir, files, user: admin },
          "/admin/docs/new/parent?upload=image",
          { kind: "parent" },
          { intent: "uploadImage", image: image(png, "p.png"), decorative: "on" },
        ),
      ),
    );
    expect(onDocs).toMatchObject({ status: 200, body: { upload: { image: { alt: "", width: 8, height: 8 } } } });
    const auditBefore = await uploads();
    expect(await upload({ image: image(testPng(5, 5), "c.png"), alt: "Kunde" }, customer)).toMatchObject({ status: 403 });
    expect(await uploads()).toEqual(auditBefore);
  });
});
