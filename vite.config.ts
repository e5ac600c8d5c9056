import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * What every page loads anyway, in one chunk: Svelte and the library the pages share (the
 * engine but for the solver, the expert hint and the table of hints, which load only in the
 * worker; guide, statistics, storage, deal links, play options, settings, Card and the two
 * components the layout and the game page both mount), with the empty browser stub that
 * seedrandom's require('crypto') resolves to. Split the default way, the game page loaded ten
 * files, and the import and export lists between them and the separate compression of each
 * cost 2.3 kB gzipped (npm run bench counts it). SvelteKit's client is kept out of it: the
 * game page does not load it (src/routes/+page.svelte), only the other pages do. Only the
 * browser build is changed; `allow-extension` lets kit's entries (start, nodes) also export
 * what other chunks take from them, and keeps every export kit itself reads. The game page's
 * own entry, src/island.ts, is an input of the same build, so it shares this chunk; the
 * manifest names its file for src/hooks.server.ts. No module of the group may import
 * SvelteKit's client ($app/paths, $app/state, $app/navigation): the game page would load it.
 */
const SHARED_CHUNK =
  /^__vite-browser-external|[\\/]node_modules[\\/](svelte|esm-env|clsx|seedrandom)[\\/]|preload-helper|[\\/]src[\\/]lib[\\/](cards[\\/]|patience[\\/]engine[\\/](?!solver|expert|hints)|deal-link\.ts|play-options\.ts|guide\.ts|stats\.ts|storage\.ts|settings\.svelte\.ts|keyboard\.ts|components[\\/](Card|ApplySettings|CoverKey)\.svelte)/;

/**
 * SvelteKit's client with its root and the layout, which every page but the game page loads:
 * one chunk of its own, so that the other pages still load it in few files.
 */
const KIT_CHUNK = /[\\/]node_modules[\\/](@sveltejs[\\/]kit|devalue)[\\/]|[\\/]generated[\\/]root\.(svelte|js)$|[\\/]src[\\/]routes[\\/]\+layout\.(svelte|ts)$/;

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
          input: { 'entry/island': 'src/island.ts' },
          output: {
            codeSplitting: { groups: [
                { name: 'shared', test: SHARED_CHUNK, includeDependenciesRecursively: false },
                { name: 'kit', test: KIT_CHUNK, includeDependenciesRecursively: false }
              ] }
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
