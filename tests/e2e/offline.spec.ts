// The site as an installed app: a manifest with its icons, and a service worker that serves
// every page and file once the network is gone.
import { expect, test, type Page } from '@playwright/test';
import { board, clickMoves, control, DEAL_1_LOST, DEAL_5_TO_BLOCKED_RESUME, openMenu, pageStarted, slot, stock } from './play';

/** Waits until the service worker has stored the site and controls this page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the site describes itself as an installable app, with icons that load', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).not.toBeNull();
  const manifestUrl = new URL(href!, page.url()).href;
  const response = await page.request.get(manifestUrl);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Kings in the Corners', display: 'standalone', start_url: './' });
  expect(manifest.short_name.length).toBeLessThanOrEqual(15);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', 'any']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const image = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toContain(icon.type);
  }
});

test('after one visit the game loads and plays with no network', async ({ page, context }) => {
  await page.goto('/?deal=25');
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-card', '8D');
  await clickMoves(page, 'p5 p6');
  await expect(slot(page, 5).locator('[data-card]')).toHaveAttribute('data-card', '8D');
  await expect(stock(page)).toHaveAttribute('data-count', '50');

  // Another deal's link, typed in while offline, is the same page with another query.
  await page.goto('/?deal=1');
  await expect(page.locator('[data-deal]')).toHaveText('1');
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-card', '9S');
  await clickMoves(page, 'p5');
  await expect(slot(page, 5).locator('[data-card]')).toHaveAttribute('data-card', '9S');
});

test('what the game page loads at first use works offline too: step, announcement, confirmation, verdict, winning line', async ({ page, context }) => {
  test.slow();
  await page.goto('/?deal=25');
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();

  // Step: the watcher, the worker's client and the worker (a failed Hint would still show the
  // rule-book hint, so it proves less).
  await openMenu(page);
  await control(page, 'step').click();
  await expect(stock(page)).toHaveAttribute('data-count', '51');
  // The live region's words, loaded with the first change.
  await expect(page.locator('[data-announcer]')).toContainText(/placed at the/);

  // The confirmation dialog, then the verdict after the loss it leads to.
  await page.goto('/?deal=5');
  await clickMoves(page, DEAL_5_TO_BLOCKED_RESUME);
  await control(page, 'resume').click();
  await page.getByRole('dialog').locator('[data-action="confirm"]').click();
  await expect(board(page)).toHaveAttribute('data-phase', 'lost');
  await expect(page.locator('[data-winnable]')).toHaveAttribute('data-winnable', /^(true|false)$/);

  // The winning-line replay.
  await page.goto('/?deal=1');
  await clickMoves(page, DEAL_1_LOST);
  await expect(page.locator('[data-winnable]')).toHaveAttribute('data-winnable', 'true');
  await control(page, 'show-line').click();
  await expect(page.locator('[data-replay]')).toBeVisible();
});

test('every page opens offline, by its address and by its link', async ({ page, context }) => {
  await page.goto('/rules');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  const pages = [
    { path: '/', heading: /^(Deal \d+|Today's deal, .+)$/ },
    { path: '/table', heading: 'Kings Corner' },
    { path: '/rules', heading: 'How to play' },
    { path: '/stats', heading: 'Statistics' },
    { path: '/settings', heading: 'Settings' }
  ];
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // The settings page works offline too: a setting changed there reaches the game.
  await pageStarted(page);
  await page.getByRole('checkbox', { name: /Four-colour suits/ }).check();
  await page.goto('/?deal=25');
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-colour', 'blue');
});
