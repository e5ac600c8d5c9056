// Two tabs on one saved game and one record of games, played against one shared store: no win
// is lost, none is counted twice, and a tab follows what another tab saved.
import { describe, expect, it } from 'vitest';
import { browserEnvironment, type GameEnvironment } from '$lib/patience/environment';
import { GameController } from '$lib/patience/game.svelte';
import { dealStock, makeActions, newGame, startHistory } from '$lib/patience/engine';
import { followedLine, otherTabChange } from '$lib/patience/other-tabs';
import { validateSavedGame, type SavedGame } from '$lib/patience/saved-game';
import { emptyStats } from '$lib/patience/stats';
import { loadGame, loadStats } from '$lib/storage/patience';
import { DEAL_1_LOST, DEAL_25_WIN } from './helpers.ts';
import { useMemoryStorage } from './memory-storage.ts';

let ids = 0;
const env: GameEnvironment = { ...browserEnvironment, today: () => '2026-11-29', newId: () => `game-${++ids}` };

const saved = (deal: number, moves: string, id = 'a'): SavedGame =>
  validateSavedGame({ version: 1, id, deal, moves })!;

function tapMoves(game: GameController, moves: string) {
  for (const token of moves.split(' ').filter(Boolean)) {
    if (token === 'd') game.resume();
    else if (token.startsWith('p')) game.tapSlot(Number(token.slice(1)));
    else for (const n of token.slice(1).split('+')) game.tapSlot(Number(n));
  }
}

/** A tab opening the page with nothing in its address: it goes on with the saved game. */
function openTab(): GameController {
  const game = loadGame().value ?? { id: env.newId(), deal: 25, history: startHistory(newGame(dealStock(25))) };
  const tab = new GameController(game, loadStats().stats, env);
  tab.save(); // as the session does once it has opened a game
  return tab;
}

/** What the page does on a storage event about the game. */
function onStorage(tab: GameController) {
  const change = otherTabChange({ id: tab.id, deal: tab.deal, history: tab.history }, loadGame().value);
  if (change.kind !== 'none') tab.follow(change.game);
  return change.kind;
}

useMemoryStorage();

describe('what another tab changed', () => {
  it('is nothing when the saved game is what this tab shows, or is gone', () => {
    expect(otherTabChange(saved(1, 'p5 p1'), saved(1, 'p5 p1'))).toEqual({ kind: 'none' });
    expect(otherTabChange(saved(1, 'p5 p1'), null)).toEqual({ kind: 'none' });
  });

  it('is the same game moved on, forward or back', () => {
    expect(otherTabChange(saved(1, 'p5'), saved(1, 'p5 p1')).kind).toBe('moved');
    expect(otherTabChange(saved(1, 'p5 p1'), saved(1, 'p5')).kind).toBe('moved');
  });

  it('is another game when the id differs, even on the same deal (a restart)', () => {
    const change = otherTabChange(saved(1, 'p5 p1'), saved(1, '', 'b'));
    expect(change.kind).toBe('replaced');
    expect(followedLine(change)).toMatch(/another tab.*deal 1/);
  });
});

describe('two tabs on one game', () => {
  it('count a win once: the other tab follows it and its own saves change nothing', () => {
    const one = openTab();
    const two = openTab();
    expect(two.id).toBe(one.id);
    tapMoves(one, DEAL_25_WIN.split(' ').slice(0, 10).join(' '));
    expect(onStorage(two)).toBe('moved');
    expect(makeActions(two.history.actions)).toBe(makeActions(one.history.actions));
    tapMoves(one, DEAL_25_WIN.split(' ').slice(10).join(' '));
    expect(one.state.phase).toBe('won');
    expect(onStorage(two)).toBe('moved');
    expect(two.state.phase).toBe('won');
    // The follower plays on from the same place: undo and the win again.
    two.undo();
    tapMoves(two, 'r6');
    expect(loadStats().stats).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
    expect(two.stats).toEqual(loadStats().stats);
  });

  it('keep a win from one tab when the other, not yet told, counts its own game', () => {
    const one = openTab();
    tapMoves(one, DEAL_25_WIN);
    // A second tab on another deal that never heard of the win.
    const two = new GameController({ id: 'other', deal: 1, history: startHistory(newGame(dealStock(1))) }, emptyStats(), env);
    two.save();
    tapMoves(two, DEAL_1_LOST);
    expect(loadStats().stats).toMatchObject({ played: 2, won: 1, currentStreak: 0 });
    expect(loadStats().stats.recent.map((r) => r.result)).toEqual(['lost', 'won']);
  });

  it('follow a new deal started elsewhere without counting the old game twice', () => {
    const one = openTab();
    const two = openTab();
    // To the first pair off: a game left after a card came off counts as lost (issue 42).
    tapMoves(one, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5');
    onStorage(two);
    one.startDeal(1);
    expect(onStorage(two)).toBe('replaced');
    expect(two.deal).toBe(1);
    expect(two.history.actions).toEqual([]);
    tapMoves(two, 'p5');
    expect(loadStats().stats).toMatchObject({ played: 2, won: 0 });
    expect(loadStats().stats.recent.map((r) => [r.deal, r.result])).toEqual([[1, 'playing'], [25, 'lost']]);
  });
});
