// Puts the game page's own script (src/island.ts) in its HTML: the page loads no SvelteKit
// client (src/routes/+page.svelte says why), so nothing else would. In development Vite serves
// the source; in a build the file and the chunks it imports are read from the client build's
// manifest, which is written before the pages are prerendered.
import { readFileSync } from 'node:fs';
import { dev } from '$app/environment';
import type { Handle } from '@sveltejs/kit';

const ISLAND = 'src/island.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The island's file and every chunk it imports, by path from the site's root. */
function islandFiles(): string[] {
  if (dev) return [`/${ISLAND}`];
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync('.svelte-kit/output/client/.vite/manifest.json', 'utf8'));
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`${key} is not in the client build's manifest`);
    if (files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(ISLAND);
  return files;
}

/**
 * The chunks are preloaded from the head, not found one by one as each loads. The script is
 * async at the end of the body: it runs once #game is there, and, like SvelteKit's start-up
 * script, it does not hold up DOMContentLoaded (a deferred module script would).
 */
function islandTags(): { head: string; body: string } {
  const [entry, ...chunks] = islandFiles();
  return {
    head: chunks.map((file) => `<link rel="modulepreload" href=".${file}">`).join(''),
    body: `<script type="module" async src=".${entry}"></script>`
  };
}

/** Worked out once, at the first page that needs them: the manifest does not change. */
let tags: ReturnType<typeof islandTags> | null = null;

export const handle: Handle = ({ event, resolve }) =>
  resolve(event, {
    transformPageChunk: ({ html }) => {
      if (event.route.id !== '/') return html;
      const { head, body } = (tags ??= islandTags());
      return html.replace('</head>', `${head}</head>`).replace('</body>', `${body}</body>`);
    }
  });
