// House rules read from the source (README, "Layout"): only src/lib/storage/ touches browser
// storage, and no page or component writes it; files outside the engines are sized for reading.
import { describe, expect, it } from 'vitest';
import { filesUnder, isPending, read } from './source-files.ts';

const SOURCE = filesUnder('src').filter((file) => !isPending(file));

describe('browser storage', () => {
  it('is touched only in src/lib/storage/ (app.html reads the colour scheme before the page paints, and writes nothing)', () => {
    const touching = SOURCE.filter((file) => !file.startsWith('src/lib/storage/') && /localStorage|sessionStorage|\.setItem\(|\.removeItem\(/.test(read(file)));
    expect(touching).toEqual(['src/app.html']);
    expect(read('src/app.html')).not.toMatch(/setItem|removeItem|\.clear\(/);
  });

  it('is written by no page and no component: they call their session, which calls src/lib/storage/', () => {
    const writers = SOURCE.filter((file) => file.endsWith('.svelte') || file.startsWith('src/routes/')).flatMap((file) =>
      [...read(file).matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+['"]\$lib\/storage\/[^'"]+['"]/g)]
        .flatMap((m) => m[1].split(',').map((name) => name.trim().replace(/^type\s+/, '')))
        .filter((name) => /^(save|reset|write|clear|remove)/.test(name))
        .map((name) => `${file}: ${name}`)
    );
    expect(writers).toEqual([]);
  });
});

describe('files', () => {
  it('outside the two engine/ folders, no file in src/lib is over 300 lines', () => {
    const long = SOURCE.filter((file) => file.startsWith('src/lib/') && !/^src\/lib\/(patience|table)\/engine\//.test(file))
      .map((file) => ({ file, lines: read(file).split('\n').length - (read(file).endsWith('\n') ? 1 : 0) }))
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });
});
