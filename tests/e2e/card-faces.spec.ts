// The card faces at the smallest and largest card sizes, on a laptop and a phone (issue 19,
// item 11): the card in play's index is readable, number cards show their pips where they are
// wide enough and one large pip where they are not, courts show their figure, and the stock
// shows a card back. Screenshots are kept as test artefacts (test-results/), not compared.
import { expect, test, type Locator } from '@playwright/test';
import { board, clickMoves, slot, stock } from './play';

/** A stock that starts with a King, a Queen, a Jack, then numbers; the rest in deck order. */
const LEADING = ['KH', 'QS', 'JD', '7C', 'TD', '9H', 'AS'];
const DECK = [...LEADING, ...'CDHS'.split('').flatMap((s) => 'A23456789TJQK'.split('').map((r) => r + s)).filter((c) => !LEADING.includes(c))].join('');
/** KH to a corner, QS to a Queen seat, JD to a Jack seat, then the numbers to the centre. */
const PLACES = 'p0 p1 p4 p5 p6 p9';

/** Cards narrower than this show one large pip instead of the layout (Card.svelte). */
const COMPACT_BELOW = 72;

const VIEWPORTS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 360, height: 640 }
] as const;

const SETTINGS = [
  { cardSize: 'small', theme: 'light', fourColour: false },
  { cardSize: 'large', theme: 'dark', fourColour: true }
] as const;

/** What a card shows, read in one go: its top index (rank text, font size in px, whole and inside the card), its width, and its pips seen. */
function face(card: Locator) {
  return card.evaluate((el) => {
    const rank = el.querySelector('[data-corner="top"] > span') as HTMLElement;
    const [box, rankBox] = [el.getBoundingClientRect(), rank.getBoundingClientRect()];
    return {
      rank: rank.textContent?.trim(),
      rankPx: parseFloat(getComputedStyle(rank).fontSize),
      rankInside: rank.checkVisibility() && rankBox.left >= box.left && rankBox.top >= box.top && rankBox.right <= box.right,
      width: el.clientWidth,
      pips: el.querySelectorAll('[data-pip]').length,
      pipsSeen: [...el.querySelectorAll('[data-pip]')].filter((pip) => pip.checkVisibility()).length,
      lowerPipSeen: (el.querySelector('[data-corner="bottom"] svg') as Element).checkVisibility()
    };
  });
}

for (const viewport of VIEWPORTS) {
  for (const settings of SETTINGS) {
    const name = `${viewport.name}, ${settings.cardSize} cards`;
    test(`card faces on a ${name}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((saved) => localStorage.setItem('kitc.settings.v1', JSON.stringify(saved)), settings);
      await page.goto(`/?deck=${DECK}`);
      const inPlay = stock(page).locator('[data-card]');
      await expect(inPlay).toHaveAttribute('data-card', 'KH');

      // The card in play can be read: its rank, whole, inside the card, at a readable size.
      expect(await face(inPlay)).toMatchObject({ rank: 'K', rankInside: true });
      expect((await face(inPlay)).rankPx).toBeGreaterThanOrEqual(12);
      await expect(inPlay.locator('[data-figure="K"]')).toBeVisible();
      // The cards to come lie face down under it.
      await expect(stock(page).locator('[data-card-back]')).toBeVisible();

      await clickMoves(page, PLACES);
      await expect(slot(page, 9).locator('[data-card]')).toHaveAttribute('data-card', '9H');
      await expect(inPlay).toHaveAttribute('data-card', 'AS');
      for (const [n, letter] of [[0, 'K'], [1, 'Q'], [4, 'J']] as const) {
        await expect(slot(page, n).locator(`[data-figure="${letter}"]`)).toBeVisible();
      }
      expect(await face(inPlay)).toMatchObject({ rank: 'A', rankInside: true });
      expect((await face(inPlay)).rankPx).toBeGreaterThanOrEqual(12);

      // A 7 shows its seven pips when it is wide enough for them, or its index and one large pip.
      const seven = await face(slot(page, 5).locator('[data-card]'));
      expect(seven).toMatchObject({ rank: '7', rankInside: true, pips: 7 });
      if (seven.width >= COMPACT_BELOW) expect(seven).toMatchObject({ pipsSeen: 7 });
      else expect(seven).toMatchObject({ pipsSeen: 0, lowerPipSeen: true });

      if (settings.fourColour) {
        await expect(slot(page, 6).locator('[data-card]')).toHaveAttribute('data-colour', 'blue');
        await expect(slot(page, 5).locator('[data-card]')).toHaveAttribute('data-colour', 'green');
      }

      await page.mouse.move(0, 0);
      const shot = testInfo.outputPath(`cards-${viewport.name}-${settings.cardSize}.png`);
      await board(page).screenshot({ path: shot });
      await testInfo.attach(`board, ${name}`, { path: shot, contentType: 'image/png' });
    });
  }
}
