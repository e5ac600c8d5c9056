// Every rule point of docs/table-rules.md as a named position with its exact legal actions.
import { describe, expect, it } from 'vitest';
import {
  canUndo, createMatch, current, dealerOf, legalActions, makeReplayView, parseAction, play, playLegal, record,
  startHistory, undo, type Action, type History
} from '../../src/lib/table/engine';
import { legal, playAll, position, refusal } from './table-helpers';

describe('building, corners and fills', () => {
  const building = position({
    hands: ['8S 8H 5D 5C 2C JC', '3H'],
    piles: { N: 'TS 9H', E: '6C', S: 'AH', W: 'QD' }
  });

  it('a card goes on a pile one rank lower and of the other colour, nothing on an ace', () => {
    expect(legal(building)).toEqual(['5D>E', '8S>N', 'JC>W', 'e']);
  });

  it('says why a card does not fit', () => {
    expect(refusal(building, '8H>N')).toBe('8♥ does not go on pile N (top card 9♥): it must be one rank lower and of the other colour');
    expect(refusal(building, '5C>E')).toMatch(/does not go on pile E/);
    expect(refusal(building, '2C>S')).toBe('nothing goes on an ace: pile S (top card A♥)');
    expect(refusal(building, '3H>N')).toBe('You do not hold 3♥');
  });

  const spaces = position({
    hands: ['KH 4S', '3H'],
    piles: { E: '9C', S: '5D', W: 'KC', NE: 'KD QS' }
  });

  it('a king goes into an empty corner; any card, a king too, fills an empty side', () => {
    expect(legal(spaces)).toEqual(['4S>N', '4S>S', 'KH>N', 'KH>NW', 'KH>SE', 'KH>SW', 'W>NW', 'W>SE', 'W>SW', 'e']);
  });

  it('only a king goes into an empty corner', () => {
    expect(refusal(spaces, '4S>SE')).toBe('only a king goes into an empty corner (SE)');
  });

  it('a card played lands on top of its pile and leaves the hand', () => {
    const view = makeReplayView(playAll(spaces, '4S>S'));
    expect(view.piles.S).toEqual(['5D', '4S']);
    expect(view.hands[0]).toEqual(['KH']);
    expect(makeReplayView(playAll(spaces, 'KH>SE')).piles.SE).toEqual(['KH']);
  });
});

describe('pile moves', () => {
  const moves = position({
    hands: ['2C', '3H'],
    piles: { N: '8D 7C', E: '9S', S: 'KH QC', W: '8H', NE: 'KS QH JC' }
  });

  it('a whole side pile moves onto a pile its first card fits, a king-headed one into an empty corner', () => {
    expect(legal(moves)).toEqual(['N>E', 'S>NW', 'S>SE', 'S>SW', 'W>E', 'e']);
  });

  it('moves whole, leaves an empty side, and never into an empty side', () => {
    const after = playAll(moves, 'N>E');
    expect(makeReplayView(after).piles.E).toEqual(['9S', '8D', '7C']);
    expect(makeReplayView(after).piles.N).toEqual([]);
    expect(legal(after)).toEqual(['2C>N', 'S>NW', 'S>SE', 'S>SW', 'e']);
    expect(refusal(after, 'W>N')).toBe('a pile never moves into an empty side (N)');
    expect(refusal(after, 'N>W')).toBe('pile N is empty');
  });

  it('refuses the other pile moves with their reasons', () => {
    expect(refusal(moves, 'E>N')).toMatch(/^pile E \(headed by 9♠\) does not go on pile N/);
    expect(refusal(moves, 'W>SE')).toBe('only a king-headed pile goes into an empty corner; pile W (headed by 8♥) is not');
    expect(refusal(moves, 'S>NE')).toBe('pile S (headed by K♥) is king-headed: it can only move into an empty corner');
    expect(refusal(moves, 'W>W')).toBe('a pile cannot move onto itself');
    expect(refusal(moves, 'NE>N')).toBe('"NE>N" is not an action: corner piles never move');
  });

  const kingHeaded = position({
    hands: ['JH', '3H'],
    piles: { N: 'KC QH', E: 'JS TD', S: '3C', W: '9D' }
  });

  it('a king-headed side pile is built on and moved onto like any pile, and moves only into an empty corner', () => {
    expect(legal(kingHeaded)).toEqual(['E>N', 'N>NE', 'N>NW', 'N>SE', 'N>SW', 'e']);
    expect(refusal(kingHeaded, 'N>E')).toMatch(/king-headed: it can only move into an empty corner/);
    expect(makeReplayView(playAll(kingHeaded, 'E>N N>NE')).piles.NE).toEqual(['KC', 'QH', 'JS', 'TD']);
  });

  it('a king dealt to a side stays there until it moves into a corner', () => {
    const m = createMatch(25, { players: 2 });
    expect(makeReplayView(m).piles.N).toEqual(['KH']);
    expect(legal(playAll(m, 'd')).filter((t) => t.startsWith('N>'))).toEqual(['N>NE', 'N>NW', 'N>SE', 'N>SW']);
  });
});

describe('the draw', () => {
  const start = position({ hands: ['9H 2S', '3H'], piles: { N: 'TS' }, stock: '5C 9D' });

  it('with start timing the draw comes first and alone', () => {
    expect(legal(start)).toEqual(['d']);
    expect(refusal(start, 'e')).toBe('You must draw from the stock first');
    expect(refusal(start, '9H>N')).toBe('You must draw from the stock first');
    const drawn = playAll(start, 'd');
    expect(makeReplayView(drawn).hands[0]).toEqual(['2S', '5C', '9H']);
    expect(drawn.stock.length).toBe(1);
    expect(legal(drawn)).toEqual(['2S>E', '2S>S', '2S>W', '5C>E', '5C>S', '5C>W', '9H>E', '9H>N', '9H>S', '9H>W', 'e']);
    expect(refusal(drawn, 'd')).toBe('the draw comes once, at the start of the turn, and has been made');
    const next = playAll(drawn, 'e');
    expect(next.turn).toBe(1);
    expect(next.phase).toBe('draw');
  });

  it('with an empty stock there is no draw', () => {
    const empty = position({ hands: ['9H', '3H'], piles: { N: 'TS', E: '4D', S: '4H', W: '4C' } });
    expect(empty.phase).toBe('play');
    expect(legal(empty)).toEqual(['9H>N', 'e']);
    expect(refusal(empty, 'd')).toBe('the stock is empty');
  });

  it('with end timing, ending the turn draws, and the drawn card waits for the next turn', () => {
    const end = position({ hands: ['9H 2S', '3H'], piles: { N: 'TS', E: '4D', S: '4H', W: '4C' }, stock: '5C 9D', options: { draw: 'end' } });
    expect(end.phase).toBe('play');
    expect(legal(end)).toEqual(['9H>N', 'e']);
    expect(refusal(end, 'd')).toBe('with the draw at the end of the turn, ending the turn draws');
    const after = playAll(end, 'e');
    expect(makeReplayView(after).hands[0]).toEqual(['2S', '5C', '9H']);
    expect(after.turn).toBe(1);
    expect(after.phase).toBe('play');
  });
});

describe('going out and blocked hands', () => {
  it('with start timing, one card in hand draws first and needs two plays to go out', () => {
    const one = position({ hands: ['9H', '3H 4H'], piles: { N: 'TS', E: '5H', S: '4D', W: '4C' }, stock: '4S 7D 8D' });
    expect(legal(one)).toEqual(['d']);
    const drawn = playAll(one, 'd 9H>N');
    expect(drawn.phase).toBe('play');
    expect(drawn.hand).toBe(1);
    const out = playAll(drawn, '4S>E');
    expect(out.hand).toBe(2);
    expect(out.last).toEqual({ hand: 1, reason: 'out', winner: 0, penalties: [0, 2] });
    expect(out.handsWon).toEqual([1, 0]);
  });

  it('going out with end timing draws nothing', () => {
    const one = position({ hands: ['9H', '3H 4H'], piles: { N: 'TS' }, stock: '4S', options: { draw: 'end' } });
    const out = playAll(one, '9H>N');
    expect(out.last?.reason).toBe('out');
    expect(out.totals).toEqual([0, 2]);
  });

  const stuck = { hands: ['2C KC', '2D'], piles: { N: 'AH', E: 'AS', S: 'AD', W: 'AC', NE: 'KH', SE: 'KD', SW: 'KS', NW: 'QH' } };

  it('a round of silent turns with an empty stock blocks the hand and everybody scores', () => {
    const s = position(stuck);
    expect(legal(s)).toEqual(['e']);
    const one = playAll(s, 'e');
    expect(one.silentTurns).toBe(1);
    const blocked = playAll(one, 'e');
    expect(blocked.last).toEqual({ hand: 1, reason: 'blocked', winner: null, penalties: [11, 1] });
    expect(blocked.totals).toEqual([11, 1]);
    expect(blocked.hand).toBe(2);
  });

  it('with end timing the turn that draws the last card is not silent', () => {
    const s = position({ ...stuck, stock: 'QD', options: { draw: 'end' } });
    const drew = playAll(s, 'e');
    expect(drew.silentTurns).toBe(0);
    expect(playAll(drew, 'e').silentTurns).toBe(1);
    expect(playAll(drew, 'e e').last?.reason).toBe('blocked');
    expect(playAll(drew, 'e e').last?.penalties).toEqual([12, 1]);
  });

  it('a play or a pile move makes the turn not silent', () => {
    const s = position({ hands: ['2C', '2D 9C'], piles: { N: 'AH', E: 'AS', S: 'AD', W: 'TD', NE: 'KH', SE: 'KD', SW: 'KS', NW: 'QH' } });
    const played = playAll(s, 'e 9C>W');
    expect(played.silentTurns).toBe(1);
    expect(playAll(played, 'e').silentTurns).toBe(0);
  });
});

describe('scoring and the match', () => {
  it('the worked example: Ruth goes out, You reach the target, Ruth wins with 9', () => {
    const spec = {
      hands: ['KC 7D 2S', '5H', 'QH JS 5C AD'],
      piles: { N: '6S', E: '9C', S: '9D', W: '9S' },
      turn: 1,
      totals: [3, 9, 6]
    };
    const over = playAll(position(spec), '5H>N');
    expect(over.phase).toBe('over');
    expect(over.last?.penalties).toEqual([12, 0, 4]);
    expect(over.totals).toEqual([15, 9, 10]);
    expect(over.winner).toBe(1);
    expect(makeReplayView(over).turn).toBeNull();
    expect(makeReplayView(over).legal).toEqual([]);
    expect(refusal(over, 'e')).toBe('the match is over');
    const qj2 = playAll(position({ ...spec, options: { qj2: true } }), '5H>N');
    expect(qj2.totals).toEqual([15, 9, 12]);
    expect(qj2.winner).toBe(1);
  });

  it('a tie for the lowest total at the target goes on to another hand, then ends on a single lowest', () => {
    const tied = playAll(position({ hands: ['2C', '2D'], piles: { N: 'AH', E: 'AS', S: 'AD', W: 'AC' }, totals: [14, 14], options: { target: 15 } }), 'e e');
    expect(tied.totals).toEqual([15, 15]);
    expect(tied.phase).not.toBe('over');
    expect(tied.hand).toBe(2);
    expect(tied.winner).toBeNull();
    const last = playAll(position({ hands: ['2C 3C', '2D'], piles: { N: '3S', E: 'AS', S: 'AD', W: 'AC' }, totals: [15, 15], hand: 2, turn: 1 }), '2D>N');
    expect(last.phase).toBe('over');
    expect(last.totals).toEqual([17, 15]);
    expect(last.winner).toBe(1);
  });

  it('the deal passes clockwise: hand 1 is dealt by the last seat, so the player leads it', () => {
    expect([1, 2, 3, 4].map((k) => dealerOf(k, 3))).toEqual([2, 0, 1, 2]);
    expect([1, 2, 3].map((k) => dealerOf(k, 2))).toEqual([1, 0, 1]);
    const m = createMatch(25, { players: 4 });
    expect([m.dealer, m.turn, m.stock.length]).toEqual([3, 0, 20]);
    expect(createMatch(25, { players: 3 }).stock.length).toBe(27);
    expect(createMatch(25).stock.length).toBe(34);
  });
});

describe('undo', () => {
  const act = (h: History, token: string): History => {
    const a = parseAction(token);
    if (!a.ok) throw new Error(a.error.message);
    const r = record(h, a.value as Action);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('takes back the plays of the turn in progress, one at a time, never the draw', () => {
    const h0 = startHistory(position({ hands: ['9H 8S 2D', '3H'], piles: { N: 'TS', E: '4D', S: '4H', W: '4C' }, stock: '7C 5C' }));
    const drawn = act(h0, 'd');
    expect(canUndo(drawn)).toBe(false);
    const two = act(act(drawn, '9H>N'), '8S>N');
    expect(canUndo(two)).toBe(true);
    const back = undo(two);
    expect(back.actions.length).toBe(2);
    expect(current(back)).toEqual(current(act(drawn, '9H>N')));
    expect(current(undo(back))).toEqual(current(drawn));
    expect(undo(undo(back))).toEqual(undo(back));
  });

  it('never reaches past an ended turn', () => {
    const h = act(act(act(startHistory(position({ hands: ['9H 8S', '3H'], piles: { N: 'TS' }, stock: '7C 5C 6C' })), 'd'), '9H>N'), 'e');
    expect(canUndo(h)).toBe(false);
  });
});

describe('playing a listed action unchecked (the verdict\'s search)', () => {
  it('gives the same state as a checked play for every legal action, a draw, a going out and a blocked end too', () => {
    const going = position({ hands: ['5D', '3H'], piles: { N: '6C' } });
    const blocked = position({ hands: ['2C', '3H'], piles: { N: 'AH', E: 'AD', S: 'AS', W: 'AC' }, turnBeganEmpty: true, silentTurns: 1 });
    const states = [
      position({ hands: ['8S 8H 5D 5C 2C JC', '3H'], piles: { N: 'TS 9H', E: '6C', S: 'AH', W: 'QD' } }),
      position({ hands: ['KH 4S', '3H'], piles: { E: '9C', S: '5D', W: 'KC', NE: 'KD QS' } }),
      going,
      blocked,
      createMatch(7),
      createMatch(7, { draw: 'end', players: 3 })
    ];
    let checked = 0;
    for (const s of states) {
      for (const a of legalActions(s)) {
        const r = play(s, a);
        if (!r.ok) throw new Error('a listed action was refused');
        expect(playLegal(s, a)).toEqual(r.value);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
    // Going out deals the next hand; a round of silent turns blocks the hand: both scored alike.
    expect(playLegal(going, legalActions(going)[0]).hand).toBe(2);
    expect(playLegal(blocked, { type: 'end' }).last?.reason).toBe('blocked');
  });
});
