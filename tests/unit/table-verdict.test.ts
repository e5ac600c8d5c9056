// The honest verdict after a hand (docs/table-verdict.md): exact on constructed hands whose
// best line is known, consistent on dealt hands, and honest when the budget runs out.
import { describe, expect, it } from 'vitest';
import {
  createMatch, legalActions, parseMoves, play, seatView,
  type Action, type MatchState
} from '../../src/lib/table/engine';
import { decide } from '../../src/lib/table/engine/players';
import { playMatch } from '../../src/lib/table/engine/autoplay';
import { handVerdict } from '../../src/lib/table/engine/verdict';
import { VERDICT_BUDGET } from '../../src/lib/table/engine/verdict-shape';
import { cannotGoOutWithin, mayGoOutOnTurn } from '../../src/lib/table/engine/verdict/bounds';
import { position, verdictOnDeal } from './table-helpers';

const actions = (moves: string): Action[] => {
  const parsed = parseMoves(moves);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.map((t) => t.action);
};

// No pile fits on another and no side is empty: N 9S, E 10S, S 5S.
const still = { N: '9S', E: 'TS', S: '5S' } as const;

describe('handVerdict on constructed hands', () => {
  it('finds the pile move that empties a side and goes out on turn 1, which the played line missed', () => {
    // W 4C goes onto S 5D; 2C then goes into the empty side W. The played line just ended the turn.
    const start = position({ hands: ['2C', 'QC'], piles: { ...still, S: '5D', W: '4C' }, silentTurns: 1, turnBeganEmpty: true });
    const v = handVerdict(start, actions('e'));
    expect(v.playedPoints).toBe(1);
    expect(v.playedOutTurn).toBeNull();
    expect(v).toMatchObject({ settled: true, fewestPoints: 0, couldGoOut: true, goOutTurn: 1 });
    expect(v.line).toEqual(['W>S', '2C>W']);
  });

  it('finds going out on turn 2 after the end-of-turn draw', () => {
    // Draw at the end: turn 1 has no play, ending it draws 3H; Ruth cannot play QC; then 3H and 2C go on W 4C.
    const start = position({
      hands: ['2C', 'QC'], piles: { ...still, W: '4C' }, stock: '3H', options: { draw: 'end' }
    });
    const v = handVerdict(start, actions('e e e'));
    expect(v.playedPoints).toBe(2);
    expect(v).toMatchObject({ settled: true, fewestPoints: 0, couldGoOut: true, goOutTurn: 2 });
    expect(v.line).toEqual(['e', 'e', '3H>W', '2C>W']);
  });

  it('finds the fewest points when going out is impossible: the king into a corner', () => {
    const start = position({ hands: ['2C KH', 'QC'], piles: { ...still, W: '7C' }, silentTurns: 1, turnBeganEmpty: true });
    const v = handVerdict(start, actions('e'));
    expect(v.playedPoints).toBe(11);
    expect(v).toMatchObject({ settled: true, fewestPoints: 1, couldGoOut: false });
    expect(v.goOutTurn).toBeUndefined();
    // Ruth then goes out with QC on the king: the line is the whole hand, all seats.
    expect(v.line).toEqual(['KH>NE', 'e', 'QC>NE']);
  });

  it('says nothing better was possible when nothing was', () => {
    const start = position({ hands: ['2C', 'QC'], piles: { ...still, W: '7C' }, silentTurns: 1, turnBeganEmpty: true });
    const v = handVerdict(start, actions('e'));
    expect(v).toMatchObject({ settled: true, fewestPoints: 1, couldGoOut: false, playedPoints: 1, line: ['e'] });
  });

  it('a budget of 1 is not settled, and reports the played line as the bound', () => {
    const { v } = verdictOnDeal(1, {}, 1);
    expect(v.settled).toBe(false);
    expect(v.nodes).toBe(1);
    expect(v.fewestPoints).toBe(v.playedPoints);
  });
});

/** Replays a verdict's line, checking every computer action is the one its player decides. */
function replayLine(start: MatchState, line: readonly string[]): MatchState {
  let s = start;
  for (const a of actions(line.join(' '))) {
    if (s.turn !== 0) expect(decide(s.options.level, seatView(s, s.turn))).toEqual(a);
    const r = play(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

describe('handVerdict on dealt hands', () => {
  it('its line is legal, the computers answer it as they would, and it ends the hand with the points it claims', { timeout: 60000 }, () => {
    for (const deal of [5, 12, 16]) {
      const { start, v } = verdictOnDeal(deal, {}, 5000);
      const end = replayLine(start, v.line);
      expect(end.hand, `deal ${deal}`).toBe(2);
      expect(end.last?.penalties[0]).toBe(v.fewestPoints);
      expect(v.fewestPoints).toBeLessThanOrEqual(v.playedPoints as number);
      if (v.couldGoOut) expect(end.last?.winner).toBe(0);
    }
  });
});

describe('the worker protocol', () => {
  it('answers a table-verdict request on the last hand the moves finish', { timeout: 60000 }, async () => {
    const { answer } = await import('../../src/lib/worker/protocol');
    const { DEFAULT_OPTIONS, makeMoves } = await import('../../src/lib/table/engine');
    const played = playMatch(createMatch(5), ['standard', 'standard']);
    const firstHand = played.actions.filter((_, i) => played.hands[i] === 1);
    const a = answer({ kind: 'table-verdict', key: '5', options: DEFAULT_OPTIONS, moves: makeMoves(firstHand), budget: 20000 });
    expect(a.kind).toBe('table-verdict');
    if (a.kind !== 'table-verdict') return;
    expect(a.hand).toBe(1);
    expect(a.verdict).toEqual(handVerdict(createMatch(5), firstHand, 20000));
    expect(() => answer({ kind: 'table-verdict', key: '5', options: DEFAULT_OPTIONS, moves: 'd e 2C>N', budget: 10 })).toThrow();
  });
});

describe('what the cards rule out (verdict/bounds)', () => {
  it('a card with no parent on the table or in hand and no side to go into cannot be played this turn', () => {
    // 5H goes only on 6C or 6S: Ruth holds 6C; every side holds a card whose parents are away too.
    const s = position({ hands: ['5H', 'QC 6C'], piles: { ...still, W: '7D' } });
    expect(mayGoOutOnTurn(s, 1)).toBe(false);
    // Ruth plays before seat 0's second turn: 6C may then be on 7D.
    expect(mayGoOutOnTurn(s, 2)).toBe(true);
    expect(cannotGoOutWithin(s, 1)).toBe(true);
    expect(cannotGoOutWithin(s, 2)).toBe(false);
    // With 7C there instead, Ruth's 6C has no red 7 to go on and no side: it never comes into
    // play, so neither does 5H.
    const stuck = position({ hands: ['5H', 'QC 6C'], piles: { ...still, W: '7C' } });
    expect(cannotGoOutWithin(stuck, 5)).toBe(true);
    // A card drawn from the stock before that turn may be on a pile too; one drawn later may not.
    // (Draw at the end: seat 0 draws 6H, which goes on 7C, and 4S, which goes on 5H; 5H needs
    // 6C, which Ruth draws at the end of her second turn: she may put it on 7D in her third,
    // after seat 0's third turn, so seat 0 may go out on its fourth at the earliest.)
    const drawn = position({ hands: ['5H', 'QC'], piles: { ...still, S: '7D', W: '7C' }, stock: '6H AS 4S 6C', options: { draw: 'end' } });
    expect(mayGoOutOnTurn(drawn, 2)).toBe(false);
    expect(mayGoOutOnTurn(drawn, 3)).toBe(false);
    expect(mayGoOutOnTurn(drawn, 4)).toBe(true);
    // With the draw at the start Ruth draws 6C at the start of her second turn and may place it then.
    const early = position({ hands: ['5H', 'QC'], piles: { ...still, S: '7D', W: '7C' }, stock: 'AS 6H 6C 4S', options: { draw: 'start' }, phase: 'play' });
    expect(mayGoOutOnTurn(early, 2)).toBe(false);
    expect(mayGoOutOnTurn(early, 3)).toBe(true);
  });

  it('a card whose parent is on top of a pile, or in the hand, may be played', () => {
    const s = position({ hands: ['5H 6S', 'QC'], piles: { ...still, W: '7H' } });
    expect(mayGoOutOnTurn(s, 1)).toBe(true);
  });

  it('a parent takes one card: twins that need the same parents need as many of them, or sides', () => {
    // 6H and 6D both go only on 7C or 7S; 7C is the only one in play.
    const twins = position({ hands: ['6H 6D', 'QC'], piles: { N: '9S', E: 'TS', S: 'JS', W: '7C' } });
    expect(mayGoOutOnTurn(twins, 1)).toBe(false);
    const side = position({ hands: ['6H 6D', 'QC'], piles: { N: '9S', E: 'TS', W: '7C' } });
    expect(mayGoOutOnTurn(side, 1)).toBe(true);
    // A side frees when its pile moves onto a parent of its first card (W 4C onto S 5D), but
    // not when that parent is wanted by a card of the hand (4S goes only on 5D or 5H).
    const frees = position({ hands: ['6H 6D', 'QC'], piles: { N: '7C', E: 'TS', S: '5D', W: '4C' } });
    expect(mayGoOutOnTurn(frees, 1)).toBe(true);
    const wanted = position({ hands: ['6H 6D 4S', 'QC'], piles: { N: '7C', E: 'TS', S: '5D', W: '4C' } });
    expect(mayGoOutOnTurn(wanted, 1)).toBe(false);
  });

  it('a parent left open for the next seat\'s card is gone by seat 0\'s next turn (Standard builds all that fits)', () => {
    // 6H, drawn at the end of this turn, goes only on 7C or 7S; 7C is the one in play, and Ruth
    // holds its other child 6D, which she plays on it at once. No side frees (no parent of
    // 9S, TS, AS or 7C is anywhere), so 6H has nowhere to go on seat 0's second turn.
    const sides = { N: '9S', E: 'TS', S: 'AS', W: '7C', NE: 'KS' } as const;
    const open = position({ hands: ['QD', '6D AC'], piles: sides, stock: '6H 2S', options: { draw: 'end' } });
    expect(mayGoOutOnTurn(open, 2)).toBe(false);
    // Without Ruth's 6D, 7C waits for 6H; with 6H in seat 0's hand it may go on 7C now (and
    // the card it draws, JS, on QD).
    expect(mayGoOutOnTurn(position({ hands: ['QD', '8S AC'], piles: sides, stock: '6H 2S', options: { draw: 'end' } }), 2)).toBe(true);
    expect(mayGoOutOnTurn(position({ hands: ['QD 6H', '6D AC'], piles: sides, stock: 'JS 3S', options: { draw: 'end' } }), 2)).toBe(true);
    // Nor when the twin heads a side pile, which seat 0 may move onto 7C this turn: W 6H onto
    // E 7C frees side W for 3C, which has no parent anywhere.
    const moved = position({ hands: ['QD 3C', '6D AC'], piles: { N: '9S', E: '7C', S: 'AS', W: '6H', NE: 'KS' }, stock: 'JS 2S', options: { draw: 'end' } });
    expect(mayGoOutOnTurn(moved, 2)).toBe(true);
    // Another level's habits are not assumed.
    expect(mayGoOutOnTurn(position({ hands: ['QD', '6D AC'], piles: sides, stock: '6H 2S', options: { level: 'easy', draw: 'end' } }), 2)).toBe(true);
  });

  it('never rules out a line that was played: every position of seat 0 on a line going out on turn K passes for K (dealt hands)', { timeout: 60000 }, () => {
    // Lines from every level in seat 0 against Standard, so the habits of the next seat hold.
    let lines = 0;
    let checked = 0;
    for (let deal = 1; deal <= 80; deal++) {
      for (const players of [2, 3, 4] as const) {
        for (const draw of ['start', 'end'] as const) {
          for (const you of ['easy', 'standard', 'expert'] as const) {
            const start = createMatch(deal, { players, draw });
            const played = playMatch(start, Array.from({ length: players }, (_, i) => (i === 0 ? you : 'standard')));
            let s = start;
            // Seat 0's turn number: one more each time the turn comes round to it.
            let own = 0;
            let last = -1;
            let outTurn: number | null = null;
            const seen: [MatchState, number][] = [];
            for (const [i, a] of played.actions.entries()) {
              if (played.hands[i] !== 1) break;
              if (s.turn === 0 && last !== 0) own++;
              last = s.turn;
              const r = play(s, a);
              if (!r.ok) throw new Error(r.error.message);
              if (s.turn === 0 && s.phase === 'play') seen.push([s, own]);
              const before = s;
              s = r.value;
              if (s.hand !== before.hand || s.phase === 'over') {
                if (before.turn === 0 && s.last?.winner === 0) outTurn = own;
                break;
              }
            }
            if (outTurn === null) continue;
            lines++;
            for (const [p, j] of seen) {
              checked++;
              expect(mayGoOutOnTurn(p, outTurn - j + 1), `deal ${deal}, ${players} players, draw at the ${draw}, ${you}: turn ${j} of ${outTurn}`).toBe(true);
            }
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(400);
    expect(checked).toBeGreaterThan(10000);
  });

  it('an empty side takes a card with no parent; two such cards need two sides', () => {
    const one = position({ hands: ['5H', 'QC'], piles: { N: '9S', E: 'TS', W: '7C' } });
    expect(mayGoOutOnTurn(one, 1)).toBe(true);
    const two = position({ hands: ['5H 3D', 'QC'], piles: { N: '9S', E: 'TS', W: '7C' } });
    expect(mayGoOutOnTurn(two, 1)).toBe(false);
  });
});

describe('handVerdict: the earliest turn', () => {
  it('proves going out on turn 1 when the played line went out only on turn 2', () => {
    // 3H on 4C, then 2C on 3H: out at once; the played line waited a turn.
    const start = position({ hands: ['2C 3H', 'QC KD'], piles: { ...still, W: '4C' }, silentTurns: 0 });
    const v = handVerdict(start, actions('3H>W e e 2C>W'));
    expect(v.playedOutTurn).toBe(2);
    expect(v).toMatchObject({ settled: true, fewestPoints: 0, couldGoOut: true, goOutTurn: 1 });
    expect(v.line).toEqual(['3H>W', '2C>W']);
  });
});

// The line a verdict prints, replayed: the points seat 0 ends with, and the turn it goes out on.
const replay = (start: MatchState, line: readonly string[]): { points: number | undefined; outTurn: number | null } => {
  let s = start;
  let own = s.turn === 0 ? 1 : 0;
  for (const a of actions(line.join(' '))) {
    const r = play(s, a);
    if (!r.ok) throw new Error(r.error.message);
    const before = s;
    s = r.value;
    if (s.hand !== before.hand || s.phase === 'over') {
      return { points: s.last?.penalties[0], outTurn: before.turn === 0 && s.last?.winner === 0 ? own : null };
    }
    if (s.turn === 0 && before.turn !== 0) own++;
  }
  throw new Error('the line does not end the hand');
};
const verdictOn = (deal: number, players: 2 | 3 | 4, draw: 'start' | 'end') => verdictOnDeal(deal, { players, draw }, 30000);

describe('handVerdict: the points first', () => {
  it('finds a long way out heads-up that the played line and the search for any way out missed (deal 2318, draw at the start)', { timeout: 20000 }, () => {
    const { start, v } = verdictOn(2318, 2, 'start');
    expect(v.playedOutTurn).toBeNull();
    expect(v).toMatchObject({ pointsSettled: true, fewestPoints: 0, couldGoOut: true });
    expect(replay(start, v.line)).toEqual({ points: 0, outTurn: v.goOutTurn });
  });

  it('proves fewer points than the played line when going out is impossible (deal 490, 4 players, draw at the end)', { timeout: 20000 }, () => {
    const { start, v } = verdictOn(490, 4, 'end');
    expect(v).toMatchObject({ settled: true, pointsSettled: true, couldGoOut: false });
    expect(v.fewestPoints).toBeLessThan(v.playedPoints as number);
    expect(replay(start, v.line)).toEqual({ points: v.fewestPoints, outTurn: null });
  });
});

describe('handVerdict: a turn a batch at a time (three and four players)', () => {
  /** Whether seat 0's first turn has more than `limit` distinct positions (piles and hand), listed from the hand's start. */
  const firstTurnExceeds = (start: MatchState, limit: number): boolean => {
    let s = start;
    while (s.turn !== 0 || s.phase === 'draw') {
      const a = s.turn === 0 ? ({ type: 'draw' } as Action) : decide('standard', seatView(s, s.turn));
      const r = play(s, a as Action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    const key = (t: MatchState) => JSON.stringify([t.piles, t.hands[0]]);
    const seen = new Set([key(s)]);
    const queue = [s];
    for (let i = 0; i < queue.length; i++) {
      for (const a of legalActions(queue[i])) {
        if (a.type === 'end') continue;
        const r = play(queue[i], a);
        if (!r.ok || r.value.turn !== 0 || r.value.hand !== start.hand) continue;
        const k = key(r.value);
        if (seen.has(k)) continue;
        seen.add(k);
        if (seen.size > limit) return true;
        queue.push(r.value);
      }
    }
    return false;
  };

  it.each([
    [29, 4, 'start'],
    [184, 3, 'start']
  ] as const)('deal %i, %i players, draw at the %s: a first turn of more positions than the budget, and going out on turn 2 found and proved at once', { timeout: 30000 }, (deal, players, draw) => {
    const { start, v } = verdictOn(deal, players, draw);
    expect(firstTurnExceeds(start, VERDICT_BUDGET)).toBe(true);
    // Listing that turn whole spent the budget before any end was tried: the points stayed open.
    expect(v.playedOutTurn).toBeNull();
    expect(v).toMatchObject({ settled: true, pointsSettled: true, fewestPoints: 0, couldGoOut: true, goOutTurn: 2 });
    expect(v.nodes).toBeLessThan(1000);
    expect(replay(start, v.line)).toEqual({ points: 0, outTurn: 2 });
  });
});

describe('what the cards rule out: a side freed onto another seat\'s card (verdict/bounds)', () => {
  it('a side pile that moves onto a card of another seat needs that card placed, on a parent or in a side of its own', () => {
    // 3D has no parent anywhere (4C and 4S are out of play): it needs a side. Every side is
    // taken; only W 4H may move, onto Ruth's 5C, which must first be placed itself, and 5C
    // goes only on 6D or 6H (out of play) or into a side, the very side 3D needs.
    const sides = { N: '9S', E: 'TS', S: 'JS', W: '4H' } as const;
    const lone = position({ hands: ['3D', '5C'], piles: sides, options: { draw: 'end' } });
    expect(mayGoOutOnTurn(lone, 1)).toBe(false);
    expect(mayGoOutOnTurn(lone, 2)).toBe(false);
    expect(cannotGoOutWithin(lone, 6)).toBe(true);
    // With 6D a top, Ruth may put 5C on it; then W 4H onto 5C frees a side for 3D.
    const hosted = position({ hands: ['3D', '5C'], piles: { ...sides, N: '9S 8D 7S 6D' }, options: { draw: 'end' } });
    expect(mayGoOutOnTurn(hosted, 1)).toBe(false);
    expect(mayGoOutOnTurn(hosted, 2)).toBe(true);
  });
});

describe('what the cards rule out: the next seat\'s habit over several turns, heads-up (verdict/bounds)', () => {
  it('a parent open now is taken by a card Ruth draws later when seat 0 gets the other child only after her', () => {
    // Draw at the start: Ruth draws AH, seat 0 JS, Ruth 6D, seat 0 6H. 6H and 6D go only on
    // 7C (7S is out of play); nothing but them fits 7C, so it stays open until Ruth, who builds
    // all that fits, puts 6D on it in her second turn, before seat 0 draws 6H. No side frees
    // (no parent of 9S, TS, AS or 7C is anywhere): 6H has nowhere to go.
    const sides = { N: '9S', E: 'TS', S: 'AS', W: '7C', NE: 'KS' } as const;
    const late = position({ hands: ['QD', 'AC'], piles: sides, stock: 'AH JS 6D 6H', phase: 'play' });
    expect(mayGoOutOnTurn(late, 2)).toBe(true);
    expect(mayGoOutOnTurn(late, 3)).toBe(false);
    // Seat 0 draws 6H first (its second turn, before Ruth's): it may take 7C then.
    const first = position({ hands: ['QD', 'AC'], piles: sides, stock: 'AH 6H 6D JS', phase: 'play' });
    expect(mayGoOutOnTurn(first, 2)).toBe(true);
    expect(mayGoOutOnTurn(first, 3)).toBe(true);
    // At three players the seat between could cover 7C: only the next seat's first turn counts.
    const three = position({ hands: ['QD', 'AC', '2C'], piles: sides, stock: 'AH 3C JS 6D 3D 6H 2D', phase: 'play' });
    expect(mayGoOutOnTurn(three, 3)).toBe(true);
    // With the draw at the end: Ruth's 6D, drawn at the end of her first turn, goes on 7C in
    // her second; seat 0's 6H, drawn at the end of its second turn, is first held in its third.
    const end = position({ hands: ['QD', 'AC'], piles: sides, stock: 'JS 6D 6H AH', options: { draw: 'end' } });
    expect(mayGoOutOnTurn(end, 2)).toBe(true);
    expect(mayGoOutOnTurn(end, 3)).toBe(false);
  });
});

describe('what the cards rule out: within d turns (verdict/bounds)', () => {
  it('"not within d turns" agrees with the bound turn by turn on dealt positions (the work shared between turns changes nothing)', { timeout: 60000 }, () => {
    let checked = 0;
    for (let deal = 1; deal <= 12; deal++) {
      for (const players of [2, 3, 4] as const) {
        for (const draw of ['start', 'end'] as const) {
          const start = createMatch(deal, { players, draw });
          const played = playMatch(start, Array.from({ length: players }, () => 'standard' as const));
          let s = start;
          for (const [i, a] of played.actions.entries()) {
            if (played.hands[i] !== 1) break;
            if (s.turn === 0 && s.phase === 'play' && i % 3 === 0) {
              const each = Array.from({ length: 30 }, (_, k) => mayGoOutOnTurn(s, k + 1));
              for (const d of [1, 2, 5, 12, 30]) {
                checked++;
                expect(cannotGoOutWithin(s, d), `deal ${deal}, ${players} players, draw at the ${draw}, action ${i}, within ${d}`).toBe(!each.slice(0, d).some(Boolean));
              }
            }
            const r = play(s, a);
            if (!r.ok) throw new Error(r.error.message);
            s = r.value;
            if (s.hand !== 1 || s.phase === 'over') break;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
