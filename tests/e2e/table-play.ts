// Steps the table's browser specs share: a stacked deck, the first hand played passively (in the
// engine and by clicks, to its end and verdict), and a card dragged out of the hand over the cloth.
import { expect, type Locator, type Page } from '@playwright/test';
import { makeCard } from '../../src/lib/cards';
import { createMatch, finishedPosition, play, seatView, type Action, type MatchState } from '../../src/lib/table/engine';
import { decide } from '../../src/lib/table/engine/players';

/** Two players: seat 0's seven cards, seat 1's, then N E S W; the stock is the rest in deck order (`?deck=`, docs/table-notation.md). */
export function deckCode(you: readonly string[], ruth: readonly string[], sides: readonly string[]): string {
  const dealt: string[] = [];
  for (let i = 0; i < 7; i++) dealt.push(you[i], ruth[i]);
  dealt.push(...sides);
  const rest = Array.from({ length: 52 }, (_, c) => makeCard(c)).filter((c) => !dealt.includes(c));
  return [...dealt, ...rest].join('');
}

/**
 * The player holds K♠ and six cards that build one after another: K♠ into a corner, 3♥ on 4♣ (E),
 * 8♠ on 9♥ (N), 6♦ on 7♠ (W), 5♣ and 4♥ on it, A♠ on 2♦ (S) and out. Every card but the king
 * fits one place only, so a tap plays it.
 */
export const KING_AND_RUN = deckCode(['KS', '3H', '8S', '6D', '5C', '4H', 'AS'], ['2C', '3C', '9D', 'TD', 'JH', 'QS', '8H'], ['9H', '4C', '2D', '7S']);

/** Hand 1 of `deal` (target 50) with the player only drawing and ending turns: its deal, its actions, the table as it ends, and the next deal. */
export function passiveHand(deal: number): { start: MatchState; actions: Action[]; end: MatchState; next: MatchState } {
  const start = createMatch(deal, { target: 50 });
  let s = start;
  const actions: Action[] = [];
  let end = s;
  while (s.hand === 1 && s.phase !== 'over') {
    const a: Action = s.turn !== 0 ? (decide(s.options.level, seatView(s, s.turn)) as Action) : s.phase === 'draw' ? { type: 'draw' } : { type: 'end' };
    const r = play(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    if (r.value.hand !== s.hand || r.value.phase === 'over') end = finishedPosition(s, a);
    s = r.value;
  }
  return { start, actions, end, next: s };
}

/** Plays hand 1 of `deal` by clicks as passiveHand does, up to its end and its verdict. */
export async function clickPassiveHand(page: Page, deal: number): Promise<void> {
  const root = page.locator('[data-phase]');
  await page.goto(`/table?deal=${deal}&target=50`);
  for (let i = 0; i < 400; i++) {
    await page.waitForFunction(() => document.querySelector('[data-phase]')?.getAttribute('data-phase') !== 'wait');
    const phase = await root.getAttribute('data-phase');
    if (phase === 'hand-over') break;
    await page.locator(`[data-action="${phase === 'draw' ? 'draw' : 'end'}"]`).first().click();
  }
  await expect(root).toHaveAttribute('data-phase', 'hand-over');
  await expect(page.locator('[data-verdict]')).not.toHaveAttribute('data-verdict', 'working', { timeout: 30000 });
}

/**
 * Presses `card` of the hand and drags it over the stock in the cloth's middle, not letting go:
 * the face-up card under the pointer (null if none), and whether each corner of it is the card
 * too (nothing covers or clips it).
 */
export async function dragOverStock(page: Page, card: Locator): Promise<{ card: string | null; corners: boolean[] }> {
  const from = (await card.boundingBox())!;
  const stock = (await page.locator('[data-stock]').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Up out of the hand's strip, over the cloth's middle: the hand strip once clipped it away here.
  const [x, y] = [stock.x + stock.width / 2, stock.y + stock.height / 2];
  await page.mouse.move((from.x + x) / 2, (from.y + y) / 2, { steps: 4 });
  await page.mouse.move(x, y, { steps: 4 });
  return page.evaluate(([px, py]) => {
    const at = (ax: number, ay: number) => document.elementFromPoint(ax, ay)?.closest('[data-dragged]') ?? null;
    const lifted = at(px, py);
    const box = lifted?.getBoundingClientRect();
    const corners = box ? [[box.left + 3, box.top + 3], [box.right - 3, box.top + 3], [box.left + 3, box.bottom - 3], [box.right - 3, box.bottom - 3]] : [];
    return { card: lifted?.querySelector('[data-colour]') ? lifted.getAttribute('data-dragged') : null, corners: corners.map(([cx, cy]) => at(cx, cy) === lifted) };
  }, [x, y]);
}
