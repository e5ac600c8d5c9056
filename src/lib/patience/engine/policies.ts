// Hint policies: functions from a state to the action they suggest. A policy sees only
// what a player may know; it asks isLegal or legalActions and never decides legality itself.
import { isNumberCard } from './cards';
import { inPlay, isLegal, legalActions, loneTenAction, placeAction, play } from './rules';
import { CENTRE_SLOTS, SLOT_COUNT, SLOT_SEATS, SLOTS, type Action, type GameState } from './types';


export type Policy = (state: GameState) => Action | null;

/**
 * The rule-book hint (docs/rules.md): a number card goes on the lowest free centre slot, and on the
 * lowest free marked slot only when the centre is full; a royal on its lowest free seat.
 * While removing it takes every removal, lone 10s first, then pairs by their lower slot and
 * then their partner's slot; when none is left it resumes. The tie-breaks (lowest slot
 * first) are not in the rule text: they are the ones the independent fixtures play.
 */
export const classic: Policy = (state) => {
  if (state.phase === 'place') {
    const order = isNumberCard(inPlay(state) as number) ? CENTRE_FIRST : SLOTS;
    for (const slot of order) if (isLegal(state, placeAction(slot))) return placeAction(slot);
    return null;
  }
  if (state.phase !== 'remove') return null;
  for (let slot = 0; slot < SLOT_COUNT; slot++) if (isLegal(state, loneTenAction(slot))) return loneTenAction(slot);
  // legalActions lists pairs by their lower slot, then the other, and resume last.
  return legalActions(state)[0] ?? null;
};

/** Why the rule-book hint suggests `action`: the rule it follows, in one sentence. */
export function classicReason(state: GameState, action: Action | null): string | null {
  if (action === null) return null;
  if (action.type === 'resume') return 'Nothing is left to remove.';
  if (action.type === 'remove') return action.slots.length === 1 ? 'The rule book takes lone 10s first.' : 'The rule book takes every removal.';
  if (!isNumberCard(inPlay(state) as number)) return 'A royal goes on the first free seat of its kind.';
  return SLOT_SEATS[action.slot] === null
    ? 'The rule book parks numbers in the centre first, keeping the seats free for royals.'
    : 'The centre is full, so the number takes the first free seat.';
}

const CENTRE_FIRST = [...CENTRE_SLOTS, ...SLOTS.filter((slot) => SLOT_SEATS[slot] !== null)];


export interface PlayedGame {
  readonly final: GameState;
  readonly actions: readonly Action[];
}

/**
 * Lets a policy play a game to its end. Every action goes through `play`, so a policy that
 * suggests an illegal action is a bug and throws.
 */
export function playOut(start: GameState, policy: Policy): PlayedGame {
  let state = start;
  const actions: Action[] = [];
  for (let action = policy(state); action !== null; action = policy(state)) {
    const next = play(state, action);
    if (!next.ok) throw new Error(`policy suggested an illegal action: ${next.error.message}`);
    state = next.value;
    actions.push(action);
  }
  return { final: state, actions };
}
