import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [sveltekit()],
  build: {
    // No preload lists for dynamic imports: the code loaded on demand (menus, ends of games, the
    // worker's client) is small and its own imports are mostly loaded with the page already, while
    // the lists of file names cost every page about 1 kB gzipped at start. Kit still preloads each
    // page's own files from its manifest, and CSS of code loaded on demand still comes with it.
    modulePreload: false,
    // Kit's prerender step dominates the build by design; the timing report is only noise.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // Svelte, SvelteKit's client and seedrandom, which every page loads, in one file. The
            // site's own modules are split the default way, by the pages that use them, so that
            // /table loads none of the patience's code and / none of the table's (grouping src/lib
            // by folder made rolldown merge the patience's shared modules into what /table loads).
            { name: 'vendor', test: /[\\/]node_modules[\\/]/ }
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
