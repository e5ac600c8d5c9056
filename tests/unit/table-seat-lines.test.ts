// Each seat's last-turn line (src/lib/table/seat-lines.ts): what it did on its latest turn, kept
// until its next, wiped by a new hand's first action; and the card the player has just drawn.
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/lib/cards/card';
import { parseMoves, replay, startHistory, type History, type MatchState } from '../../src/lib/table/engine';
import { seatLines } from '../../src/lib/table/seat-lines';
import { position } from './table-helpers';

const card = (t: string) => {
  const c = parseCard(t);
  if (!c.ok) throw new Error(t);
  return c.value;
};

function played(start: MatchState, moves: string): History {
  const parsed = parseMoves(moves);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const r = replay(start, parsed.value.map((t) => t.action));
  if (!r.ok) throw new Error(`${r.error.index}: ${r.error.message}`);
  return r.value;
}

describe('seat lines', () => {
  const base = { piles: { N: '9H', E: '4C', S: '2D', W: '7S' }, stock: '5H AC AD AH 3S 3C', phase: 'draw' as const };

  it('are empty before anyone acts', () => {
    const s = position({ ...base, hands: ['KS 8S 5C', '8D 6D'] });
    expect(seatLines(startHistory(s))).toEqual({ lines: [null, null], drawn: null });
  });

  it('tell each action of the turn in order, and keep it until the seat acts again', () => {
    const s = position({ ...base, piles: { ...base.piles, W: '7H 6S' }, hands: ['KS 8S 5C 6H', '8D 6D'] });
    const h = played(s, 'd KS>NE 8S>N W>N e');
    expect(seatLines(h).lines).toEqual(['drew, K♠ to NE, 8♠ on N, moved W onto N', null]);
    // Ruth's turn: her line grows as she plays; the player's stays.
    const h2 = played(s, 'd KS>NE 8S>N W>N e d');
    expect(seatLines(h2).lines).toEqual(['drew, K♠ to NE, 8♠ on N, moved W onto N', 'drew']);
  });

  it('say "passed" for a turn of only its end, and "went out" for the turn that empties the hand', () => {
    const s = position({ ...base, stock: '', phase: 'play', hands: ['5C', '8D 6D'], turnBeganEmpty: true });
    const passed = played(s, 'e');
    expect(seatLines(passed).lines[0]).toBe('passed');
    const s2 = position({ ...base, stock: '', phase: 'play', hands: ['3H', '8D 6D'], turnBeganEmpty: true });
    const out = played(s2, '3H>E');
    expect(seatLines(out).lines[0]).toBe('3♥ on E, went out');
  });

  it('names the card the player just drew, until the next action', () => {
    const s = position({ ...base, hands: ['KS 8S 5C', '8D 6D'] });
    expect(seatLines(played(s, 'd')).drawn).toBe(card('5H'));
    expect(seatLines(played(s, 'd KS>NE')).drawn).toBeNull();
    // A computer's draw is not the player's.
    expect(seatLines(played(s, 'd e d')).drawn).toBeNull();
  });

  it("keep a finished hand on show until the next hand's first action wipes them", () => {
    const s = position({ ...base, piles: { ...base.piles, W: '8S' }, stock: '5H AC', phase: 'play', hands: ['3H', '8D 6D'] });
    const ended = played(s, '3H>E');
    const next = ended.turn[ended.turn.length - 1];
    expect(next.hand).toBe(2);
    expect(seatLines(ended).lines).toEqual(['3♥ on E, went out', null]);
    const first = next.phase === 'draw' ? 'd' : 'e';
    const lines = seatLines(played(s, `3H>E ${first}`)).lines;
    expect(lines.filter((l) => l !== null)).toEqual([first === 'd' ? 'drew' : 'passed']);
    expect(lines[next.turn]).not.toBeNull();
  });
});
