// Serves the built site (build/, SvelteKit's adapter-static) on every path Colyseus does not
// answer (/matchmake/...). Pages carry their own Content-Security-Policy <meta> (svelte.config.js),
// whose connect-src 'self' lets a page reach this server and nothing else.
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2'
};

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The file for a URL path: the file itself, PATH.html (prerendered pages), or PATH/index.html. */
function fileFor(root: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const full = normalize(join(root, path));
  if (full !== root && !full.startsWith(root + sep)) return null;
  for (const candidate of [full, full.replace(/[\\/]$/, '') + '.html', join(full, 'index.html')]) {
    if (isFile(candidate)) return candidate;
  }
  return null;
}

export interface StaticOptions {
  /** The Cache-Control header for a path; by default immutable files for a year, the rest no-cache. */
  readonly cacheControl?: (urlPath: string) => string;
  /** Told of every request answered: its path and the status sent. */
  readonly served?: (urlPath: string, status: number) => void;
}

const defaultCache = (urlPath: string): string =>
  urlPath.startsWith('/_app/immutable/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * A request handler serving the folder `root` (or the folder `root()` names at each request, so a
 * test can deploy another build in place): a file, PATH.html or PATH/index.html, else 404.html.
 */
export function staticSite(root: string | (() => string), options: StaticOptions = {}) {
  const folder = typeof root === 'string' ? () => root : root;
  const cacheControl = options.cacheControl ?? defaultCache;
  return (req: IncomingMessage, res: ServerResponse) => {
    const top = normalize(folder()).replace(/[\\/]$/, '');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://site');
    const found = fileFor(top, url.pathname);
    const file = found ?? join(top, '404.html');
    const status = found ? 200 : 404;
    options.served?.(url.pathname, status);
    if (!isFile(file)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found (is the site built? npm run build)');
      return;
    }
    res.writeHead(status, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl(url.pathname),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin'
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
}
