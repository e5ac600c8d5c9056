// Security rules that hold for the source as a whole: no raw HTML is ever rendered, and the
// Content-Security-Policy lets no inline script run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../svelte.config.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]
  );
}

describe('security', () => {
  it('renders no raw HTML: no {@html} anywhere in src/', () => {
    const files = filesUnder('src');
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => /\{\s*@html/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('never writes into the page as HTML from code either', () => {
    const offenders = filesUnder('src').filter((file) =>
      /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write\(/.test(readFileSync(file, 'utf8'))
    );
    expect(offenders).toEqual([]);
  });

  it('has a Content-Security-Policy with hashed scripts only', () => {
    const csp = config.kit?.csp;
    expect(csp?.mode).toBe('hash');
    const scripts = csp?.directives?.['script-src'] ?? [];
    expect(scripts).toContain('self');
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts).not.toContain('unsafe-eval');
    expect(csp?.directives?.['object-src']).toEqual(['none']);
    expect(csp?.directives?.['worker-src']).toEqual(['self']);
  });
});
