// Loading later, the table's share (issue 40): later.ts is the one list of what /table loads
// when first needed, the only file under src/lib/table and src/routes/table with import(), and
// nothing the page loads at start imports any of it statically (which would quietly make it load
// with the page). Read from the source, following static imports from the page and the layout.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const LATER = join(ROOT, 'src/lib/table/later.ts');

/** A module path as written, to its file; null for a package. */
function resolveFrom(from: string, spec: string): string | null {
  const base = spec.startsWith('$lib/') ? join(ROOT, 'src/lib', spec.slice(5)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (base === null) return null;
  for (const ext of ['', '.ts', '.svelte.ts', '.js', '/index.ts']) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  throw new Error(`${relative(ROOT, from)}: cannot resolve ${spec}`);
}

/** The modules a file imports statically (type-only imports left out). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return specs.flatMap((spec) => resolveFrom(file, spec) ?? []);
}

/** Every file reached from `starts` by static imports. */
function reached(starts: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...starts];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (/\.(ts|svelte|js)$/.test(file)) todo.push(...staticImports(file));
  }
  return seen;
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

describe("the table's parts loaded later", () => {
  const later = [...readFileSync(LATER, 'utf8').matchAll(/import\(['"]([^'"]+)['"]\)/g)].map((m) => resolveFrom(LATER, m[1])!);

  it('are few and whole features, declared in later.ts alone', () => {
    expect(later.length).toBeGreaterThan(0);
    const exports = [...readFileSync(LATER, 'utf8').matchAll(/^export const (\w+) = new OnDemand/gm)].map((m) => m[1]);
    // Seven whole features: the six of the solo table and friends' tables (online, issue 45).
    expect(exports.length).toBeLessThanOrEqual(7);
    const withImport = [...filesUnder(join(ROOT, 'src/lib/table')), ...filesUnder(join(ROOT, 'src/routes/table'))].filter(
      (f) => f !== LATER && /\.(ts|svelte)$/.test(f) && /(?<!typeof )\bimport\(/.test(readFileSync(f, 'utf8'))
    );
    expect(withImport.map((f) => relative(ROOT, f))).toEqual([]);
  });

  it('are not imported statically by anything /table loads at start', () => {
    const start = reached([join(ROOT, 'src/routes/table/+page.svelte'), join(ROOT, 'src/routes/+layout.svelte')]);
    expect(start.has(join(ROOT, 'src/lib/table/session.svelte.ts'))).toBe(true); // the walk does reach the page's code
    expect(later.filter((f) => start.has(f)).map((f) => relative(ROOT, f))).toEqual([]);
  });
});
