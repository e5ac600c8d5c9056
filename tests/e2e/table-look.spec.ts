// A real card table (issue 41; docs/table-page.md "Seats", "Piles", "Your hand", "A still
// page"): at phone and desktop sizes, in both colour schemes, on real matches: every pile's first
// and top card shows its index (it is the element under a point at its corner), every hand card
// likewise, every seat's count and total are in view, and the cloth and the hand do not move
// when the hint, a refusal, the Herald or the coach's line appear.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { KING_AND_RUN } from './table-play';

const VIEWPORTS = [
  [320, 480],
  [390, 844],
  [844, 390],
  [1366, 768],
  [1920, 1080]
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** Two matches saved mid-hand, the player to play: deal 8127 at two players (a 13-card corner pile), deal 1 at four. */
const SAVED = [
  {
    key: '8127',
    players: 2,
    moves:
      'd 9S>E JD>N N>W 5H>N 4S>N e d KD>NE TC>W 9H>W 8S>W W>SE 4H>W 3C>W e d 2H>W e d 6H>S e d e d 7H>SE e d e d e d e d 5C>S W>S JH>W e d AS>S e d KC>SW e d QH>SW JC>SW E>SW 2S>E AD>E e d e d e d e d 3D>N E>N 2D>E AC>E e d KS>NW e d 8H>SW e d S>SW JS>S e d'
  },
  {
    key: '1',
    players: 4,
    moves:
      'd S>E 5H>S 4C>S W>N 6C>W S>W JH>S TS>S e d 3D>W e d KD>NE 9D>S 8C>S 7H>S W>S 8D>W N>W 4H>N e d TH>E 9C>E W>E 8S>W 7D>W e d 2S>S e d QC>NE 3C>N 6S>W JD>NE e d AD>S e d KS>SE 5D>W 4S>W E>SE 7C>E e d 2H>N KH>SW'
  }
] as const;

/** Two players, draw at the end: the player holds K♠ and six cards that build one after another. */
const HERALD_MATCH = `/table?deck=${KING_AND_RUN}&draw=end`;

const phase = (page: Page) => page.locator('[data-phase]');
const control = (page: Page, action: string) => page.locator(`[data-action="${action}"]`);

/** The cards whose top-left index is not the element under a point inside it (covered, cut off or out of view). */
async function coveredIndices(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((els) =>
    els.flatMap((el) => {
      const box = el.getBoundingClientRect();
      // Inside the rank of the top-left corner: 2% to 18% of the width across, 4% to 21% down (Card.svelte).
      const x = box.left + box.width * 0.1;
      const y = box.top + box.width * 0.12;
      const hit = document.elementFromPoint(x, y);
      const corner = hit?.closest('[data-corner="top"]');
      return corner && el.contains(corner) ? [] : [`${el.getAttribute('data-card')} at ${Math.round(x)},${Math.round(y)}: ${hit?.className ?? 'nothing'}`];
    })
  );
}

/** The boxes that must not move while words come and go: the cloth and the hand. */
const boxes = (page: Page) =>
  page.evaluate(() => ['[data-zone="cloth"]', '[data-zone="hand"]'].map((s) => JSON.stringify(document.querySelector(s)!.getBoundingClientRect())));

/** The seats, piles' end cards and toolbar controls that the coach's line lies over (at their middle and inner corners, or a card's index). */
const underCoach = (page: Page) =>
  page.evaluate(() => {
    const points = (el: Element): [number, number][] => {
      const b = el.getBoundingClientRect();
      if (el.matches('[data-card]')) return [[b.left + b.width * 0.1, b.top + b.width * 0.12]];
      return [[b.left + b.width / 2, b.top + b.height / 2], [b.left + 3, b.top + 3], [b.right - 3, b.top + 3], [b.left + 3, b.bottom - 3], [b.right - 3, b.bottom - 3]];
    };
    const needed = [
      ...document.querySelectorAll('[data-seat], .status .toolbar > .control, .status .toolbar .pair > .control, .status .toolbar summary.control, [data-pile] > .card:first-of-type > [data-card], [data-pile] > .card:last-of-type > [data-card]')
    ].filter((el) => (el as HTMLElement).checkVisibility());
    return needed.flatMap((el) =>
      points(el).flatMap(([x, y]) =>
        document.elementFromPoint(x, y)?.closest('[data-coach]') ? [`${el.getAttribute('data-seat') ?? el.getAttribute('data-card') ?? el.textContent} at ${Math.round(x)},${Math.round(y)}`] : []
      )
    );
  });

for (const [width, height] of VIEWPORTS) {
  for (const scheme of SCHEMES) {
    test(`${width}×${height}, ${scheme}: every index in view, every seat's count and total, and a still table`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/settings');
      for (const saved of SAVED) {
        const match = {
          version: 1, id: `m-look${saved.players}`, key: saved.key, moves: saved.moves, seenHand: 0, day: null,
          options: { players: saved.players, draw: 'start', target: 15, qj2: false, level: 'standard' }
        };
        await page.evaluate((m) => {
          localStorage.setItem('kitc.table-pace.v1', '"instant"');
          localStorage.setItem('kitc.table-match.v1', JSON.stringify(m));
        }, match);
        await page.goto('/table');
        await expect(phase(page)).toHaveAttribute('data-phase', 'play');
        await testInfo.attach(`${width}x${height}-${scheme}-${saved.players}p.png`, { body: await page.screenshot(), contentType: 'image/png' });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'no sideways scroll').toBe(0);

        // Every pile's first and top card: its index is what a finger at its corner touches.
        const ends = page.locator('[data-pile] > .card:first-of-type > [data-card], [data-pile] > .card:last-of-type > [data-card]');
        expect(await ends.count()).toBeGreaterThan(0);
        expect(await coveredIndices(ends), `${saved.players} players: piles`).toEqual([]);
        // Every card of the hand, with no sideways scrolling.
        const hand = page.locator('[data-hand] [data-card]');
        expect(await hand.count()).toBeGreaterThan(0);
        expect(await coveredIndices(hand), `${saved.players} players: hand`).toEqual([]);
        expect(await page.locator('[data-zone="hand"]').evaluate((h) => h.scrollWidth - h.clientWidth)).toBeLessThanOrEqual(1);

        // Every seat: in view, saying its count and total.
        const seats = page.locator('[data-seat]');
        expect(await seats.count()).toBe(saved.players);
        for (let i = 0; i < saved.players; i++) {
          const seat = seats.nth(i);
          await expect(seat).toBeInViewport({ ratio: 1 });
          const count = await seat.getAttribute('data-count');
          await expect(seat).toContainText(`${count} card`);
          await expect(seat).toContainText(`total ${await seat.getAttribute('data-total')}`);
        }
      }

      // A still page: the hint, a refusal, the Herald and the coach's line move neither the cloth nor the hand.
      await page.evaluate(() => localStorage.removeItem('kitc.table-match.v1'));
      await page.goto(HERALD_MATCH);
      await expect(phase(page)).toHaveAttribute('data-phase', 'play');
      const still = await boxes(page);
      await control(page, 'hint').click();
      await expect(page.locator('.hint')).toBeVisible();
      expect(await boxes(page), 'the hint').toEqual(still);
      await page.keyboard.press('Escape');
      await expect(page.locator('.hint')).toHaveCount(0);
      // K♠ fits every empty corner: a tap picks it; then a side pile refuses it, in words.
      await page.locator('[data-hand] [data-card="KS"]').click();
      await page.locator('[data-pile="N"]').click();
      await expect(page.locator('.cloth-note')).toBeVisible();
      expect(await boxes(page), 'a refusal').toEqual(still);
      await page.keyboard.press('Escape');
      await page.locator('[data-hand] [data-card="KS"]').click();
      await page.locator('[data-pile="NE"]').click();
      await expect(page.locator('[data-herald]')).toBeVisible();
      expect(await boxes(page), 'the Herald').toEqual(still);
      // The coach: ending the turn at once leaves the king and the line the Expert would have played.
      await page.evaluate(() => localStorage.removeItem('kitc.table-match.v1'));
      await page.goto(HERALD_MATCH);
      await expect(phase(page)).toHaveAttribute('data-phase', 'play');
      await control(page, 'end').click();
      await expect(page.locator('[data-coach]')).toBeVisible();
      expect(await boxes(page), 'the coach').toEqual(still);
      // The coach's line hides nothing a player needs: no seat, no pile's first or top card, no
      // control of the toolbar (it lies over the hand, docs/table-page.md "Coach").
      expect(await underCoach(page), 'under the coach').toEqual([]);
    });
  }
}
