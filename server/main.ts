// Starts the site: the built bundle in production, Vite's middleware in development.
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

try {
  if (process.env.NODE_ENV === "development") {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ root, server: { middlewareMode: true } });
    const site = await viteDevServer.ssrLoadModule("./server/app.ts");
    await site.start({ devMiddleware: viteDevServer.middlewares });
  } else {
    const buildEntry = new URL("../build/server/index.js", import.meta.url).href;
    const site = await import(buildEntry);
    await site.start({ clientDir: fileURLToPath(new URL("../build/client", import.meta.url)) });
  }
} catch (error) {
  // A configuration error lists one line per bad variable; anything else prints its stack.
  const problems = (error as { problems?: string[] }).problems;
  console.error(problems ? `Invalid configuration:\n${problems.map((line) => `  - ${line}`).join("\n")}` : error);
  process.exit(1);
}
