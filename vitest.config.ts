import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Kept apart from the web app's Vite config so that the React Router plugin is not loaded here.
// `npm test` runs the unit tests and the API tests on PGlite; with TEST_DATABASE_URL set it runs the
// API tests a second time against that PostgreSQL (and TEST_REDIS_URL's Redis).

const apiProject = (name: string, database: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["apps/api/src/**/*.test.ts"],
    globalSetup: ["apps/api/src/test/global-setup.ts"],
    env: { OJA_TEST_DATABASE: database },
  },
});

export default defineConfig({
  test: {
    environment: "node",
    // Two test files at once even on two cores (Vitest's default is one less than the cores): the API
    // tests spend much of their time waiting on PostgreSQL, Redis or a process they started, so the
    // second file uses what the first leaves idle (decision 068).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps the modules it loaded from one test file to the next instead of loading the API,
    // its dependencies and PGlite again for each (decision 072): the suites take half the time. So a test
    // file leaves nothing process-wide behind it: no environment variable, global or spy it does not restore.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "packages/contracts/src/**/*.test.ts",
            "apps/web/app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
        },
      },
      apiProject("api", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-postgres", "postgres")] : []),
    ],
  },
});
