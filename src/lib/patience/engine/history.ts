// Undo is a stack of states, never a hand-written inverse of each action.
import { play, type IllegalCode } from './rules';
import { fail, ok, type Action, type GameState, type Result } from './types';

export interface History {
  /** states[0] is the deal; states[i + 1] = play(states[i], actions[i]). */
  readonly states: readonly GameState[];
  readonly actions: readonly Action[];
}

export const startHistory = (deal: GameState): History => ({ states: [deal], actions: [] });

export const current = (h: History): GameState => h.states[h.states.length - 1];

export const canUndo = (h: History): boolean => h.actions.length > 0;

/** Plays an action on the current state and records it. */
export function record(h: History, action: Action): Result<History, IllegalCode> {
  const next = play(current(h), action);
  if (!next.ok) return next;
  return ok({ states: [...h.states, next.value], actions: [...h.actions, action] });
}

/** Takes back the last action; also after the game has ended. At the deal it changes nothing. */
export const undo = (h: History): History => undoTo(h, h.actions.length - 1);

/** Goes back to the state after `count` actions (0 is the deal). */
export function undoTo(h: History, count: number): History {
  const n = Math.max(0, Math.min(count, h.actions.length));
  if (n === h.actions.length) return h;
  return { states: h.states.slice(0, n + 1), actions: h.actions.slice(0, n) };
}

/** The same deal from the start, same stock order. */
export const restart = (h: History): History => undoTo(h, 0);

/** The whole history, or why an action is illegal, with its `index` (from 0) and the `history` up to it. */
export type ReplayResult = Result<History, IllegalCode, { readonly index: number; readonly history: History }>;

/** Replays a list of actions from a state; stops at the first illegal one and says which. */
export function replay(start: GameState, actions: readonly Action[]): ReplayResult {
  // Built in place rather than through record(), which copies the stack on every action.
  const states: GameState[] = [start];
  for (let i = 0; i < actions.length; i++) {
    const next = play(states[i], actions[i]);
    if (!next.ok) return fail(next.error.code, next.error.message, { index: i, history: { states, actions: actions.slice(0, i) } });
    states.push(next.value);
  }
  return ok({ states, actions: actions.slice() });
}
