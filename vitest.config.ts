import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Two projects: the client side (src/, happy-dom + fake IndexedDB) and the Node side
// (server/, build scripts and the worker-against-server integration tests).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'client',
          testTimeout: 20000,
          hookTimeout: 60000,
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-unit.ts'],
        },
      },
      {
        test: {
          name: 'server',
          // Passwords hash at 2^12 instead of 2^17 here: the tests log in hundreds of times (server/auth/passwords.ts).
          env: { SCRYPT_LOG2N: '12' },
          testTimeout: 30000,
          hookTimeout: 60000,
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup-unit.ts'],
          pool: 'forks',
          fileParallelism: true,
        },
      },
    ],
  },
});
