// The automated accessibility scan (axe-core, WCAG 2.0 and 2.1, levels A and AA) of every page
// and of the board in each phase. It must find nothing: what it finds is fixed, not excluded.
import { expect, test, type Page } from '@playwright/test';
import { PAGES } from './pages';
import { board, confirmLeaving, clickMoves, control, DEAL_1_LOST, DEAL_25_WIN, DEAL_5_TO_BLOCKED_RESUME, openMenu, slot, axeFindings } from './play';

/** The scan's findings, one line each, so a failure says what and where. */
async function scan(page: Page): Promise<string[]> {
  return axeFindings(page);
}

/** Waits until no card is mid-flight, so the scan sees the board as it stands. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

test('the scan finds a problem when there is one', async ({ page }) => {
  await page.goto('/rules');
  // Hydration removes nodes the prerendered HTML did not have: add the nameless button after it.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
  expect((await scan(page)).some((line) => line.startsWith('button-name'))).toBe(true);
});

for (const { path, name } of PAGES) {
  test(`the ${name} page has no accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scan(page)).toEqual([]);
  });
}

test('the statistics page with games played, and its reset question, have none', async ({ page }) => {
  await page.goto('/?deal=1');
  await clickMoves(page, DEAL_1_LOST);
  await expect(board(page)).toHaveAttribute('data-phase', 'lost');
  await page.goto('/stats');
  await expect(page.locator('tr[data-game]')).toHaveCount(1);
  expect(await scan(page)).toEqual([]);
  await page.getByRole('button', { name: 'Reset statistics' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await scan(page)).toEqual([]);
});

test('the board has none in any phase, with a selection, a hint or the keys shown', async ({ page }) => {
  test.slow();
  await page.goto('/?deal=25');
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  // Placing, with the hint on show, the keys opened and a refusal said.
  await control(page, 'hint').click();
  await openMenu(page);
  await page.getByText('Keys', { exact: true }).click();
  await settled(page);
  expect(await scan(page)).toEqual([]);
  await clickMoves(page, 'p5 p6 p9');
  await slot(page, 0).click();
  await expect(page.locator('[data-notice="refusal"]')).toBeVisible();
  expect(await scan(page)).toEqual([]);

  // The board full: the removal phase, then a card selected with its partners, then a hint.
  await clickMoves(page, 'p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');
  await settled(page);
  expect(await scan(page)).toEqual([]);
  await slot(page, 3).click();
  await expect(slot(page, 3)).toHaveAttribute('data-selected', 'true');
  expect(await scan(page)).toEqual([]);
  await control(page, 'hint').click();
  await expect(page.locator('[data-slot][data-hint]')).toHaveCount(2);
  expect(await scan(page)).toEqual([]);

  // Won.
  await page.goto('/?deal=25');
  await control(page, 'restart').click();
  await confirmLeaving(page);
  await clickMoves(page, DEAL_25_WIN);
  await expect(board(page)).toHaveAttribute('data-phase', 'won');
  await settled(page);
  expect(await scan(page)).toEqual([]);
});

test('the board has none once the game is lost, with its verdict and its winning line shown', async ({ page }) => {
  await page.goto('/?deal=1');
  await clickMoves(page, DEAL_1_LOST);
  await expect(board(page)).toHaveAttribute('data-phase', 'lost');
  await expect(page.locator('[data-winnable]')).toBeVisible();
  await settled(page);
  expect(await scan(page)).toEqual([]);
  await control(page, 'show-line').click();
  await control(page, 'replay-next').click();
  await settled(page);
  expect(await scan(page)).toEqual([]);
});

test('the confirmation and a refused typed deal have none', async ({ page }) => {
  await page.goto('/?deal=5');
  await clickMoves(page, DEAL_5_TO_BLOCKED_RESUME);
  await openMenu(page);
  await page.getByLabel('Open a deal').fill('abc');
  await control(page, 'open').click();
  await expect(page.locator('[data-problem="open"]')).toBeVisible();
  await control(page, 'resume').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  expect(await scan(page)).toEqual([]);
});
