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
    typescript: {
      // The command line is part of the product: type-check it with everything else.
      config: (tsconfig) => {
        tsconfig.include.push('../scripts/**/*.ts');
      }
    }
  }
};

export default config;
