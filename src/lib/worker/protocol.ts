// What the page asks the engine worker, and what it answers. Games travel as their stock and
// their moves in the action tokens of docs/notation.md: plain, small, and checked again on the other side.
import {
  isPolicyName, makeActions, newGame, parseActions, replay, makeAction,
  type Card, type GameState, type PolicyName
} from '$lib/patience/engine';
import { explainedHint } from '$lib/patience/engine/hints';
import { solve } from '$lib/patience/engine/solver';
import { createMatch, lastHand, parseMoves, type MatchOptions, type Verdict as TableVerdict } from '$lib/table/engine';
import { handVerdict } from '$lib/table/engine/verdict';
import type { Result } from '$lib/cards/result';

export type EngineRequest =
  | { readonly kind: 'solve'; readonly stock: readonly Card[]; readonly moves: string }
  | { readonly kind: 'hint'; readonly policy: PolicyName; readonly stock: readonly Card[]; readonly moves: string }
  /** The table game's verdict on the last hand the match's moves finish (docs/table-verdict.md). */
  | { readonly kind: 'table-verdict'; readonly key: string; readonly options: MatchOptions; readonly moves: string; readonly budget: number };

export type EngineAnswer =
  | { readonly kind: 'solve'; readonly winnable: boolean; readonly line: string; readonly ms: number }
  | { readonly kind: 'hint'; readonly action: string | null; readonly reason: string | null; readonly ms: number }
  | { readonly kind: 'table-verdict'; readonly hand: number; readonly verdict: TableVerdict; readonly ms: number };

/** A request in flight: its answer comes back with the same id. */
export interface Envelope<T> {
  readonly id: number;
  readonly body: T;
}

/** The answer, or why the engine could not give it (a bug there: what it threw, in words). */
export type WorkerReply = Envelope<Result<EngineAnswer, 'engine-failed'>>;

/** The position a request names: its stock with its moves replayed through the engine. */
function positionOf(stock: readonly Card[], moves: string): GameState {
  const actions = parseActions(moves);
  if (!actions.ok) throw new Error(actions.error.message);
  const replayed = replay(newGame(stock), actions.value);
  if (!replayed.ok) throw new Error(replayed.error.message);
  return replayed.value.states[replayed.value.states.length - 1];
}

/** Answers one request. Runs in the worker, or on the page where workers are missing. */
export function answer(request: EngineRequest): EngineAnswer {
  const started = performance.now();
  if (request.kind === 'table-verdict') {
    const moves = parseMoves(request.moves);
    if (!moves.ok) throw new Error(moves.error.message);
    const hand = lastHand(createMatch(request.key, request.options), moves.value.map((t) => t.action));
    const verdict = handVerdict(hand.start, hand.played, request.budget);
    return { kind: 'table-verdict', hand: hand.start.hand, verdict, ms: performance.now() - started };
  }
  const position = positionOf(request.stock, request.moves);
  if (request.kind === 'solve') {
    const result = solve(position);
    return { kind: 'solve', winnable: result.winnable, line: makeActions(result.moves), ms: performance.now() - started };
  }
  if (!isPolicyName(request.policy)) throw new Error(`unknown hint level ${request.policy}`);
  const { action, reason } = explainedHint(request.policy, position);
  return { kind: 'hint', action: action === null ? null : makeAction(action), reason, ms: performance.now() - started };
}
