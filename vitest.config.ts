import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Builds dist/ (the CLI and the Action's bundle) once, before the end-to-end tests run it.
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup-fast-check.ts'],
    // End-to-end tests spawn node on the built bundle; give the 2-core CI machine room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
