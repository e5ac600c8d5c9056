import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';

type ModuleGraph = { getModuleInfo(id: string): { importers: string[] } | null };

/** The route files whose static imports every page, or a game page, starts with. */
const EVERY_PAGE = /[\\/]src[\\/]routes[\\/]\+(layout|error)\.svelte$/;
const PATIENCE_PAGE = /[\\/]src[\\/]routes[\\/]\+page\.svelte$/;
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
 * parts share them (that cost `/` over 4 kB gzipped): what every page or both game pages
 * import statically is 'shared', what only the patience's page does is 'patience' (the rules
 * and statistics pages load it too, for the engine, statistics and words they share with it),
 * and the table's stays in its page's own file. Decided by the import graph, so nothing
 * declared in a later.ts, and nothing only another page imports, is pulled in.
 */
function startChunk(id: string, graph: ModuleGraph): 'shared' | 'patience' | null {
  if (!/[\\/]src[\\/]lib[\\/]/.test(id)) return null;
  const routes = startsOf(graph, id);
  const patience = routes.some((r) => PATIENCE_PAGE.test(r));
  const table = routes.some((r) => TABLE_PAGE.test(r));
  if (routes.some((r) => EVERY_PAGE.test(r)) || (patience && table)) return 'shared';
  return patience ? 'patience' : null;
}

/** One code-splitting group per start-up file (a single group naming both merges them into one). */
const startGroup = (name: 'shared' | 'patience') => (id: string, graph: ModuleGraph) => (startChunk(id, graph) === name ? name : null);

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
            // Then each game page's start-up code (startChunk).
            { name: startGroup('shared'), priority: 20 },
            { name: startGroup('patience'), priority: 10 }
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
