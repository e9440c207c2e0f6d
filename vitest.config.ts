import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = {
  '@contract': fileURLToPath(new URL('./contract/src', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

const serverProject = (name: string, engine: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    include: ['server/src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_ENGINE: engine },
    setupFiles: ['server/src/testing/setup.ts'],
    // A worker runs many files and loads the packages (Fastify, Drizzle, PGlite) once; setup.ts
    // resets the registry of our own modules before each file, so each file still evaluates the
    // server afresh, with its own database (docs/testing.md#where-the-time-goes).
    isolate: false,
    // PostgreSQL: one migrated template per run, copied for each test file (testing/test-db.ts).
    globalSetup: engine === 'postgres' ? ['server/src/testing/postgres-template.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * One Vitest run covers the contract, the test runner's summary, the server (on PGlite always,
 * and on PostgreSQL too when DATABASE_URL is set) and the SPA.
 */
export default defineConfig({
  test: {
    // Vitest's default, cores − 1, is one worker on CI's two cores, leaving a core idle: two
    // workers ran the whole suite in 528 s instead of 963 s there, every test passing, with other
    // work on the machine (docs/testing.md#where-the-time-goes).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The test runner's report reading and summary (scripts/test-summary.ts).
        test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        // The route budget renders the server's label page from its source (bench/label-page.ts).
        resolve: { alias },
        test: {
          name: 'build',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
          hookTimeout: 180_000,
        },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'spa',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 15_000,
          // Mantine and Tabler's icons as one pre-bundled file each instead of thousands of
          // modules that every test file (each in its own worker) imports again. Mantine's
          // packages go together, or @mantine/notifications (and @mantine/charts) would see a second MantineProvider
          // context; React and react-dom stay single copies outside the bundle.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@mantine/charts',
                  '@mantine/core',
                  '@mantine/dates',
                  '@mantine/form',
                  '@mantine/hooks',
                  '@mantine/notifications',
                  '@tabler/icons-react',
                ],
                exclude: ['react-dom'],
              },
            },
          },
        },
      },
    ],
  },
});
