import { defineConfig } from 'vitest/config';

// One vitest run across the packages; browser tests live in tests/ and run under Playwright instead.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: './core', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          root: './api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'extension',
          root: './extension',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', '.output/**'],
          environment: 'node',
        },
      },
    ],
  },
});
