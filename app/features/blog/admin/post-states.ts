import type { PublicationStatus } from "../../../../db/schema.ts";

/** The list's status filter; `scheduled` is a published post whose time has not come. */
export const postStatusFilters = ["all", "draft", "published", "scheduled"] as const;
export type PostStatusFilter = (typeof postStatusFilters)[number];

/** How a post stands for visitors right now. */
export type PostState = "draft" | "published" | "scheduled";

export function postStateOf(post: { status: PublicationStatus; published_at: string }, now: Date): PostState {
  if (post.status === "draft") return "draft";
  return post.published_at > now.toISOString() ? "scheduled" : "published";
}

export function postStatusFilterOf(url: URL): PostStatusFilter {
  const value = url.searchParams.get("status");
  return (postStatusFilters as readonly (string | null)[]).includes(value) ? (value as PostStatusFilter) : "all";
}
