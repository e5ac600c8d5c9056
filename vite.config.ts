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
            // Svelte, SvelteKit's client and seedrandom, which every page loads, in one file.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 30 },
            // Then each game page's start-up code in one file, not in some twenty split by which
            // lazy files share them (that cost `/` over 4 kB gzipped). `$initial` takes only what a
            // page imports statically, so nothing loaded on demand is pulled in. First the parts
            // both games share (cards, storage, settings, the cover key), without each game's own
            // storage module, what only the settings and statistics pages use, and the Company
            // deck's drawings (loaded on demand by the table, statically by the Company page)...
            {
              name: 'shared',
              test: (id) =>
                /[\\/]src[\\/]lib[\\/](cards|storage|ui)[\\/]/.test(id) &&
                !/[\\/](storage[\\/](patience|table|table-stats)|ui[\\/](CoverKeyChooser|ConfirmDialog|sound|intermission)|cards[\\/](CompanyArt|court-art))\./.test(id),
              tags: ['$initial'],
              priority: 20
            },
            // ...then the patience's, without what only the rules and statistics pages show. Those
            // pages load this file too (for the engine, statistics and words they share with it).
            // The table's start is one page's own code already (nodes/6 and its engine).
            {
              name: 'patience',
              test: (id) =>
                /[\\/]src[\\/]lib[\\/]patience[\\/]/.test(id) &&
                !/[\\/](BoardDiagram\.svelte|ProgressChart\.svelte|RulesHelp\.svelte|StatsPanel\.svelte|key-list\.ts)/.test(id),
              tags: ['$initial'],
              priority: 10
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
      },
      {
        // The friends' game server (server/): rooms over real WebSockets, the store, a restart.
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Real sockets and server processes on a shared 2-core machine: a slow second is not a failure.
          testTimeout: 30_000
        }
      }
    ]
  }
});
