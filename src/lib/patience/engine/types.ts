// Shared types of the patience's rules engine. Constant tables are declared `as const` and
// the types derived from them, so the tables and the types cannot drift apart. Cards, decks
// and the result type come from the cards module both games share.
import type { Card } from '../../cards/card';

export { DECK_SIZE, RANKS, SUITS, type Card, type RankSymbol, type Suit } from '../../cards/card';
export { fail, ok, type Problem, type Result } from '../../cards/result';

/** A slot is 0–15, row by row from the top left. */
export type Slot = number;

export const SLOT_COUNT = 16;
/** Every slot, lowest first. */
export const SLOTS: readonly Slot[] = Array.from({ length: SLOT_COUNT }, (_, slot) => slot);
export const NUMBER_CARD_COUNT = 40;

/** The royal kinds, each with its seat kind. */
export const ROYALS = ['K', 'Q', 'J'] as const;
export type Royal = (typeof ROYALS)[number];

/** What each slot is marked for: a royal kind, or null for the unmarked centre. */
export const SLOT_SEATS = [
  'K', 'Q', 'Q', 'K',
  'J', null, null, 'J',
  'J', null, null, 'J',
  'K', 'Q', 'Q', 'K'
] as const satisfies readonly (Royal | null)[];
export type Seat = (typeof SLOT_SEATS)[number];

/** The seats of each royal kind, lowest slot first. */
export const SEAT_SLOTS = {
  K: [0, 3, 12, 15],
  Q: [1, 2, 13, 14],
  J: [4, 7, 8, 11]
} as const satisfies Record<Royal, readonly Slot[]>;

/** The unmarked centre slots, lowest first. */
export const CENTRE_SLOTS = [5, 6, 9, 10] as const;

export const PHASES = ['place', 'remove', 'won', 'lost'] as const;
export type Phase = (typeof PHASES)[number];

export const LOSS_REASONS = ['blocked', 'board-full', 'stuck'] as const;
export type LossReason = (typeof LOSS_REASONS)[number];

/**
 * The whole state of one game, plain immutable data. `play` returns a new state and never
 * touches its input; the stock array is shared between all states of one game.
 */
export interface GameState {
  /** The whole stock order fixed at the deal, top first. Never changes during a game. */
  readonly stock: readonly Card[];
  /** Index in `stock` of the card in play; equals stock.length once every card is placed. */
  readonly next: number;
  /** The 16 slots; null is empty. */
  readonly board: readonly (Card | null)[];
  readonly phase: Phase;
  /** Why the game was lost; null unless phase is 'lost'. */
  readonly reason: LossReason | null;
  /** Progress: number cards removed so far, 0–40. */
  readonly removed: number;
}

/** One player action (the tokens of docs/notation.md: `p5`, `r3+9`, `r7`, `d`). */
export type Action =
  | { readonly type: 'place'; readonly slot: Slot }
  | { readonly type: 'remove'; readonly slots: readonly [Slot] | readonly [Slot, Slot] }
  | { readonly type: 'resume' };

export type Outcome =
  | { readonly kind: 'playing' }
  | { readonly kind: 'won' }
  | { readonly kind: 'lost'; readonly reason: LossReason };

/**
 * The hint policies by name (their code is in policies.ts). The names live apart from the
 * code so that the page can list and check them without loading the policies themselves.
 */
export const POLICY_NAMES = ['classic', 'expert'] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];
export const isPolicyName = (name: string): name is PolicyName => (POLICY_NAMES as readonly string[]).includes(name);
