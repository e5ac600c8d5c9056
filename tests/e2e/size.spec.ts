// The JavaScript each game page loads, held to its budget (scripts/bench/size.ts, PAGE_BUDGETS):
// read from the build Playwright's web server has just made, gzipped (level 6) and summed
// over build/<page>.html's scripts and everything they import statically; then checked
// against what Chromium really fetches to show the page, so nothing loaded at start escapes the count.
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fileSize, htmlFileOf, KB, PAGE_BUDGETS, pageScripts } from '../../scripts/bench/size';

const BUILD = 'build';
const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

for (const { route, gzipBytes } of PAGE_BUDGETS) {
  test.describe(route, () => {
    test(`the JavaScript that loads ${route} is at most ${kB(gzipBytes)} gzipped`, async ({ page }) => {
      const html = htmlFileOf(route);
      expect(existsSync(`${BUILD}/${html}`), `${BUILD}/${html} is built`).toBe(true);
      const size = pageScripts(BUILD, html);
      const list = size.files.map((f) => `${f.gzip} B ${f.file}`).join('\n');
      expect(size.gzip, `${route}: ${size.files.length} files, ${kB(size.gzip)} gzipped:\n${list}`).toBeLessThanOrEqual(gzipBytes);

      // What the browser fetches to show the page, once it has settled: anything the static count
      // missed is added, and the total still has to fit.
      // The patience on a fixed deal whose first card is a number card, so the count is the same
      // every day: today's deal changes daily, and a court card on show loads the court pictures,
      // an on-demand part (src/lib/ui/later.ts) that is not the page's start-up code.
      await page.goto(route === '/' ? '/?deal=1' : route);
      await page.waitForLoadState('networkidle');
      const fetched = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname.replace(/^\//, ''))
          .filter((path) => path.endsWith('.js'))
      );
      const counted = new Set(size.files.map((f) => f.file));
      const missed = [...new Set(fetched)].filter((file) => !counted.has(file) && existsSync(`${BUILD}/${file}`));
      const extra = missed.map((file) => fileSize(BUILD, file, 'loaded at start'));
      const total = size.gzip + extra.reduce((n, f) => n + f.gzip, 0);
      expect(total, `${route} fetched at start besides its HTML's scripts: ${missed.join(', ')}`).toBeLessThanOrEqual(gzipBytes);
      expect(fetched.length, 'Chromium reports the scripts it fetched').toBeGreaterThan(0);
    });
  });
}
