// A pile moved travels as a column (issue 21, docs/table-page.md "Motion"): every card of the
// pile flies from where it was to its new place, at the speed setting's pace, and with no
// motion (reduced motion asked by the system) the pile is simply there. Deal 13, two players:
// after the draw the 9♣ goes only on the south pile's 10♦, and that pile then only onto the
// north one.
import { expect, test, type Page } from '@playwright/test';

/** Records, each time a pile is marked as the end of a flight, the pile, where from and which of its cards are animated. */
async function watchFlights(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { flights: { to: string; from: string; cards: string[] }[] };
    w.flights = [];
    new MutationObserver((changes) => {
      for (const c of changes) {
        const pile = c.target as HTMLElement;
        if (pile.dataset.moving === undefined || c.oldValue !== null) continue;
        const cards = [...pile.querySelectorAll<HTMLElement>('[data-card]')].filter((el) => el.getAnimations().some((a) => a.playState === 'running'));
        w.flights.push({ to: pile.dataset.pile!, from: pile.dataset.moving, cards: cards.map((el) => el.dataset.card!) });
      }
    }).observe(document.querySelector('[data-zone="cloth"]')!, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-moving'] });
  });
}

const flights = (page: Page) => page.evaluate(() => (window as unknown as { flights: unknown[] }).flights);

async function moveSouthOntoNorth(page: Page) {
  await page.goto('/table?deal=13');
  await page.locator('[data-action="draw"]').click();
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'play');
  await page.locator('[data-hand] [data-card="9C"]').click();
  await expect(page.locator('[data-pile="S"]')).toHaveAttribute('data-count', '2');
  const north = Number(await page.locator('[data-pile="N"]').getAttribute('data-count'));
  await watchFlights(page);
  await page.locator('[data-pile="S"]').click();
  await page.locator('[data-pile="N"]').click();
  return north;
}

test('a pile moved flies onto its new place as a column, then lies there', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kitc.settings.v1', JSON.stringify({ motion: 'slow' })));
  const north = await moveSouthOntoNorth(page);
  // Both cards of the south pile, the 10♦ and the 9♣, are in flight together onto the north pile.
  await expect.poll(() => flights(page)).toEqual([{ to: 'N', from: 'S', cards: ['TD', '9C'] }]);
  // Landed: the mark goes, the cards are where the engine put them and nothing moves any more.
  await expect(page.locator('[data-moving]')).toHaveCount(0);
  await expect(page.locator('[data-pile="S"]')).toHaveAttribute('data-count', '0');
  await expect(page.locator('[data-pile="N"]')).toHaveAttribute('data-count', String(north + 2));
  await expect(page.locator('[data-pile="N"] [data-card]').last()).toHaveAttribute('data-card', '9C');
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});

test('with reduced motion asked for, a pile moved does not fly', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const north = await moveSouthOntoNorth(page);
  await expect(page.locator('[data-pile="N"]')).toHaveAttribute('data-count', String(north + 2));
  await expect(page.locator('[data-pile="S"]')).toHaveAttribute('data-count', '0');
  expect(await flights(page)).toEqual([]);
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});
