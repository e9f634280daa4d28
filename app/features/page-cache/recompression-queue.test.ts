// Decision 052: the background recompression works one page at a time, holds a few pages at most
// and drops its work while the site is busy.
import { describe, expect, it } from "vitest";
import { RecompressionQueue } from "./recompression-queue.ts";

function queue(options: { maxWaiting?: number; busy?: () => boolean; fail?: string } = {}) {
  const done: string[] = [];
  const failures: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const recompressions = new RecompressionQueue({
    maxWaiting: options.maxWaiting ?? 16,
    busy: options.busy ?? (() => false),
    async recompress(key) {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
      if (key === options.fail) throw new Error("broken page");
      done.push(key);
    },
    failed: (key) => failures.push(key),
  });
  return { recompressions, done, failures, mostAtOnce: () => mostAtOnce };
}

describe("background recompression queue", () => {
  it("recompresses each page asked for once, one at a time, in the order asked, and goes on after a failure", async () => {
    const { recompressions, done, failures, mostAtOnce } = queue({ fail: "b" });
    for (const key of ["a", "b", "a", "c"]) recompressions.request(key);
    await recompressions.idle();
    expect(done).toEqual(["a", "c"]);
    expect(failures).toEqual(["b"]);
    expect(mostAtOnce()).toBe(1);
    recompressions.request("d");
    await recompressions.idle();
    expect(done).toEqual(["a", "c", "d"]);
  });

  it("holds at most its bound of pages and drops the rest until they are asked for again", async () => {
    const { recompressions, done } = queue({ maxWaiting: 3 });
    for (let index = 0; index < 10; index++) recompressions.request(`page-${index}`);
    expect(recompressions.waiting).toBe(3);
    expect(recompressions.dropped).toBe(7);
    await recompressions.idle();
    expect(done).toEqual(["page-0", "page-1", "page-2"]);
  });

  it("drops every waiting page once the site is busy, and takes none while it stays busy", async () => {
    let busy = false;
    const { recompressions, done } = queue({ busy: () => busy });
    for (const key of ["a", "b", "c"]) recompressions.request(key);
    busy = true;
    await recompressions.idle();
    expect(done).toEqual([]);
    expect(recompressions.dropped).toBe(3);
    recompressions.request("d");
    expect(recompressions.waiting).toBe(0);
    busy = false;
    recompressions.request("d");
    await recompressions.idle();
    expect(done).toEqual(["d"]);
  });
});
