// The content pipeline (WordPress HTML and shortcodes → sanitised HTML) runs on every save of a
// docs page or post and on every admin preview. This measures it on the demo blog posts, the
// longest realistic sources the project ships, in this process. Also runnable alone:
// `npm exec -- node bench/content-pipeline.ts`.
import { prepareContent } from "../app/features/content/content-pipeline.server.ts";
import { demoBlogPosts } from "../seed/blog.ts";
import { table } from "./table.ts";

export interface PipelineReport {
  sources: number;
  /** Characters of the longest source. */
  longestSourceChars: number;
  runsPerSource: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export function benchContentPipeline(runsPerSource = 20): PipelineReport {
  const sources = demoBlogPosts.flatMap((post) => [post.content.de, post.content.en]);
  // The first run builds the DOM window and DOMPurify; saves after it reuse them.
  prepareContent(sources[0] ?? "");
  const durations: number[] = [];
  for (const source of sources) {
    for (let run = 0; run < runsPerSource; run += 1) {
      const started = performance.now();
      prepareContent(source);
      durations.push(performance.now() - started);
    }
  }
  durations.sort((a, b) => a - b);
  return {
    sources: sources.length,
    longestSourceChars: Math.max(...sources.map((source) => source.length)),
    runsPerSource,
    medianMs: Number(percentile(durations, 0.5).toFixed(2)),
    p95Ms: Number(percentile(durations, 0.95).toFixed(2)),
    maxMs: Number((durations.at(-1) ?? 0).toFixed(2)),
  };
}

export function contentPipelineTable(report: PipelineReport): string {
  return table([
    ["prepareContent (demo posts, de + en)", "sources", "longest chars", "median ms", "p95 ms", "max ms"],
    ["one save or preview", String(report.sources), String(report.longestSourceChars), String(report.medianMs), String(report.p95Ms), String(report.maxMs)],
  ]);
}

if (import.meta.main) console.log(contentPipelineTable(benchContentPipeline()));
