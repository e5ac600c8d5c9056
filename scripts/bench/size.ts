// The JavaScript a visit to the game page loads: every script the built index.html names
// (modulepreload links and the imports of its inline start-up script), and every file those
// pull in by static import, whether the page preloads it or not. Dynamic imports are left
// out: they load later, when the page asks for them.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A kB is 1000 bytes, as Vite prints them. */
export const KB = 1000;

/**
 * The pages held to a budget of JavaScript loaded with the page (issue 18): the game pages.
 * Checked on every build by tests/e2e/size.spec.ts and printed by `npm run bench`. A page whose
 * route (its folder in src/routes) does not exist yet is left out until it does.
 */
export const PAGE_BUDGETS: readonly { route: string; gzipBytes: number }[] = [
  // The budget of both game pages is 64 kB (issue 40; 60 kB before, issues 18 and 21), with what
  // Chromium fetches at start besides the HTML's scripts (the error page). Latest figures in docs/performance.md.
  { route: '/', gzipBytes: 64 * KB },
  { route: '/table', gzipBytes: 64 * KB }
];

/** The prerendered HTML of a route in the static build (adapter-static: `/` is index.html, `/x` is x.html). */
export const htmlFileOf = (route: string): string => (route === '/' ? 'index.html' : `${route.replace(/^\/|\/$/g, '')}.html`);

/** The route's folder in src/routes (`/` is the folder itself). */
export const routeFolderOf = (route: string): string => `src/routes${route === '/' ? '' : route.replace(/\/$/, '')}`;

export interface ScriptSize {
  /** Path from the build folder, like `_app/immutable/chunks/Ab12.js`. */
  file: string;
  raw: number;
  gzip: number;
  /** How the page gets it: named in the HTML, or only imported by another script. */
  via: 'html' | 'import' | 'loaded at start';
}

export interface PageScripts {
  files: ScriptSize[];
  raw: number;
  gzip: number;
}

/** Relative paths a module imports statically (`import … from "x"`, `import "x"`, `export … from "x"`). */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  // `import(` is a dynamic import and does not match: a specifier must follow directly or after `from`.
  const pattern = /(?:^|[;\s})])(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)["']([^"']+)["']/g;
  for (const m of code.matchAll(pattern)) found.push(m[1]);
  return found;
}

/** Scripts the HTML names: `<link rel="modulepreload">`, `<script src>` and `import("…")` in inline scripts. */
export function htmlScripts(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel=["']?modulepreload\b/.test(m[0])) continue;
    const href = /\bhref=["']([^"']+)["']/.exec(m[0]);
    if (href) found.push(href[1]);
  }
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/g)) found.push(m[1]);
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const d of m[1].matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) found.push(d[1]);
  }
  return found;
}

/** One built file's size, raw and gzipped (level 6, zlib's default: the figure Vite prints after a build). */
export function fileSize(buildDir: string, file: string, via: ScriptSize['via']): ScriptSize {
  const bytes = readFileSync(join(buildDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length, via };
}

/** Sizes, raw and gzipped, of the JavaScript that loading `page` (an HTML file in `buildDir`) fetches. */
export function pageScripts(buildDir: string, page = 'index.html'): PageScripts {
  const html = readFileSync(join(buildDir, page), 'utf8');
  const sizes = new Map<string, ScriptSize>();
  const toVisit: [string, ScriptSize['via']][] = htmlScripts(html)
    .filter((href) => !/^[a-z]+:/i.test(href))
    .map((href) => [normalize(join(dirname(page), href.split(/[?#]/)[0])), 'html']);
  while (toVisit.length > 0) {
    const [file, via] = toVisit.shift() as [string, ScriptSize['via']];
    if (sizes.has(file)) continue;
    sizes.set(file, fileSize(buildDir, file, via));
    for (const spec of staticImports(readFileSync(join(buildDir, file), 'utf8'))) {
      if (spec.startsWith('.')) toVisit.push([normalize(join(dirname(file), spec)), 'import']);
    }
  }
  const files = [...sizes.values()];
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0)
  };
}
