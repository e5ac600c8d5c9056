// The benchmark's count of the game page's JavaScript: which files it finds, not how fast
// anything is (the benchmark only prints figures).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { htmlFileOf, htmlScripts, pageScripts, routeFolderOf, staticImports } from '../../scripts/bench/size.ts';

describe('staticImports', () => {
  it('finds minified static imports and re-exports, not dynamic imports', () => {
    const code =
      'import"../chunks/a.js";import{$ as e,A as t}from"../chunks/b.js";var x=()=>import(`../nodes/2.js`),y=import("./c.js");' +
      'export{o as load_css,r as start}from"../chunks/d.js";export*from"./e.js";export{e as f};';
    expect(staticImports(code)).toEqual(['../chunks/a.js', '../chunks/b.js', '../chunks/d.js', './e.js']);
  });

  it('reads imports spread over lines', () => {
    expect(staticImports("import {\n  a,\n  b\n} from './x.js';\nimport * as y from './y.js';")).toEqual(['./x.js', './y.js']);
  });
});

describe('htmlScripts', () => {
  it('finds modulepreload links, script sources and the start-up imports, and nothing else', () => {
    const html = `<link href="./favicon.svg" rel="icon"><link href="./_app/a.js" rel="modulepreload">
      <link rel="stylesheet" href="./_app/s.css"><script type="module" src="./_app/b.js"></script>
      <script>Promise.all([import("./_app/start.js"), import("./_app/app.js")]);</script>`;
    expect(htmlScripts(html)).toEqual(['./_app/a.js', './_app/b.js', './_app/start.js', './_app/app.js']);
  });
});

describe('pageScripts', () => {
  it('adds up what the page names and what those files import statically, once each', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-size-'));
    const files: Record<string, string> = {
      'index.html': '<link href="./_app/start.js" rel="modulepreload"><script>import("./_app/app.js")</script>',
      '_app/start.js': 'import{a}from"./chunks/shared.js";export const start=1;',
      '_app/app.js': 'import"./chunks/shared.js";import"./chunks/hidden.js";const n=()=>import("./nodes/9.js");',
      '_app/chunks/shared.js': 'export const a=1;',
      '_app/chunks/hidden.js': 'export const b=2;',
      '_app/nodes/9.js': 'export const never=3;'
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const found = pageScripts(dir);
    expect(found.files.map((f) => [f.file, f.via])).toEqual([
      ['_app/start.js', 'html'],
      ['_app/app.js', 'html'],
      ['_app/chunks/shared.js', 'import'],
      ['_app/chunks/hidden.js', 'import']
    ]);
    const js = ['_app/start.js', '_app/app.js', '_app/chunks/shared.js', '_app/chunks/hidden.js'];
    expect(found.raw).toBe(js.reduce((n, f) => n + Buffer.byteLength(files[f]), 0));
    expect(found.gzip).toBe(js.reduce((n, f) => n + gzipSync(files[f]).length, 0));
  });
});

describe('htmlFileOf and routeFolderOf', () => {
  it('name the static build\'s page and the route\'s folder', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/table')).toBe('table.html');
    expect(routeFolderOf('/')).toBe('src/routes');
    expect(routeFolderOf('/table')).toBe('src/routes/table');
  });
});
