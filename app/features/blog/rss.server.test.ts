import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { type FeedPost, rssXml } from "./rss.server.ts";

const origin = "https://example.at";

const posts: FeedPost[] = [
  {
    slug: "tipps-und-tricks",
    title: "Tipps & Tricks: <Blöcke> im „Editor“",
    excerpt: "Was Sie über 'Blöcke' & Muster wissen sollten.",
    author: "Anna Berger",
    publishedAt: "2026-03-10T08:00:00.000Z",
    coverImage: null,
    readingMinutes: 4,
    updatedAt: "2026-03-12T10:30:00.000Z",
  },
  {
    slug: "aelter",
    title: "Älter",
    excerpt: "Ein älterer Beitrag.",
    author: "Lukas Gruber",
    publishedAt: "2025-12-04T08:30:00.000Z",
    coverImage: null,
    readingMinutes: 2,
    updatedAt: "2025-12-04T08:30:00.000Z",
  },
];

function parse(xml: string): Document {
  const document = new JSDOM(xml, { contentType: "application/xml" }).window.document;
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

const text = (element: Element | Document, tag: string) => element.getElementsByTagName(tag)[0]?.textContent;

describe("rssXml", () => {
  it("writes a well-formed RSS 2.0 channel in German with its self link", () => {
    const document = parse(rssXml(origin, "de", posts));
    const rss = document.documentElement;
    expect(rss.tagName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    const channel = rss.getElementsByTagName("channel")[0];
    if (!channel) throw new Error("no channel");
    expect(text(channel, "title")).toBe("WP Studio Blog");
    expect(text(channel, "link")).toBe(`${origin}/blog`);
    expect(text(channel, "language")).toBe("de-AT");
    expect(text(channel, "description")).toMatch(/WordPress/);
    expect(text(channel, "lastBuildDate")).toBe("Thu, 12 Mar 2026 10:30:00 GMT");
    const self = channel.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
    expect(self?.getAttribute("href")).toBe(`${origin}/blog/rss.xml`);
    expect(self?.getAttribute("rel")).toBe("self");
    expect(self?.getAttribute("type")).toBe("application/rss+xml");
  });

  it("writes one escaped item per post with permalink guid, RFC 822 date, author and excerpt", () => {
    const items = [...parse(rssXml(origin, "de", posts)).getElementsByTagName("item")];
    expect(items).toHaveLength(2);
    const [first] = items;
    if (!first) throw new Error("no item");
    expect(text(first, "title")).toBe("Tipps & Tricks: <Blöcke> im „Editor“");
    expect(text(first, "link")).toBe(`${origin}/tipps-und-tricks`);
    expect(text(first, "guid")).toBe(`${origin}/tipps-und-tricks`);
    expect(first.getElementsByTagName("guid")[0]?.getAttribute("isPermaLink")).toBe("true");
    expect(text(first, "pubDate")).toBe("Tue, 10 Mar 2026 08:00:00 GMT");
    expect(text(first, "dc:creator")).toBe("Anna Berger");
    expect(text(first, "description")).toBe("Was Sie über 'Blöcke' & Muster wissen sollten.");
  });

  it("links the English pages and feed with ?lang=en", () => {
    const document = parse(rssXml(origin, "en", posts));
    expect(text(document, "title")).toBe("WP Studio blog");
    expect(text(document, "language")).toBe("en");
    expect(text(document, "link")).toBe(`${origin}/blog?lang=en`);
    expect(document.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]?.getAttribute("href")).toBe(`${origin}/blog/rss.xml?lang=en`);
    expect(text(document.getElementsByTagName("item")[0] ?? document, "link")).toBe(`${origin}/tipps-und-tricks?lang=en`);
  });

  it("builds an empty channel with the current time", () => {
    const document = parse(rssXml(origin, "de", [], new Date("2026-04-01T00:00:00Z")));
    expect(document.getElementsByTagName("item")).toHaveLength(0);
    expect(text(document, "lastBuildDate")).toBe("Wed, 01 Apr 2026 00:00:00 GMT");
  });
});
