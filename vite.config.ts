import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [sveltekit()],
  build: {
    // Kit's prerender step dominates the build by design; the timing report is only noise.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // Svelte, SvelteKit's client and seedrandom, which every page loads, in one file.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
            // The site's own modules that more than one page uses, one file per game and one for
            // what the games share (src/lib's folders), so that a game's page loads none of the other's.
            {
              name: (id) => /[\\/]src[\\/]lib[\\/](patience|table)[\\/]/.exec(id)?.[1] ?? 'shared',
              test: /[\\/]src[\\/]lib[\\/]/,
              minShareCount: 2
            }
          ]
        }
      }
    }
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
