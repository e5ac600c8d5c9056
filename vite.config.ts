import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * What every page loads anyway, in one chunk: Svelte, SvelteKit's client, the root and layout,
 * and the library the pages share (the engine but for the solver, the expert hint and the
 * table of hints, which load only in the worker; guide, statistics, storage, deal links, play
 * options, Card; each of these is used by the game page and at least one other), with the
 * empty browser stub that seedrandom's require('crypto') resolves to. Split the
 * default way, the game page loaded ten files, and the import and export lists between them
 * and the separate compression of each cost 2.3 kB gzipped (npm run bench counts it). Only the
 * browser build is changed; `allow-extension` lets kit's entries (start, nodes) also export
 * what other chunks take from them, and keeps every export kit itself reads. Every module the
 * layout imports must be in the group too: left outside, the settings modules formed a cycle
 * with it and MediaQuery was still undefined when they ran, so the page did not render.
 */
const SHARED_CHUNK =
  /^__vite-browser-external|[\\/]node_modules[\\/](svelte|@sveltejs[\\/]kit|esm-env|clsx|devalue|seedrandom)[\\/]|[\\/]generated[\\/]root\.(svelte|js)$|preload-helper|[\\/]src[\\/]routes[\\/]\+layout\.(svelte|ts)$|[\\/]src[\\/]lib[\\/](engine[\\/](?!solver|expert|hints)|deal-link\.ts|play-options\.ts|guide\.ts|stats\.ts|storage\.ts|settings\.svelte\.ts|keyboard\.ts|components[\\/](Card|ApplySettings|CoverKey)\.svelte)/;

const sharedChunk: Plugin = {
  name: 'kings-shared-chunk',
  // After kit's own config, which sets preserveEntrySignatures to 'strict'.
  enforce: 'post',
  configEnvironment(name) {
    if (name !== 'client') return;
    return {
      build: {
        rollupOptions: {
          preserveEntrySignatures: 'allow-extension',
          output: {
            codeSplitting: { groups: [{ name: 'shared', test: SHARED_CHUNK, includeDependenciesRecursively: false }] }
          }
        }
      }
    };
  }
};

export default defineConfig({
  plugins: [sveltekit(), sharedChunk],
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
