// Checks the board a player sees against the engine: the saved game (deal and moves) is
// replayed here, in the test, and every docs/notation.md hook on the page must match the result.
import { expect, type Page } from '@playwright/test';
import {
  current, dealStock, inPlay, makeCard, newGame, parseActions, replay, stockCount
} from '../../src/lib/patience/engine/index.ts';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';

export interface Saved {
  readonly id: string;
  readonly deal: number;
  readonly moves: string;
}

/** The saved game as the page left it in localStorage. */
export async function savedGame(page: Page): Promise<Saved> {
  const text = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.game);
  expect(text, 'a saved game').not.toBeNull();
  return JSON.parse(text!) as Saved;
}

/** The statistics as the page left them in localStorage. */
export async function savedStats(page: Page): Promise<{ played: number; won: number; leftUnplayed: number; watched: number; recent: { id: string; result: string }[] }> {
  const text = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.stats);
  expect(text, 'saved statistics').not.toBeNull();
  return JSON.parse(text!);
}

/** What the engine says the page should show after `moves` on `deal`. */
export function engineView(deal: number, moves: string) {
  const actions = parseActions(moves);
  if (!actions.ok) throw new Error(actions.error.message);
  const replayed = replay(newGame(dealStock(deal)), actions.value);
  if (!replayed.ok) throw new Error(`move ${replayed.failedAt + 1}: ${replayed.error.message}`);
  const state = current(replayed.value);
  const card = inPlay(state);
  return {
    deal: String(deal),
    board: state.board.map((c) => (c === null ? null : makeCard(c))),
    inPlay: card === null ? null : makeCard(card),
    count: String(stockCount(state)),
    phase: state.phase,
    removed: String(state.removed)
  };
}

/** What the page shows, read from its hooks; cards still flying out have no data-card. */
async function pageView(page: Page) {
  return page.evaluate(() => {
    const codes = (el: Element | null) => [...(el?.querySelectorAll('[data-card]') ?? [])].map((c) => c.getAttribute('data-card'));
    const slots = [...document.querySelectorAll('[data-slot]')].sort(
      (a, b) => Number(a.getAttribute('data-slot')) - Number(b.getAttribute('data-slot'))
    );
    const stock = document.querySelector('[data-stock]');
    const root = document.querySelector('[data-phase]');
    return {
      deal: document.querySelector('[data-deal]')?.getAttribute('data-deal') ?? null,
      // More than one card in a slot would show as a joined string and fail the comparison.
      board: slots.map((slot) => codes(slot).join('+') || null),
      inPlay: codes(stock).join('+') || null,
      count: stock?.getAttribute('data-count') ?? null,
      phase: root?.getAttribute('data-phase') ?? null,
      removed: root?.getAttribute('data-removed') ?? null
    };
  });
}

/** The page shows exactly what the engine makes of `deal` and `moves` (waits out animations). */
export async function expectBoard(page: Page, deal: number, moves: string): Promise<void> {
  const expected = engineView(deal, moves);
  await expect.poll(() => pageView(page)).toEqual(expected);
}

/** The page shows exactly what a replay of its own saved game gives; returns that game. */
export async function expectMatchesSave(page: Page): Promise<Saved> {
  let saved: Saved | null = null;
  await expect(async () => {
    saved = await savedGame(page);
    expect(await pageView(page)).toEqual(engineView(saved.deal, saved.moves));
  }).toPass({ timeout: 5000 });
  return saved!;
}
