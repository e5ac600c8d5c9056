// Every hint policy by name, for the worker and the command line. Not exported from the
// engine's index: the expert's tables are heavy, and the game page loads them only in its
// worker (src/lib/worker). The names alone are in types.ts (POLICY_NAMES).
import { expert, expertReason } from './expert';
import { classic, classicReason, type Policy } from './policies';
import type { Action, GameState, PolicyName } from './types';

export const POLICIES = { classic, expert } as const satisfies Record<PolicyName, Policy>;

/** A hint with the one short sentence that says why. */
export interface ExplainedHint {
  readonly action: Action | null;
  /** Null exactly when the action is. */
  readonly reason: string | null;
}

const REASONS = { classic: classicReason, expert: expertReason } as const satisfies Record<PolicyName, (s: GameState, a: Action | null) => string | null>;

/** The hint of a policy in `state`, with its reason. */
export function explainedHint(policy: PolicyName, state: GameState): ExplainedHint {
  const action = POLICIES[policy](state);
  return { action, reason: REASONS[policy](state, action) };
}
