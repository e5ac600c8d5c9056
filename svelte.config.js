import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

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
    // Every page is prerendered (src/routes/+layout.ts), so no fallback page is needed.
    adapter: adapter(),
    // Content-Security-Policy. Pages are prerendered, so SvelteKit writes it as a <meta> tag and
    // adds the hash of its own start-up script to script-src: no inline script runs otherwise.
    // Styles keep 'unsafe-inline': Svelte sets style attributes (drag offsets, transitions) and
    // app.html has one. frame-ancestors cannot be set from a <meta> tag, so it is not listed.
    csp: {
      mode: 'hash',
      directives: {
        'default-src': ['self'],
        'script-src': ['self'],
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
        tsconfig.include.push('../scripts/**/*.ts');
      }
    }
  }
};

export default config;
