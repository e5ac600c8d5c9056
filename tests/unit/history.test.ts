import { describe, expect, it } from 'vitest';
import {
  canUndo, classic, current, dealStock, newGame, parseActions, playOut, record, replay, restart, startHistory,
  undo, undoTo, makeActions
} from '../../src/lib/patience/engine/index.ts';
import { DEAL_1_LOST, historyFrom } from './helpers.ts';

const history = (deal: number, moves: string) => historyFrom(dealStock(deal), moves);

describe('history', () => {
  it('undoes the last action, also after the game has ended', () => {
    const h = history(1, DEAL_1_LOST);
    expect(current(h).phase).toBe('lost');
    const back = undo(h);
    expect(current(back)).toEqual(h.states[h.states.length - 2]);
    expect(current(back).phase).toBe('place');
    expect(makeActions(back.actions)).toBe(DEAL_1_LOST.split(' ').slice(0, -1).join(' '));
  });

  it('undoes all the way to the deal, and no further', () => {
    let h = history(1, DEAL_1_LOST);
    while (canUndo(h)) h = undo(h);
    expect(current(h)).toEqual(newGame(dealStock(1)));
    expect(undo(h)).toBe(h);
  });

  it('undoes a removal and a resume', () => {
    const h = history(1, 'p5 p1 p6 p9 p4 p7 p10 p0 p2 p3 p8 p11 p12 p13 p14 p15 r3+5 d');
    const beforeResume = undo(h);
    expect(current(beforeResume).phase).toBe('remove');
    const beforeRemoval = undo(beforeResume);
    expect(current(beforeRemoval).removed).toBe(0);
    expect(current(beforeRemoval).board.every((c) => c !== null)).toBe(true);
  });

  it('restarts with the same stock order', () => {
    const h = history(1, DEAL_1_LOST);
    const r = restart(h);
    expect(r.actions).toEqual([]);
    expect(current(r)).toEqual(newGame(dealStock(1)));
    expect(current(r).stock).toBe(h.states[0].stock);
    // Playing the same actions again gives the same game.
    const again = replay(current(r), h.actions);
    expect(again.ok && current(again.value)).toEqual(current(h));
  });

  it('goes back to any earlier state', () => {
    const h = history(1, DEAL_1_LOST);
    for (const n of [0, 1, 16, 20, 25]) expect(current(undoTo(h, n))).toEqual(h.states[n]);
    expect(undoTo(h, 99)).toBe(h);
    expect(current(undoTo(h, -3))).toEqual(h.states[0]);
  });

  it('a replay stops at the first illegal action and keeps the game up to it', () => {
    const actions = parseActions('p5 p1 p5 p6');
    if (!actions.ok) throw new Error(actions.error.message);
    const r = replay(newGame(dealStock(1)), actions.value);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.index).toBe(2);
    expect(r.error.code).toBe('slot-taken');
    expect(makeActions(r.error.history.actions)).toBe('p5 p1');
    expect(r.error.history.states).toHaveLength(3);
  });

  it('records only legal actions', () => {
    const h = startHistory(newGame(dealStock(1)));
    const bad = record(h, { type: 'resume' });
    expect(bad.ok).toBe(false);
    const good = record(h, { type: 'place', slot: 5 });
    expect(good.ok && good.value.actions).toHaveLength(1);
    expect(h.actions).toHaveLength(0);
  });

  it('a policy game recorded as history replays to the same end', () => {
    const game = playOut(newGame(dealStock(25)), classic);
    const h = replay(newGame(dealStock(25)), game.actions);
    expect(h.ok && current(h.value)).toEqual(game.final);
    expect(game.final.phase).toBe('won');
  });
});
