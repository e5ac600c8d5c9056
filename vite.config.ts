import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

type ModuleGraph = { getModuleInfo(id: string): { importers: string[] } | null };

/** What every page starts with: the layout, and the error page that SvelteKit fetches at each start. */
const EVERY_PAGE = /[\\/]src[\\/]routes[\\/]\+(layout|error)\.svelte$/;
const PATIENCE_PAGE = /[\\/]src[\\/]routes[\\/]\+page\.svelte$/;
/** The patience's page, and the pages that show its rules and its statistics with its own code. */
const PATIENCE_PAGES = /[\\/]src[\\/]routes[\\/](rules[\\/]|stats[\\/])?\+page\.svelte$/;
const TABLE_PAGE = /[\\/]src[\\/]routes[\\/]table[\\/]\+page\.svelte$/;

/** The route files that reach `id` through static imports alone: the pages that load it at their start. */
function startsOf(graph: ModuleGraph, id: string): string[] {
  const seen = new Set([id]);
  const queue = [id];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const importer of graph.getModuleInfo(at)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return [...seen].filter((module) => /[\\/]src[\\/]routes[\\/]/.test(module));
}

/**
 * Each game page's start-up code in one file, not in some twenty split by which on-demand
 * parts share them (that cost `/` over 4 kB gzipped). Decided by the import graph: what every
 * page imports statically is 'shared'; of what the patience's page imports, what only the
 * patience's pages (/, /rules, /stats) do is 'patience' and the rest (what the table or another
 * page also starts with) 'shared'; the table's own start stays in its page's file. A module
 * reaches no fewer pages than its importers, so no start file imports one its pages would not
 * load anyway, and nothing declared in a later.ts (reached only by import()) moves into a start.
 */
function startChunk(id: string, graph: ModuleGraph): 'shared' | 'patience' | 'table' | null {
  if (!/[\\/]src[\\/]lib[\\/]/.test(id)) return null;
  const routes = startsOf(graph, id).filter((route) => route.endsWith('.svelte'));
  if (routes.some((route) => EVERY_PAGE.test(route))) return 'shared';
  // The table's start in one file, whether or not another table page (/table/friends: the cloth,
  // the hand) starts with some of it too: split by which pages share what, it cost /table 1.8 kB.
  if (!routes.some((route) => PATIENCE_PAGE.test(route))) return routes.some((route) => TABLE_PAGE.test(route)) ? 'table' : null;
  return routes.every((route) => PATIENCE_PAGES.test(route)) ? 'patience' : 'shared';
}

/** One code-splitting group per start-up file (a single group naming both merges them into one). */
const startGroup = (name: 'shared' | 'patience' | 'table') => (id: string, graph: ModuleGraph) => (startChunk(id, graph) === name ? name : null);

export default defineConfig({
  plugins: [sveltekit()],
  // The friends' tables' client as ES modules: its "browser" export is CommonJS, whose interop
  // helpers went into the runtime chunk every page loads (+0.08 kB on /table). Not in tests, which
  // run it in Node as the server does.
  resolve: process.env.VITEST ? {} : { alias: [{ find: /^colyseus\.js$/, replacement: fileURLToPath(new URL('./node_modules/colyseus.js/build/esm/index.mjs', import.meta.url)) }] },
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
            // Not the friends' tables' client (colyseus.js and its packages): it loads on demand only.
            { name: 'vendor', test: /[\\/]node_modules[\\/](?!colyseus\.js|@colyseus|tslib|ws[\\/])/, priority: 30 },
            // Then each game page's start-up code (startChunk).
            { name: startGroup('shared'), priority: 20 },
            { name: startGroup('patience'), priority: 10 },
            { name: startGroup('table'), priority: 5 }
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
