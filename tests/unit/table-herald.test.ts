// The Herald's calls (src/lib/table/herald.ts): which calls an action deserves, from the states
// before and after it, and their words.
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/lib/cards/card';
import { heraldCalls, heraldWords, type HeraldCall } from '../../src/lib/table/herald';
import { parseMoves, play, type MatchState } from '../../src/lib/table/engine';
import { position } from './table-helpers';

const card = (t: string) => {
  const c = parseCard(t);
  if (!c.ok) throw new Error(t);
  return c.value;
};

/** The calls of one action given as a token. */
function callsOf(before: MatchState, token: string): HeraldCall[] {
  const parsed = parseMoves(token);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const action = parsed.value[0].action;
  const r = play(before, action);
  if (!r.ok) throw new Error(r.error.message);
  return heraldCalls(before, action, r.value);
}

describe('the Herald', () => {
  const base = { piles: { N: '9H', E: '4C', S: '2D', W: '7S' }, stock: 'AC AD AH', phase: 'play' as const };

  it('calls a king played into a corner', () => {
    const s = position({ ...base, hands: ['KS 3H 5C', '8D 6D'] });
    expect(callsOf(s, 'KS>NE')).toEqual([{ kind: 'king', card: card('KS'), corner: 'NE' }]);
  });

  it('calls a king heading a side pile moved into a corner', () => {
    const s = position({ ...base, piles: { ...base.piles, W: 'KD QS' }, hands: ['3H 5C', '8D 6D'] });
    expect(callsOf(s, 'W>SW')).toEqual([{ kind: 'king', card: card('KD'), corner: 'SW' }]);
  });

  it('says nothing of a card on a side pile or a pile moved onto a side', () => {
    const s = position({ ...base, hands: ['8S 3H 5C', '8D 6D'] });
    expect(callsOf(s, '8S>N')).toEqual([]);
    expect(callsOf(s, 'e')).toEqual([]);
  });

  it('warns when a seat is down to one card, and only as it gets there', () => {
    const s = position({ ...base, hands: ['8S 3H', '8D 6D'] });
    expect(callsOf(s, '8S>N')).toEqual([{ kind: 'last-card', seat: 0 }]);
    const one = position({ ...base, hands: ['8S 3H', '8D'], turn: 0 });
    expect(callsOf(one, '8S>N')).toEqual([{ kind: 'last-card', seat: 0 }]);
  });

  it('calls the seat that goes out, after its king', () => {
    const s = position({ ...base, hands: ['KS', '8D 6D'] });
    expect(callsOf(s, 'KS>NE')).toEqual([{ kind: 'king', card: card('KS'), corner: 'NE' }, { kind: 'out', seat: 0 }]);
    const ruth = position({ ...base, hands: ['KS 5C', '8S'], turn: 1 });
    expect(callsOf(ruth, '8S>N')).toEqual([{ kind: 'out', seat: 1 }]);
  });

  it('says each call in words', () => {
    expect(heraldWords({ kind: 'king', card: card('KS'), corner: 'NE' })).toBe('A king takes his corner! (K♠)');
    expect(heraldWords({ kind: 'last-card', seat: 0 })).toBe('You are down to your last card!');
    expect(heraldWords({ kind: 'last-card', seat: 2 })).toBe('Carl is down to one card!');
    expect(heraldWords({ kind: 'out', seat: 0 })).toBe('You go out!');
    expect(heraldWords({ kind: 'out', seat: 1 })).toBe('Ruth goes out!');
  });
});
