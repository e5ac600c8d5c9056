import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/**
 * The CSP source for app.html's one inline script (it applies the saved colour scheme and
 * card size before the first paint): the hash of its exact text, so no other inline script
 * can run.
 * @returns {`sha256-${string}`}
 */
function appHtmlScriptHash() {
  const html = readFileSync(new URL('./src/app.html', import.meta.url), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  if (scripts.length !== 1) throw new Error(`src/app.html should have exactly one inline script, not ${scripts.length}`);
  return `sha256-${createHash('sha256').update(scripts[0][1]).digest('base64')}`;
}

// The update test (tests/e2e/update.spec.ts) builds the site twice, as two versions, into folders
// of its own, so that it never touches the build the other browser tests are served from. Kit's
// own output stays inside the project, where the prerender step finds node_modules.
const testSite = process.env.KITC_TEST_SITE;
const testVersion = process.env.KITC_TEST_VERSION ?? 'test';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  compilerOptions: {
    // The page does not announce the Svelte version on window (a chunk of its own otherwise).
    discloseVersion: false,
    // Runes everywhere in our own code; libraries keep the mode they were written in.
    runes: ({ filename }) => (filename.split(/[/\\]/).includes('node_modules') ? undefined : true)
  },
  kit: {
    // Every page is prerendered (src/routes/+layout.ts). The fallback is the 404 page static
    // hosts serve for an address with no page: it starts the app, which shows +error.svelte.
    adapter: adapter({ fallback: '404.html', ...(testSite ? { pages: testSite, assets: testSite } : {}) }),
    ...(testSite ? { outDir: `node_modules/.cache/kitc-test/${testVersion}`, version: { name: testVersion } } : {}),
    // Content-Security-Policy. Pages are prerendered, so SvelteKit writes it as a <meta> tag and
    // adds the hash of its own start-up script to script-src, beside the hash of app.html's
    // settings script: no other inline script runs.
    // Styles keep 'unsafe-inline': Svelte sets style attributes (drag offsets, transitions) and
    // app.html has one. frame-ancestors cannot be set from a <meta> tag, so it is not listed.
    csp: {
      mode: 'hash',
      directives: {
        'default-src': ['self'],
        'script-src': ['self', appHtmlScriptHash()],
        'style-src': ['self', 'unsafe-inline'],
        'img-src': ['self', 'data:'],
        'font-src': ['self'],
        'connect-src': ['self'],
        // The solver's Web Worker and the service worker are files of this site.
        'worker-src': ['self'],
        'manifest-src': ['self'],
        'object-src': ['none'],
        'base-uri': ['self'],
        'form-action': ['self']
      }
    },
    typescript: {
      // The command line is part of the product: type-check it with everything else.
      config: (tsconfig) => {
        tsconfig.include.push('../scripts/**/*.ts', '../server/**/*.ts');
      }
    }
  }
};

export default config;
