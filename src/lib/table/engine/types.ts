// The table game's shared types (docs/table-rules.md, docs/table-notation.md). Constant
// tables are declared `as const` and their types derived from them.
import type { Card } from '../../cards/card';
import type { Result } from '../../cards/result';

export type { Card };

/** The four side piles, in dealing order. */
export const SIDES = ['N', 'E', 'S', 'W'] as const;
export type Side = (typeof SIDES)[number];

/** The four corner piles. */
export const CORNERS = ['NE', 'SE', 'SW', 'NW'] as const;
export type Corner = (typeof CORNERS)[number];

/** Every pile: sides first, then corners. A pile's index in this list is its index in `piles`. */
export const PILES = [...SIDES, ...CORNERS] as const;
export type PileName = (typeof PILES)[number];

export const isSide = (pile: PileName): pile is Side => pile.length === 1;
export const isCorner = (pile: PileName): pile is Corner => pile.length === 2;

/** Seats clockwise: 0 is the player, then the computer players by name. */
export const SEAT_NAMES = ['You', 'Ruth', 'Carl', 'Lena'] as const;
export type Seat = number;

export const DRAW_TIMINGS = ['start', 'end'] as const;
export type DrawTiming = (typeof DRAW_TIMINGS)[number];

export const TARGETS = [10, 15, 25, 50] as const;
export type Target = (typeof TARGETS)[number];

export const LEVELS = ['easy', 'standard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

export const PLAYER_COUNTS = [2, 3, 4] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** The options of a match, fixed for the match (docs/table-notation.md, "Options"). */
export interface MatchOptions {
  /** Every seat, the player included. */
  readonly players: PlayerCount;
  readonly draw: DrawTiming;
  readonly target: Target;
  /** Queens and jacks count 2. */
  readonly qj2: boolean;
  /** The computer players' level; the engine never reads it, the players and the page do. */
  readonly level: Level;
}

export const DEFAULT_OPTIONS: MatchOptions = { players: 2, draw: 'start', target: 15, qj2: false, level: 'standard' };

/** One action of one seat (docs/table-notation.md, "Actions"). */
export type Action =
  | { readonly type: 'draw' }
  | { readonly type: 'end' }
  /** A card from the hand of the seat to act onto a pile, or into it when it is empty. */
  | { readonly type: 'card'; readonly card: Card; readonly to: PileName }
  /** A whole side pile onto a pile, or (king-headed) into an empty corner. */
  | { readonly type: 'move'; readonly from: Side; readonly to: PileName };

export type Phase = 'draw' | 'play' | 'over';

/** How the last finished hand ended. */
export interface HandResult {
  readonly hand: number;
  readonly reason: 'out' | 'blocked';
  /** The seat that went out; null for a blocked hand. */
  readonly winner: Seat | null;
  readonly penalties: readonly number[];
}

/**
 * A whole match at one moment. Never changed in place: `play` returns a new one.
 * Piles are indexed as PILES; each lists its cards first (bottom) to top. Hands are kept
 * sorted by rank then suit (C D H S).
 */
export interface MatchState {
  /** The match key: a deal number in decimal or a canonical deck code. */
  readonly key: string;
  readonly options: MatchOptions;
  /** The hand in progress (or the final one), from 1. */
  readonly hand: number;
  readonly dealer: Seat;
  /** The seat to act; after the match, the seat that acted last. */
  readonly turn: Seat;
  readonly phase: Phase;
  /** The stock, top (next to draw) first. */
  readonly stock: readonly Card[];
  readonly piles: readonly (readonly Card[])[];
  readonly hands: readonly (readonly Card[])[];
  readonly totals: readonly number[];
  readonly handsWon: readonly number[];
  readonly last: HandResult | null;
  /** The seat with the single lowest total once the match is over. */
  readonly winner: Seat | null;
  /** Turns begun in this hand, from 0: with hand and seat, what seeds a computer player. */
  readonly turnIndex: number;
  /** The stock was empty when this turn began (a turn with no play is then silent). */
  readonly turnBeganEmpty: boolean;
  /** A card was played or a pile moved in this turn. */
  readonly turnActed: boolean;
  /** Silent turns ended in a row in this hand. */
  readonly silentTurns: number;
}

/** Why an action is illegal; the problem's message says it in words. */
export type IllegalCode =
  | 'match-over'
  | 'must-draw'
  | 'no-draw'
  | 'not-in-hand'
  | 'does-not-fit'
  | 'corner-needs-king'
  | 'bad-pile-move';

/** The state after the action, or why it is illegal. */
export type PlayResult = Result<MatchState, IllegalCode>;
