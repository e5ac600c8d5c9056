// The replay format of docs/notation.md, shared by the command line and the tests.
import { makeAction } from './actions';
import { makeCard } from './cards';
import { inPlay, legalActions, stockCount } from './rules';
import type { GameState, LossReason, Phase } from './types';

export interface ReplayView {
  phase: Phase;
  reason: LossReason | null;
  inPlay: string | null;
  stock: number;
  board: (string | null)[];
  removed: number;
  legal: string[];
}

export function makeReplayView(s: GameState): ReplayView {
  const card = inPlay(s);
  return {
    phase: s.phase,
    reason: s.reason,
    inPlay: card === null ? null : makeCard(card),
    stock: stockCount(s),
    board: s.board.map((c) => (c === null ? null : makeCard(c))),
    removed: s.removed,
    legal: legalActions(s).map(makeAction)
  };
}
