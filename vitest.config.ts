import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts"],
    environment: "node",
    // Vitest's default is one worker per CPU but one, so a two-core CI machine ran the files one
    // after another (426 s in CI). Many tests wait on PostgreSQL, child processes and sockets;
    // with three workers the suite took 277 s on this two-core machine.
    maxWorkers: 3,
  },
});
