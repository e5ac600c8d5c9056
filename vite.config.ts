import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [sveltekit()],
  build: {
    // Kit's prerender step dominates the build by design; the timing report is only noise.
    rolldownOptions: { checks: { bundlerTimings: false } }
  },
  test: {
    projects: [
      {
        // Vitest 4 inline projects inherit nothing by default; this keeps sveltekit() and $lib.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node'
        }
      },
      {
        extends: true,
        // Without svelteTesting() and jsdom, mount fails with lifecycle_function_unavailable.
        plugins: [svelteTesting()],
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.ts'],
          environment: 'jsdom'
        }
      }
    ]
  }
});
