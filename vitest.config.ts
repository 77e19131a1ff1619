import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node (and so the Apollo packages) load graphql's CommonJS build; Vite would pick its ESM build for our code.
    // Two copies of graphql cannot share a schema, so tests use the one Node uses.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Every file gets its own database and Redis prefix, so files may run side by side.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
