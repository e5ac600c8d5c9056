// Two tabs on the game in one browser: no win is lost, none is counted twice, and the other
// tab follows what was played (the storage event), saying so in one quiet line.
import { expect, test } from '@playwright/test';
import { board, confirmLeaving, clickMoves, control, DEAL_1_LOST, DEAL_25_WIN, slot, watchProblems } from './play';
import { expectBoard, expectMatchesSave, savedGame, savedStats } from './engine-check';

// Whole games by clicks in two tabs on a shared machine: no animations to wait out.
test.use({ reducedMotion: 'reduce' });

test('a win in one tab shows in the other and counts once', async ({ context }) => {
  test.setTimeout(180_000);
  const one = await context.newPage();
  const two = await context.newPage();
  const problems = [watchProblems(one), watchProblems(two)];
  await one.goto('/?deal=25');
  await one.bringToFront();
  await clickMoves(one, 'p5 p6');
  // The second tab goes on with the saved game.
  await two.goto('/');
  await expect(two.locator('[data-deal]')).toHaveText('25');
  await expectBoard(two, 25, 'p5 p6');

  // The player looks at the tab they play in: a tab in the background gets no frames, and a
  // click waits for frames to see the card is still.
  const moves = DEAL_25_WIN.split(' ');
  await one.bringToFront();
  await clickMoves(one, moves.slice(2, 20).join(' '));
  await expectBoard(two, 25, moves.slice(0, 20).join(' '));
  await expect(two.locator('[data-other-tab]')).toHaveText(/played on in another tab/);

  await clickMoves(one, moves.slice(20).join(' '));
  await expect(board(one)).toHaveAttribute('data-phase', 'won');
  await expectBoard(two, 25, DEAL_25_WIN);
  await expect(two.getByRole('heading', { name: 'You won!' })).toBeVisible();
  expect(await savedStats(one)).toMatchObject({ played: 1, won: 1 });

  // The follower undoes the last removal and wins again: still one game, one win.
  await two.bringToFront();
  await control(two, 'undo').click();
  await slot(two, 6).click();
  await expect(board(two)).toHaveAttribute('data-phase', 'won');
  await expectMatchesSave(two);
  await expectMatchesSave(one);
  for (const page of [one, two]) {
    await page.bringToFront();
    await page.getByRole('link', { name: 'Statistics' }).click();
    await expect(page.locator('[data-stat="played"]')).toHaveText('1');
    await expect(page.locator('[data-stat="won"]')).toHaveText('1');
  }
  expect(problems.flat()).toEqual([]);
});

test('a new deal in one tab: the other follows it, and the games count apart', async ({ context }) => {
  const one = await context.newPage();
  const two = await context.newPage();
  // Deal 1 up to its first pair off: left, it counts as lost (a game at 0/40 would be set apart, issue 42).
  const toFirstPair = `${DEAL_1_LOST.split(' r3+5 ')[0]} r3+5`;
  await one.goto('/?deal=1');
  await one.bringToFront();
  await clickMoves(one, toFirstPair);
  await two.goto('/');
  await expectBoard(two, 1, toFirstPair);

  await two.bringToFront();
  await control(two, 'new').click();
  await confirmLeaving(two);
  const deal = Number(await two.locator('[data-deal]').textContent());
  expect(deal).not.toBe(1);
  await expect(one.locator('[data-deal]')).toHaveText(String(deal));
  await expect(one).toHaveURL(new RegExp(`\\?deal=${deal}$`));
  await expect(one.locator('[data-other-tab]')).toHaveText(`The game moved on in another tab: this tab now shows deal ${deal} too.`);
  await expectBoard(one, deal, '');

  // Both tabs play the new game by turns; the old one counts once, as left unfinished.
  await one.bringToFront();
  await one.locator('[data-slot][data-legal]').first().click();
  // Playing on in this tab ends the line about the other one.
  await expect(one.locator('[data-other-tab]')).toHaveCount(0);
  await expectMatchesSave(two);
  await two.bringToFront();
  await two.locator('[data-slot][data-legal]').first().click();
  // The click returns before the save is written: wait for it, then for the other tab to follow.
  await expect.poll(async () => (await savedGame(two)).moves.split(' ')).toHaveLength(2);
  const saved = await expectMatchesSave(one);
  expect(saved.moves.split(' ')).toHaveLength(2);
  const stats = await savedStats(two);
  expect(stats).toMatchObject({ played: 2, won: 0, leftUnplayed: 0 });
  expect(stats.recent.map((game) => game.result)).toEqual(['playing', 'lost']);
});
