// How the player likes the game page to help: the hint level, winnable deals only, and the
// watch speed. Kept beside the game (not on the settings page) because they are chosen while
// playing; storage/patience.ts reads and writes them.
import { isPolicyName, type PolicyName } from '$lib/patience/engine';
import { isPlainObject } from '$lib/storage/validate';

export interface PlayOptions {
  readonly version: 1;
  readonly hintLevel: PolicyName;
  /** New game deals only deals the solver can win. */
  readonly winnableOnly: boolean;
  /** Watch speed, 1 (slowest) to WATCH_SPEEDS.length (fastest). */
  readonly watchSpeed: number;
}

/** Milliseconds between two watched moves, slowest first. */
export const WATCH_SPEEDS = [1600, 900, 500, 250, 100] as const;

/**
 * The hint levels in the player's words, in the order offered, with how many deals in a
 * hundred each wins when it plays every move: what the rules page tells the player.
 * Measured with `npm run --silent sim -- bench --policy NAME --deals 1..100000` (classic
 * 1.98 %, expert 7.74 %; docs/expert-hint.md), and checked by tests/unit/hint-figures.test.ts on deals 1..20000.
 */
export const HINT_LEVELS = [
  { policy: 'classic', label: 'Rule book', winsPer100: 2 },
  { policy: 'expert', label: 'Expert', winsPer100: 7 }
] as const satisfies readonly { readonly policy: PolicyName; readonly label: string; readonly winsPer100: number }[];

/**
 * Deals in a hundred that a player who knew the order of the whole stock could win: the
 * solver decides 51.55 % of deals 1..100000 winnable (`sim bench --policy solver`).
 */
export const WINNABLE_PER_100 = 52;

export const defaultPlayOptions = (): PlayOptions => ({
  version: 1,
  hintLevel: HINT_LEVELS[HINT_LEVELS.length - 1].policy,
  winnableOnly: false,
  watchSpeed: 3
});

export function validatePlayOptions(data: unknown): PlayOptions | null {
  if (!isPlainObject(data) || data.version !== 1) return null;
  const { hintLevel, winnableOnly, watchSpeed } = data;
  if (typeof hintLevel !== 'string' || !isPolicyName(hintLevel)) return null;
  if (typeof winnableOnly !== 'boolean') return null;
  if (typeof watchSpeed !== 'number' || !Number.isInteger(watchSpeed) || watchSpeed < 1 || watchSpeed > WATCH_SPEEDS.length) {
    return null;
  }
  return { version: 1, hintLevel, winnableOnly, watchSpeed };
}
