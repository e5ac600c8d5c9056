// The table's sound cues (src/lib/table/sound-cues.ts): which action ticks, which chimes, and
// the phrase that ends a hand or the match instead of the action that ended it.
import { describe, expect, it } from 'vitest';
import { rankOf } from '$lib/cards';
import { createMatch, isCorner, play, seatView, type Action, type MatchState } from '$lib/table/engine';
import { decide } from '$lib/table/engine/players';
import { tableCueFor } from '$lib/table/sound-cues';

interface Step {
  before: MatchState;
  action: Action;
  after: MatchState;
}

/** Every action of whole matches, every seat played by the Expert. */
function steps(keys: readonly string[], players: 2 | 3 | 4 = 2): Step[] {
  const out: Step[] = [];
  for (const key of keys) {
    let s = createMatch(key, { players });
    while (s.phase !== 'over') {
      const action = decide('expert', seatView(s, s.turn));
      if (action === null) throw new Error('no action');
      const r = play(s, action);
      if (!r.ok) throw new Error(r.error.message);
      out.push({ before: s, action, after: r.value });
      s = r.value;
    }
  }
  return out;
}

const all = steps(['1', '2', '3', '4', '5']).concat(steps(['6', '7'], 4));
const endsHand = (t: Step) => t.after.last !== t.before.last;
const during = all.filter((t) => !endsHand(t) && t.after.phase !== 'over');
const cue = (t: Step) => tableCueFor(t.before, t.action, t.after);

describe('table sound cues', () => {
  it('ticks for a card played on a pile, and chimes for a king in a corner', () => {
    const cards = during.filter((t) => t.action.type === 'card');
    const kings = cards.filter((t) => t.action.type === 'card' && isCorner(t.action.to) && rankOf(t.action.card) === 13);
    expect(kings.length).toBeGreaterThan(0);
    expect(cards.length).toBeGreaterThan(kings.length);
    for (const t of cards) expect(cue(t)).toBe(kings.includes(t) ? 'remove' : 'place');
  });

  it('chimes for a side pile moved, onto a pile or into a corner', () => {
    const moves = during.filter((t) => t.action.type === 'move');
    expect(moves.length).toBeGreaterThan(0);
    for (const t of moves) expect(cue(t)).toBe('remove');
  });

  it('is silent for a draw and an ended turn', () => {
    const quiet = during.filter((t) => t.action.type === 'draw' || t.action.type === 'end');
    expect(quiet.length).toBeGreaterThan(0);
    for (const t of quiet) expect(cue(t)).toBeNull();
  });

  it('plays the win or the loss for a hand gone out, instead of the card that ended it', () => {
    const out = all.filter((t) => endsHand(t) && t.after.phase !== 'over' && t.after.last?.winner !== null);
    expect(out.some((t) => t.after.last?.winner === 0)).toBe(true);
    expect(out.some((t) => t.after.last?.winner !== 0)).toBe(true);
    for (const t of out) expect(cue(t)).toBe(t.after.last?.winner === 0 ? 'won' : 'lost');
  });

  it('plays the win or the loss of the match at its end', () => {
    const ends = all.filter((t) => t.after.phase === 'over');
    expect(ends).toHaveLength(7);
    expect(ends.some((t) => t.after.winner === 0)).toBe(true);
    expect(ends.some((t) => t.after.winner !== 0)).toBe(true);
    for (const t of ends) expect(cue(t)).toBe(t.after.winner === 0 ? 'won' : 'lost');
  });
});
