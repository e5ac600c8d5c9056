// A match as the list of its actions, with undo for the plays of the turn in progress
// (docs/table-rules.md, "Undo"). Undo is a stack of states, never an inverse of each action.
import { fail, ok, type Result } from '../../cards/result';
import { play } from './rules';
import type { Action, IllegalCode, MatchState } from './types';

export interface History {
  /** The match as dealt. */
  readonly start: MatchState;
  /** Every seat's actions in order, and the hand each was made in (for ` | ` on output). */
  readonly actions: readonly Action[];
  readonly hands: readonly number[];
  /**
   * The states since the last checkpoint (the start of the turn, or its draw): turn[0] is the
   * checkpoint and the last one is the current state. Undo walks back through these only.
   */
  readonly turn: readonly MatchState[];
}

export const startHistory = (start: MatchState): History => ({ start, actions: [], hands: [], turn: [start] });

export const current = (h: History): MatchState => h.turn[h.turn.length - 1];

/** True when a play or pile move of the turn in progress can be taken back. */
export const canUndo = (h: History): boolean => h.turn.length > 1;

/** The history with the action recorded, or why the action is illegal. */
export type RecordResult = Result<History, IllegalCode>;

/** Plays an action on the current state and records it. */
export function record(h: History, action: Action): RecordResult {
  const before = current(h);
  const next = play(before, action);
  if (!next.ok) return next;
  const after = next.value;
  // A draw, the end of a turn, and a play that ends the hand show new cards: no undo past them.
  const isPlay = action.type === 'card' || action.type === 'move';
  const checkpoint = !isPlay || after.hand !== before.hand || after.phase === 'over';
  return ok({
    start: h.start,
    actions: [...h.actions, action],
    hands: [...h.hands, before.hand],
    turn: checkpoint ? [after] : [...h.turn, after]
  });
}

/** Takes back the last play or pile move of the turn in progress; otherwise changes nothing. */
export function undo(h: History): History {
  if (!canUndo(h)) return h;
  return { start: h.start, actions: h.actions.slice(0, -1), hands: h.hands.slice(0, -1), turn: h.turn.slice(0, -1) };
}

/** The whole history, or why an action is illegal, with its `index` (from 0) and the `history` up to it. */
export type ReplayResult = Result<History, IllegalCode, { readonly index: number; readonly history: History }>;

/** Plays a list of actions from `start`; on an illegal one, says which (index from 0) and why. */
export function replay(start: MatchState, actions: readonly Action[]): ReplayResult {
  let h = startHistory(start);
  for (let i = 0; i < actions.length; i++) {
    const r = record(h, actions[i]);
    if (!r.ok) return fail(r.error.code, r.error.message, { index: i, history: h });
    h = r.value;
  }
  return ok(h);
}
