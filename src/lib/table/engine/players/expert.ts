// The Expert player (docs/table-players.md): it searches every order of its plays and pile
// moves in the turn (positions remembered, so the search stays small) and keeps the end
// position with the best single weighted score: penalty shed, openings left to the next
// players given their hand sizes and the cards still unseen, and its own follow-up plays.
import { cardPenalty } from '../rules';
import { cardsFitting } from '../layout';

const FITTING = Array.from({ length: 52 }, (_, c) => cardsFitting(c));
const RANK_OF = Int8Array.from({ length: 52 }, (_, c) => (c % 13) + 1);
const PENALTY = [Int8Array.from({ length: 52 }, (_, c) => cardPenalty(c, false)), Int8Array.from({ length: 52 }, (_, c) => cardPenalty(c, true))];
import type { Action } from '../types';
import type { SeatView } from '../view';
import {
  applyDeskMove, buildable, chainBelow, deskMoves, deskOf, END, isKing, NONE, nextSeats, toAction,
  type Desk, type DeskMove
} from './desk';

/** The weights of the score; the defaults are the tuned ones (docs/table-players.md). */
export interface ExpertWeights {
  /** Per penalty point still in hand. */
  readonly penalty: number;
  /** Per card still in hand, beyond its points. */
  readonly card: number;
  /** Per play the layout is expected to offer the next player. */
  readonly opening: number;
  /** How much more an opening counts for a player holding few cards (opening × (1 + near / cards)). */
  readonly near: number;
  /** Players after the next count this much of the next player's openings. */
  readonly later: number;
  /** Per card kept in hand that still builds on the layout (a spare for the next turn). */
  readonly followUp: number;
}

/** Heads-up weights: against one opponent, every play denied to it is the whole game. */
export const EXPERT_WEIGHTS: ExpertWeights = { penalty: 1, card: 0.5, opening: 3, near: 4, later: 0.6, followUp: 0.3 };

/**
 * Weights at a table of three or four. Holding cards back to deny one opponent costs penalty
 * points that the other opponent does not pay, so openings count half as much, and the
 * players after the next (who see the layout only after the next player has used it) little.
 */
export const EXPERT_WEIGHTS_TABLE: ExpertWeights = { penalty: 1, card: 0.5, opening: 1.5, near: 4, later: 0.3, followUp: 0.3 };

/** The weights the Expert plays with at a table of `players`. */
export const expertWeights = (players: number): ExpertWeights => (players <= 2 ? EXPERT_WEIGHTS : EXPERT_WEIGHTS_TABLE);

/**
 * The search stops looking further after this many positions, so that no turn takes long:
 * nineteen turns in twenty need fewer than 100, and a big hand late in a blocked-looking hand
 * would otherwise run to tens of thousands (docs/table-players.md).
 */
export const SEARCH_LIMIT = 2000;

const OUT = 1e6;

export interface Context {
  readonly view: SeatView;
  readonly weights: ExpertWeights;
  readonly unseen: Uint8Array;
  readonly unseenCount: number;
  readonly unseenKings: number;
  readonly opponents: readonly { cards: number; factor: number }[];
}

export function contextOf(view: SeatView, weights: ExpertWeights): Context {
  const unseen = new Uint8Array(52);
  for (const c of view.unseen) unseen[c] = 1;
  const drawsFirst = view.options.draw === 'start' && view.stock > 0 ? 1 : 0;
  const opponents = nextSeats(view).map((seat, k) => {
    const cards = view.handSizes[seat] + drawsFirst;
    return { cards, factor: (k === 0 ? 1 : weights.later) * weights.opening * (1 + weights.near / Math.max(1, cards)) };
  });
  return {
    view,
    weights,
    unseen,
    unseenCount: Math.max(1, view.unseen.length),
    unseenKings: view.unseen.filter(isKing).length,
    opponents
  };
}

/** The score of ending the turn on `desk`; higher is better. */
export function scoreEnd(desk: Desk, ctx: Context): number {
  if (desk.hand.length === 0) return OUT;
  const w = ctx.weights;
  const points = PENALTY[ctx.view.options.qj2 ? 1 : 0];
  let penalty = 0;
  for (const c of desk.hand) penalty += points[c];
  let score = -w.penalty * penalty - w.card * desk.hand.length;
  let fitting = 0;
  let sides = 0;
  let corners = 0;
  for (let i = 0; i < 8; i++) {
    const top = desk.top[i];
    if (top === NONE) {
      if (i < 4) sides++;
      else corners++;
      continue;
    }
    for (const c of FITTING[top]) fitting += ctx.unseen[c];
  }
  for (const opp of ctx.opponents) {
    const share = Math.min(1, opp.cards / ctx.unseenCount);
    const plays = Math.min(sides, opp.cards) + fitting * share + Math.min(corners, ctx.unseenKings * share);
    score -= opp.factor * plays;
  }
  let followUps = 0;
  for (const card of desk.hand) if (buildable(desk, card)) followUps++;
  return score + w.followUp * followUps;
}

/** Sorts four numbers (a small sorting network) and packs them, `bits` each, into one number. */
function packSorted(a: number, b: number, c: number, d: number, bits: number): number {
  let t: number;
  if (a > b) { t = a; a = b; b = t; }
  if (c > d) { t = c; c = d; d = t; }
  if (a > c) { t = a; a = c; c = t; }
  if (b > d) { t = b; b = d; d = t; }
  if (b > c) { t = b; b = c; c = t; }
  const m = 2 ** bits;
  return ((a * m + b) * m + c) * m + d;
}

function keyOf(desk: Desk): string {
  let low = 0;
  let high = 0;
  for (const c of desk.hand) {
    if (c < 26) low |= 1 << c;
    else high |= 1 << (c - 26);
  }
  const f = desk.first;
  const t = desk.top;
  // Sides are alike and so are corners: positions that differ only by which is which are one.
  const sides = packSorted((f[0] + 1) * 53 + t[0] + 1, (f[1] + 1) * 53 + t[1] + 1, (f[2] + 1) * 53 + t[2] + 1, (f[3] + 1) * 53 + t[3] + 1, 12);
  const corners = packSorted(t[4] + 1, t[5] + 1, t[6] + 1, t[7] + 1, 6);
  return `${low},${high},${sides},${corners}`;
}

export interface SearchResult {
  readonly moves: DeskMove[];
  readonly score: number;
  readonly positions: number;
}

/**
 * Of the fills of an empty side, keeps kings, cards with own cards to build below them, and
 * one other card: the one that gives the others least to build on (fewest unseen cards that
 * fit it), then the highest. The cards left out differ only in what they offer the others.
 */
function pruneFills(moves: DeskMove[], desk: Desk, ctx: Context): DeskMove[] {
  let plain: DeskMove | null = null;
  let plainKey = Infinity;
  const kept: DeskMove[] = [];
  for (const m of moves) {
    if (m.kind !== 'card' || m.to >= 4 || desk.top[m.to] !== NONE || isKing(m.card) || chainBelow(m.card, desk.hand) > 0) {
      kept.push(m);
      continue;
    }
    let open = 0;
    for (const c of FITTING[m.card]) open += ctx.unseen[c];
    const key = open * 100 - RANK_OF[m.card];
    if (key < plainKey) {
      plain = m;
      plainKey = key;
    }
  }
  if (plain) kept.push(plain);
  return kept;
}

/** The best sequence of plays from `root` by `scoreEnd`, searched depth first with positions remembered. */
export function searchTurn(root: Desk, ctx: Context, limit = SEARCH_LIMIT): SearchResult {
  const seen = new Set<string>([keyOf(root)]);
  let best: DeskMove[] = [];
  let bestScore = scoreEnd(root, ctx);
  const path: DeskMove[] = [];
  let done = false;
  const visit = (desk: Desk): void => {
    for (const m of pruneFills(deskMoves(desk, false), desk, ctx)) {
      if (done) return;
      const next = applyDeskMove(desk, m);
      const key = keyOf(next);
      if (seen.has(key)) continue;
      seen.add(key);
      path.push(m);
      const score = scoreEnd(next, ctx);
      if (score > bestScore) {
        bestScore = score;
        best = path.slice();
      }
      if (next.hand.length === 0 || seen.size >= limit) done = true;
      else visit(next);
      path.pop();
    }
  };
  if (root.hand.length > 0) visit(root);
  return { moves: best, score: bestScore, positions: seen.size };
}

/** The Expert's whole turn from a view in the play phase. */
export function planExpert(view: SeatView, weights: ExpertWeights = expertWeights(view.options.players), limit = SEARCH_LIMIT): Action[] {
  const result = searchTurn(deskOf(view), contextOf(view, weights), limit);
  const actions = result.moves.map(toAction);
  return result.score === OUT ? actions : [...actions, END];
}

