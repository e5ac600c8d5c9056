// Loading later is decided in one place per game (docs/performance.md, "What loads when"): each
// later.ts declares its on-demand parts, each through OnDemand. These tests read the source: no
// page's start-up code may import statically what a later.ts declares, and no other file in src
// may use import().
import { describe, expect, it } from 'vitest';
import { filesUnder, isPending, read, resolveImport, staticallyReached, staticImports } from './source-files.ts';

/** What each page starts with: the layout and the error page (fetched with every page), and each game's page. */
const START = {
  '/': ['src/routes/+layout.svelte', 'src/routes/+error.svelte', 'src/routes/+page.svelte'],
  '/table': ['src/routes/+layout.svelte', 'src/routes/+error.svelte', 'src/routes/table/+page.svelte']
} as const;

const SOURCE = filesUnder('src');
const LATER_FILES = SOURCE.filter((file) => file.endsWith('/later.ts'));

/** The modules a later.ts loads with import(), and what a part that is only a list of exports re-exports. */
function declaredLater(): Map<string, string> {
  const declared = new Map<string, string>();
  for (const file of LATER_FILES) {
    for (const [, specifier] of read(file).matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = resolveImport(file, specifier);
      if (target === null) continue;
      declared.set(target, file);
      const isList = target.endsWith('.ts') && read(target).split('\n').every((line) => !/\S/.test(line) || /^\s*(\/\/|export\b.*\bfrom\b)/.test(line));
      if (isList) for (const part of staticImports(target)) declared.set(resolveImport(target, part)!, file);
    }
  }
  return declared;
}

describe('loading later', () => {
  it('is declared in later.ts files, each part through OnDemand', () => {
    expect(LATER_FILES).toEqual(expect.arrayContaining(['src/lib/patience/later.ts', 'src/lib/ui/later.ts']));
    for (const file of LATER_FILES) {
      const exports = read(file).match(/^export .*$/gm) ?? [];
      expect(exports.length, `${file} declares parts`).toBeGreaterThan(0);
      for (const line of exports) expect(line, `${file}: each part is an OnDemand`).toMatch(/^export const \w+ = new OnDemand\(/);
      // A few whole features a page may load, not one part per module. Counted per page: a part
      // that only another page opens (the friends' table's online play, opened by /table/friends
      // alone) is not one of the game page's.
      const gamePage = exports.filter((line) => {
        const name = /^export const (\w+)/.exec(line)?.[1] ?? '';
        const users = SOURCE.filter((f) => f !== file && new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '[^']*later'`).test(read(f)));
        return users.length === 0 || users.some((f) => !f.startsWith('src/routes/table/friends/'));
      });
      expect(gamePage.length, `${file}: a few whole features, not one part per module`).toBeLessThanOrEqual(6);
      expect(exports.length - gamePage.length, `${file}: parts of other pages`).toBeLessThanOrEqual(1);
    }
    expect(declaredLater().size).toBeGreaterThan(5);
  });

  it('is written nowhere else in src: import() is only in the later.ts files', () => {
    const elsewhere = SOURCE.filter((file) => !LATER_FILES.includes(file) && !isPending(file) && /\bimport\(/.test(read(file)));
    expect(elsewhere).toEqual([]);
  });

  for (const [page, roots] of Object.entries(START)) {
    it(`keeps out of ${page}'s start-up code everything a later.ts declares`, () => {
      const declared = declaredLater();
      const reached = staticallyReached(roots);
      const wrong = [...reached]
        .filter(([file]) => declared.has(file))
        .map(([file, chain]) => `${chain.join(' -> ')} (declared in ${declared.get(file)})`);
      expect(wrong).toEqual([]);
      // The walk itself reaches what the page is made of.
      expect(reached.size).toBeGreaterThan(20);
    });
  }
});
