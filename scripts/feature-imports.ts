// Lists the imports that cross from one folder of app/features to another, and the folder loops
// they form (decision 023). Run: npm exec -- node scripts/feature-imports.ts [--list] [--no-tests]
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const featuresRoot = resolve(import.meta.dirname, "../app/features");
const withList = process.argv.includes("--list");
const withoutTests = process.argv.includes("--no-tests");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The feature folder a path lies in, or null outside app/features. */
function featureOf(path: string): string | null {
  const inside = relative(featuresRoot, path);
  return inside.startsWith("..") ? null : (inside.split("/")[0] ?? null);
}

const importPattern = /(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"|import\(\s*"(\.[^"]+)"\s*\)/g;
const crossings: string[] = [];
const edges = new Map<string, Set<string>>();
for (const file of sourceFiles(featuresRoot)) {
  if (withoutTests && /\.test\.tsx?$/.test(file)) continue;
  const from = featureOf(file);
  for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
    const target = resolve(dirname(file), match[1] ?? match[2] ?? "");
    const to = featureOf(target);
    if (!from || !to || from === to) continue;
    crossings.push(`${relative(featuresRoot, file)} -> ${relative(featuresRoot, target)}`);
    edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
}

/** Folder loops: the strongly connected components of more than one folder (Tarjan). */
function loopsOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    lowLink.set(folder, index.get(folder) ?? 0);
    stack.push(folder);
    onStack.add(folder);
    for (const next of graph.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(folder, Math.min(lowLink.get(folder) ?? 0, lowLink.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowLink.set(folder, Math.min(lowLink.get(folder) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowLink.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return loops;
}

if (withList) console.log(crossings.sort().join("\n"));
const pairs = [...edges.values()].reduce((count, targets) => count + targets.size, 0);
const loops = loopsOf(edges);
console.log(`${crossings.length} cross-feature imports over ${pairs} folder pairs; ${loops.length} folder loop(s)`);
for (const loop of loops) console.log(`  loop: ${loop.join(" <-> ")}`);
process.exitCode = loops.length > 0 ? 1 : 0;
