// The table as a hand's last action left it: the engine deals the next hand in the same step that
// ends one, so the page (hand-end.ts, the verdict's line in verdict-line.ts) rebuilds the finished
// position from the state before that action.
import { pileIndex } from './layout';
import type { Action, MatchState } from './types';

/** The position `action` leaves from `before` when it ends the hand (a card going out, or a blocked turn's end). */
export function finishedPosition(before: MatchState, action: Action): MatchState {
  if (action.type !== 'card' && action.type !== 'move') return before;
  const piles = before.piles.slice();
  const hands = before.hands.slice();
  const to = pileIndex(action.to);
  if (action.type === 'card') {
    hands[before.turn] = hands[before.turn].filter((c) => c !== action.card);
    piles[to] = [...piles[to], action.card];
  } else {
    const from = pileIndex(action.from);
    piles[to] = [...piles[to], ...piles[from]];
    piles[from] = [];
  }
  return { ...before, piles, hands };
}
