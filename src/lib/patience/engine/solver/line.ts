// From the search's abstract line (a trail of seat kinds and removal phases) back to the
// board: concrete actions, each checked by play.
import { isNumberCard, rankOf } from '../cards';
import { play } from '../rules';
import { SLOT_COUNT, type Action, type Card, type GameState, type Slot } from '../types';
import { KIND_OF_SLOT, KIND_SLOTS, MULTISETS, STEP_REMOVE } from './tables';

/** The removals that turn the board's numbers into the target multisets, paired by rank. */
function removalsTo(board: readonly (Card | null)[], target: readonly number[]): Action[] {
  const current = [0, 0, 0, 0].map(() => [] as number[]);
  const slotsOfRank: Slot[][] = [];
  for (let r = 0; r <= 10; r++) slotsOfRank.push([]);
  const left = target.map((code) => MULTISETS[code].slice());
  for (let slot = 0; slot < SLOT_COUNT; slot++) {
    const c = board[slot];
    if (c === null || !isNumberCard(c)) continue;
    const kind = KIND_OF_SLOT[slot];
    const r = rankOf(c);
    current[kind].push(r);
    const at = left[kind].indexOf(r);
    if (at >= 0) left[kind].splice(at, 1); // this card stays
    else slotsOfRank[r].push(slot);
  }
  const out: Action[] = [];
  for (const slot of slotsOfRank[10]) out.push({ type: 'remove', slots: [slot] });
  for (let r = 1; r <= 5; r++) {
    const a = slotsOfRank[r];
    const b = r === 5 ? a.splice(a.length >> 1) : slotsOfRank[10 - r];
    if (a.length !== b.length) throw new Error('solver: an unbalanced removal phase');
    a.forEach((slot, j) => out.push({ type: 'remove', slots: [Math.min(slot, b[j]), Math.max(slot, b[j])] }));
  }
  return out;
}

/** Every removal left once the stock is empty (what remains always pairs off). */
function removeEverything(board: readonly (Card | null)[]): Action[] {
  const codes = [0, 0, 0, 0];
  return removalsTo(board, codes);
}

function apply(state: GameState, action: Action): GameState {
  const next = play(state, action);
  if (!next.ok) throw new Error(`solver: its line is illegal: ${next.error.message}`);
  return next.value;
}

/** Turns the trail into concrete actions from `start`, each checked by `play`. */
export function concreteLine(start: GameState, trail: readonly number[]): Action[] {
  const moves: Action[] = [];
  let state = start;
  const act = (action: Action) => {
    state = apply(state, action);
    moves.push(action);
  };
  for (let t = 0; t < trail.length; ) {
    if (trail[t] === STEP_REMOVE) {
      for (const action of removalsTo(state.board, trail.slice(t + 1, t + 5))) act(action);
      act({ type: 'resume' });
      t += 5;
    } else {
      const slot = KIND_SLOTS[trail[t + 1]].find((s) => state.board[s] === null);
      if (slot === undefined) throw new Error('solver: no free slot of the kind its line chose');
      act({ type: 'place', slot });
      t += 2;
      // The board filled up: the trail's next step is this removal phase (or the stock is empty).
    }
  }
  if (state.phase === 'remove') for (const action of removeEverything(state.board)) act(action);
  if (state.phase !== 'won') throw new Error(`solver: its line ends in phase ${state.phase}, not won`);
  return moves;
}
