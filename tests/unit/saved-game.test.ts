import { describe, expect, it } from 'vitest';
import { toSavedGameData, validateSavedGame } from '$lib/patience/saved-game';
import { current } from '$lib/patience/engine';
import { DEAL_1_LOST } from './helpers.ts';

const good = { version: 1, id: 'abc', deal: 1, moves: DEAL_1_LOST };

describe('the saved game', () => {
  it('rebuilds the whole history from the deal and its moves', () => {
    const game = validateSavedGame(good);
    expect(game).not.toBeNull();
    expect(game!.history.actions).toHaveLength(DEAL_1_LOST.split(' ').length);
    expect(current(game!.history).reason).toBe('blocked');
    expect(toSavedGameData(game!)).toEqual(good);
  });

  it('accepts a game before its first move', () => {
    expect(validateSavedGame({ ...good, moves: '' })?.history.actions).toEqual([]);
  });

  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['an array', [good]],
    ['another version', { ...good, version: 2 }],
    ['no id', { ...good, id: '' }],
    ['an id that is not a string', { ...good, id: 7 }],
    ['a deal out of range', { ...good, deal: 0 }],
    ['a deal that is not whole', { ...good, deal: 1.5 }],
    ['a deal written as text', { ...good, deal: '1' }],
    ['moves that are not text', { ...good, moves: ['p5'] }],
    ['a malformed move', { ...good, moves: 'p5 x9' }],
    ['a move no legal play allows', { ...good, moves: 'p5 p5' }],
    ['moves after the end', { ...good, moves: `${DEAL_1_LOST} p12` }]
  ])('refuses %s', (_name, data) => {
    expect(validateSavedGame(data)).toBeNull();
  });
});
