// Every hint policy by name, for the worker and the command line. Not exported from the
// engine's index: the expert's tables are heavy, and the game page loads them only in its
// worker (src/lib/worker). The names alone are in types.ts (POLICY_NAMES).
import { expert } from './expert';
import { classic, type Policy } from './policies';
import type { PolicyName } from './types';

export const POLICIES = { classic, expert } as const satisfies Record<PolicyName, Policy>;
