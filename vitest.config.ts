import { existsSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Test tiers (conventions, "Tests"): unit tests beside the code, integration tests over HTTP on
// each engine (PostgreSQL when TEST_DATABASE_URL is set), and e2e in Chromium.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// The e2e tier needs the system Chromium (CI installs it); without it the tier is left out.
const withChromium = existsSync('/usr/bin/chromium');
// The cluster test runs on its own: `npm run test:cluster`.
const withCluster = Boolean(process.env.TEST_CLUSTER);

export default defineConfig({
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./src/contract', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'docs/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-pglite',
          include: ['tests/integration/**/*.test.ts'],
          env: { TEST_ENGINE: 'pglite' },
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'integration-pg',
                include: ['tests/integration/**/*.test.ts'],
                env: { TEST_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
      ...(withCluster
        ? [
            {
              extends: true as const,
              test: {
                name: 'cluster',
                include: ['tests/cluster/**/*.test.ts'],
                testTimeout: 120_000,
              },
            },
          ]
        : []),
      ...(withChromium
        ? [
            {
              extends: true as const,
              test: {
                name: 'e2e',
                include: ['tests/e2e/**/*.test.ts'],
                globalSetup: process.env.E2E_SKIP_BUILD ? [] : ['tests/e2e/global-setup.ts'],
                env: { TEST_ENGINE: 'pglite' },
                testTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
