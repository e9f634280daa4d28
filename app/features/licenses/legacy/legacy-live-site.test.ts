// Issue #35 on the real site over HTTP: EDD's requests at `/` are answered before the page cache,
// never from it nor stored in it, and the home page stays the home page for everyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveSite, loadSiteModules, type SiteModules, startLiveSite } from "../../../../tests/support/live-site.ts";

describe("EDD requests on the real site with its page cache", () => {
  let modules: SiteModules;
  let site: LiveSite;

  beforeAll(async () => {
    modules = await loadSiteModules();
    site = await startLiveSite(modules, { LOG_LEVEL: "warn", PAGE_CACHE_FILLS_PER_CLIENT: "100000" });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    await modules?.close();
  });

  const get = (path: string) => fetch(`${site.origin}${path}`, { headers: { "Accept-Encoding": "identity" }, redirect: "manual" });

  it("answers edd_action by GET and POST in JSON while the cached home page goes on being served", async () => {
    await (await get("/")).arrayBuffer();
    const cached = await get("/");
    expect(cached.headers.get("x-cache")).toBe("HIT");
    const home = await cached.text();

    for (let round = 0; round < 2; round++) {
      const answer = await get("/?edd_action=check_license&license=no-such-key&item_id=0");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-cache")).toBeNull();
      expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(await answer.json()).toEqual({ success: false, license: "invalid", item_id: false, item_name: "" });
    }
    const posted = await fetch(`${site.origin}/`, {
      method: "POST",
      body: new URLSearchParams({ edd_action: "get_version", license: "", item_id: "0", item_name: "", slug: "nothing-here", url: "https://kunde.at" }),
      headers: { "user-agent": "WordPress/6.8.1; https://kunde.at" },
    });
    expect(await posted.json()).toMatchObject({ new_version: "", package: "", slug: "nothing-here" });

    const again = await get("/");
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toBe(home);
    const withOtherQuery = await get("/?utm_source=newsletter");
    expect(withOtherQuery.headers.get("content-type")).toContain("text/html");
  }, 60_000);
});
