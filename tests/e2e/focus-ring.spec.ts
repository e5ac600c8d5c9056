// Issue 19 item 8: the keyboard's focus ring on a slot holding a card, and the ring round the
// cards that can be removed, are plain to see both against the card's face and against the
// felt: one of each ring's colours reaches 3:1 (WCAG 2.2 non-text contrast) against every
// colour of the face, and one against the felt the board is drawn on.
import { expect, test, type Page } from '@playwright/test';
import { board, clickMoves, contrast, slot } from './play';

/** Every colour named in a computed CSS value (`rgb(…)`, `rgba(…)`), fully transparent ones left out. */
const coloursIn = (value: string): string[] =>
  (value.match(/rgba?\([^)]*\)/g) ?? []).filter((colour) => !/,\s*0\)$/.test(colour) && !/\/\s*0\)$/.test(colour));

/** The colours a slot's card and the felt behind the board are painted in, read from the page. */
async function surfaces(page: Page, n: number): Promise<{ face: string[]; felt: string }> {
  return slot(page, n).evaluate((el) => {
    const face = getComputedStyle(el.querySelector('[data-card]')!);
    let felt = 'rgba(0, 0, 0, 0)';
    for (let up = el.parentElement; up !== null; up = up.parentElement) {
      const background = getComputedStyle(up).backgroundColor;
      if (!/rgba\(.*,\s*0\)$/.test(background) && background !== 'transparent') {
        felt = background;
        break;
      }
    }
    return { face: [face.backgroundColor, face.backgroundImage], felt };
  }).then(({ face, felt }) => ({ face: face.flatMap(coloursIn), felt }));
}

/** Asserts that some ring colour stands out 3:1 from every face colour, and some from the felt. */
function expectPlain(rings: string[], surface: { face: string[]; felt: string }) {
  expect(rings.length).toBeGreaterThan(0);
  expect(surface.face.length).toBeGreaterThan(0);
  const best = (against: string) => Math.max(...rings.map((ring) => contrast(ring, against)));
  for (const colour of surface.face) expect(best(colour), `ring ${rings.join(' / ')} against the card's ${colour}`).toBeGreaterThanOrEqual(3);
  expect(best(surface.felt), `ring ${rings.join(' / ')} against the felt ${surface.felt}`).toBeGreaterThanOrEqual(3);
}

/** The slot that has the focus, or null. */
const focusedSlot = (page: Page) => page.evaluate(() => {
  const slotName = (document.activeElement as HTMLElement | null)?.dataset.slot;
  return slotName === undefined ? null : Number(slotName);
});

test('the focus ring on a slot with a card shows against the card and against the felt', async ({ page }) => {
  await page.goto('/?deal=25');
  await clickMoves(page, 'p5');
  await expect(slot(page, 5).locator('[data-card]')).toHaveCount(1);
  // Into the board by Tab, then to slot 5 by the arrows, as a keyboard player gets there.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 20 && (await focusedSlot(page)) === null; i++) await page.keyboard.press('Tab');
  for (let i = 0; i < 8; i++) {
    const at = await focusedSlot(page);
    expect(at).not.toBeNull();
    if (at === 5) break;
    const [row, column] = [Math.floor(at! / 4), at! % 4];
    await page.keyboard.press(row < 1 ? 'ArrowDown' : row > 1 ? 'ArrowUp' : column < 1 ? 'ArrowRight' : 'ArrowLeft');
  }
  expect(await focusedSlot(page)).toBe(5);

  const ring = await slot(page, 5).evaluate((el) => {
    const style = getComputedStyle(el);
    return { visible: el.matches(':focus-visible'), width: parseFloat(style.outlineWidth), style: style.outlineStyle, outline: style.outlineColor, shadow: style.boxShadow };
  });
  expect(ring.visible).toBe(true);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expectPlain([...coloursIn(ring.outline), ...coloursIn(ring.shadow)], await surfaces(page, 5));
});

test('the ring round the removable cards shows against the card and against the felt', async ({ page }) => {
  await page.goto('/?deal=25');
  // Every slot filled: the 3 and the 7 (slots 3 and 5) pair up to ten.
  await clickMoves(page, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');
  const removable = page.locator('[data-slot][data-removable]');
  await expect(removable.first()).toBeVisible();
  const n = Number(await removable.first().getAttribute('data-slot'));
  const ring = await slot(page, n).evaluate((el) => {
    const face = el.querySelector('[data-card]')!.closest('.face') ?? el.querySelector('.face');
    return getComputedStyle(face!, '::after').boxShadow;
  });
  expectPlain(coloursIn(ring), await surfaces(page, n));
});
