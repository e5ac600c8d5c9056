// A newcomer's first games are starter deals: deals that can be won, so that a first game is
// not lost on card 14 (issue 42; docs/decisions.md, "Starter deals"). The rules are pure
// functions; StarterDeals keeps the record for the session, read and saved through $lib/storage.
import type { WriteStatus } from '$lib/storage/local';
import { isPlainObject } from '$lib/storage/validate';
import type { DealId } from '$lib/cards/deal-id';
import type { Stats } from './stats';

/**
 * The starter deals, in the order they are dealt: `npm run --silent sim -- starters --deals
 * 1..3000 --count 12` (the solver proves each winnable, and the rule book's hint and the
 * Expert's both win it playing every move; tests/unit/first-deals.test.ts proves it again).
 */
export const STARTER_DEALS: readonly number[] = [25, 86, 163, 317, 662, 1012, 1092, 1196, 1359, 1421, 1440, 1724];

/** A newcomer's games dealt as starter deals, unless the player wins one before. */
export const STARTER_GAMES = 3;

export const FIRST_DEALS_VERSION = 1;

/** What is saved: where the starter deals are up to, and whether they are over for good. */
export interface FirstDeals {
  readonly version: typeof FIRST_DEALS_VERSION;
  /** The index in STARTER_DEALS of the next one to deal. */
  readonly next: number;
  /** Over: the player has played STARTER_GAMES games, or won one, or came before this build. */
  readonly done: boolean;
}

export function validateFirstDeals(data: unknown): FirstDeals | null {
  if (!isPlainObject(data) || data.version !== FIRST_DEALS_VERSION || typeof data.done !== 'boolean') return null;
  const { next } = data;
  if (typeof next !== 'number' || !Number.isInteger(next) || next < 0 || next > STARTER_DEALS.length) return null;
  return { version: FIRST_DEALS_VERSION, next, done: data.done };
}

/**
 * Nothing saved yet: a newcomer when the statistics hold no game at all; a player whose
 * statistics an older build kept is no newcomer.
 */
export function firstDealsFor(saved: FirstDeals | null, stats: Stats): FirstDeals {
  if (saved !== null) return saved;
  const none = stats.played === 0 && stats.watched === 0 && stats.leftUnplayed === 0 && stats.recent.length === 0;
  return { version: FIRST_DEALS_VERSION, next: 0, done: !none };
}

/** The starter deals are over: STARTER_GAMES games played, a win (assisted too), or none left. */
export const isOver = (record: FirstDeals, stats: Stats): boolean =>
  record.done || stats.played >= STARTER_GAMES || stats.won + stats.assisted > 0 || record.next >= STARTER_DEALS.length;

/**
 * The deal a new game (the first visit's, or New game) is dealt: the next starter deal while
 * they last (never `avoid`, the deal on the board), or null for the usual deal. The record to
 * save comes with it.
 */
export function nextStarterDeal(saved: FirstDeals, stats: Stats, avoid: DealId | null): { deal: number | null; record: FirstDeals } {
  if (isOver(saved, stats)) return { deal: null, record: saved.done ? saved : { ...saved, done: true } };
  const skip = STARTER_DEALS[saved.next] === avoid ? 1 : 0;
  const index = saved.next + skip;
  if (index >= STARTER_DEALS.length) return { deal: null, record: { ...saved, next: index, done: true } };
  return { deal: STARTER_DEALS[index], record: { ...saved, next: index + 1 } };
}

/** The deal on the board is a starter deal, dealt while they last: the page says so. */
export const isStarterGame = (record: FirstDeals, deal: DealId): boolean => !record.done && typeof deal === 'number' && STARTER_DEALS.includes(deal);

/** What the page says over a starter deal, and beside "winnable deals only" in the menu. */
export const STARTER_NOTE = 'A starter deal: this one can be won.';
export const STARTER_MENU_NOTE =
  `Your first ${STARTER_GAMES} games are starter deals, which can be won, until your first win. After them, New game deals any deal, unless this is ticked.`;

/** Where the record is kept; the tests give their own. */
export interface FirstDealsStore {
  loadFirstDeals(): FirstDeals | null;
  saveFirstDeals(record: FirstDeals): WriteStatus;
}

/** The session's starter deals: where they are up to, the next one, and whether one is on the board. */
export class StarterDeals {
  record: FirstDeals = $state.raw({ version: FIRST_DEALS_VERSION, next: 0, done: true });
  /** The starter deals are not over yet: the menu says what they are, beside "winnable deals only". */
  readonly on: boolean = $derived(!this.record.done);
  readonly #store: FirstDealsStore;

  constructor(store: FirstDealsStore) {
    this.#store = store;
  }

  /**
   * The page opens: the saved record, or (the first time) one decided from the statistics, and
   * kept. Only where storage can keep it: without, every visit would be a first visit, on the
   * same deal, and the starter deals would never end.
   */
  open(stats: Stats): void {
    const saved = this.#store.loadFirstDeals();
    if (saved !== null) {
      this.record = saved;
      return;
    }
    const fresh = firstDealsFor(null, stats);
    this.record = this.#store.saveFirstDeals(fresh) === 'saved' ? fresh : { ...fresh, done: true };
  }

  /** The next starter deal while they last (saving where they are up to), or null. */
  next(stats: Stats, avoid: DealId | null): number | null {
    const { deal, record } = nextStarterDeal(this.record, stats, avoid);
    if (record !== this.record) this.#store.saveFirstDeals((this.record = record));
    return deal;
  }

  /** `deal` is a starter deal, dealt while they last. */
  isStarter(deal: DealId): boolean {
    return isStarterGame(this.record, deal);
  }
}
