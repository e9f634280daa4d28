import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts"],
    environment: "node",
    // Vitest's default is one worker per CPU but one, so a two-core CI machine ran the files one
    // after another (426 s in CI). Many tests wait on PostgreSQL, child processes and sockets;
    // with three workers the suite took 277 s on this two-core machine.
    maxWorkers: 3,
    // Vitest's 5 s per test and 10 s per hook are too short on a loaded machine for the tests that
    // start a script or a server (CI: backup refusal and the page-cache CSP check timed out at 5 s).
    // The tests wait for states, so a healthy run is as fast as before.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
