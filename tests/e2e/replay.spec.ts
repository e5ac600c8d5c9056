// The winning line after a loss reads as a replay: nothing on its board offers a move, one line
// says which move is on show ("Move 12 of 79: 7♥ to the top-left corner"), and that move is the
// one marked on the board.
import { expect, test, type Page } from '@playwright/test';
import { board, clickMoves, control, DEAL_1_LOST } from './play';

const SUITS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
/** "7H" as the page writes it: "7♥". */
const label = (code: string) => `${code[0] === 'T' ? '10' : code[0]}${SUITS[code[1]]}`;

const replay = (page: Page) => page.locator('[data-replay]');
const said = (page: Page) => replay(page).locator('[aria-live]');

/** Nothing on the replay's board offers a move: no rings, no buttons, no pointer, no offer in a name. */
async function expectNothingToPlay(page: Page) {
  const places = replay(page).locator('[data-slot], [data-focus="stock"]');
  await expect(places).toHaveCount(17);
  await expect(replay(page).locator('button[data-slot], button[data-focus], [tabindex="0"][data-slot]')).toHaveCount(0);
  await expect(replay(page).locator('[data-legal], [data-removable], [data-hint], [data-drag]')).toHaveCount(0);
  await expect(replay(page).locator('[data-action="resume"]')).toHaveCount(0);
  const looks = await places.evaluateAll((els) =>
    els.map((el) => ({ cursor: getComputedStyle(el).cursor, name: el.getAttribute('aria-label') ?? '' }))
  );
  for (const { cursor, name } of looks) {
    expect(cursor, name).not.toBe('pointer');
    expect(name).not.toMatch(/can go here|can be removed|makes ten|hinted/);
  }
}

test('the winning line reads as a replay, and the move it describes is the one marked', async ({ page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?deal=1');
  await clickMoves(page, DEAL_1_LOST);
  await expect(board(page)).toHaveAttribute('data-phase', 'lost');
  await control(page, 'show-line').click();
  const steps = Number(await replay(page).getAttribute('data-steps'));

  // The deal: nothing marked, nothing to play.
  await expect(said(page)).toHaveText('The deal, before the first move.');
  await expect(replay(page).locator('[data-played]')).toHaveCount(0);
  await expectNothingToPlay(page);

  // Each of the first placements: the line names the card and where it went, and that slot,
  // holding that card, is the one marked.
  for (let step = 1; step <= 3; step++) {
    await control(page, 'replay-next').click();
    await expect(replay(page)).toHaveAttribute('data-step', String(step));
    const marked = replay(page).locator('[data-played]');
    await expect(marked).toHaveCount(1);
    const code = await marked.locator('[data-card]').getAttribute('data-card');
    // "top edge, left" and its like: the place is the slot's name up to its seat.
    const where = (await marked.getAttribute('aria-label'))!.split(/, (?:King|Queen|Jack) seat:|, centre:/)[0];
    await expect(said(page)).toHaveText(`Move ${step} of ${steps}: ${label(code!)} to the ${where}.`);
    await expect(marked).toHaveAttribute('aria-label', /the move on show$/);
    await expectNothingToPlay(page);
  }

  // The last move takes the last number cards off: the places it emptied are the ones marked.
  await control(page, 'replay-end').click();
  await expect(board(page)).toHaveAttribute('data-phase', 'won');
  await expect(said(page)).toHaveText(new RegExp(`^Move ${steps} of ${steps}: (10. removed alone|.{2,3} and .{2,3} removed)\\.$`));
  const emptied = replay(page).locator('[data-played]');
  expect(await emptied.count()).toBeGreaterThan(0);
  await expect(emptied.locator('[data-card]')).toHaveCount(0);
  await expectNothingToPlay(page);
});
