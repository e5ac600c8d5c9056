// The page's controller, driven the way the board drives it (taps, drops, buttons), with a
// fake outside world so saves and statistics can be read back.
import { describe, expect, it, vi } from 'vitest';
import type { GameEnvironment } from '$lib/patience/environment';
import { GameController } from '$lib/patience/game.svelte';
import { dealStock, makeActions, makeDeckCode, newGame, parseAction, startHistory } from '$lib/patience/engine';
import { emptyStats, type Stats } from '$lib/patience/stats';
import type { SavedGame } from '$lib/patience/saved-game';
import type { WriteStatus } from '$lib/storage/local';
import { DEAL_1_LOST, DEAL_123_DEAD_END, DEAL_25_WIN, DEAL_5_TO_BLOCKED_RESUME } from './helpers.ts';

function fakeWorld(status: WriteStatus = 'saved') {
  let ids = 0;
  const world = {
    games: [] as { id: string; deal: number | string; moves: string }[],
    stats: [] as Stats[],
    env: {
      today: () => '2026-11-29',
      newId: () => `game-${++ids}`,
      saveGame: (game: SavedGame) => {
        world.games.push({ id: game.id, deal: game.deal, moves: makeActions(game.history.actions) });
        return status;
      },
      saveStats: (stats: Stats) => {
        world.stats.push(stats);
        return status;
      }
    } satisfies GameEnvironment
  };
  return world;
}

/** A game opened as the session opens one: made, then saved. */
function start(deal: number, world = fakeWorld()) {
  const game = new GameController({ id: world.env.newId(), deal, history: startHistory(newGame(dealStock(deal))) }, emptyStats(), world.env);
  game.save();
  return { game, world };
}

/** Plays NOTATION tokens as a player would: taps for placing and pairs, the Resume button. */
function tapMoves(game: GameController, moves: string) {
  for (const token of moves.split(' ').filter(Boolean)) {
    const before = game.history;
    if (token === 'd') game.resume();
    else if (token.startsWith('p')) game.tapSlot(Number(token.slice(1)));
    else for (const n of token.slice(1).split('+')) game.tapSlot(Number(n));
    // Every token is a move: a refused one would leave the history as it was.
    expect(game.history, `after ${token}`).not.toBe(before);
  }
}

describe('the game controller', () => {
  it('writes nothing when made: the session saves it', () => {
    const world = fakeWorld();
    const game = new GameController({ id: 'g', deal: 25, history: startHistory(newGame(dealStock(25))) }, emptyStats(), world.env);
    expect(world.games).toEqual([]);
    expect(world.stats).toEqual([]);
    game.save();
    expect(world.games).toEqual([{ id: 'g', deal: 25, moves: '' }]);
  });

  it('plays a whole game by taps to the win, saving after every action', () => {
    const { game, world } = start(25);
    tapMoves(game, DEAL_25_WIN);
    expect(game.state.phase).toBe('won');
    expect(game.isOver).toBe(true);
    expect(world.games.at(-1)).toEqual({ id: 'game-1', deal: 25, moves: DEAL_25_WIN });
    expect(game.stats).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestProgress: 40 });
  });

  it('refuses an illegal tap in words and changes nothing', () => {
    const { game, world } = start(25);
    tapMoves(game, 'p5 p6 p9');
    const before = game.history;
    const saves = world.games.length;
    game.tapSlot(0);
    expect(game.notice).toEqual({ kind: 'refusal', text: 'A Jack goes only on a side middle seat' });
    expect(game.history).toBe(before);
    expect(world.games).toHaveLength(saves);
  });

  it('selects the first card of a pair, shows its partners, and lets go of it on a second tap', () => {
    const { game } = start(25);
    tapMoves(game, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
    game.tapSlot(3);
    expect(game.selected).toBe(3);
    expect(game.partners).toContain(5);
    game.tapSlot(3);
    expect(game.selected).toBeNull();
    game.tapSlot(3);
    game.tapSlot(5);
    expect(game.state.removed).toBe(2);
    expect(game.selected).toBeNull();
  });

  it('explains a pair that does not make ten and keeps the board', () => {
    const { game } = start(25);
    tapMoves(game, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
    const board = game.state.board;
    game.drop(5, 6);
    expect(game.notice?.kind).toBe('refusal');
    expect(game.notice?.text).toMatch(/^The .+ and the .+ make \d+, not ten$/);
    expect(game.state.board).toBe(board);
  });

  it('names as drop targets only where the engine lets the dragged card go', () => {
    // Deal 200 opens with the K♠: only the four corners take it.
    const { game } = start(200);
    expect([...game.dropTargets('stock')].sort((a, b) => a - b)).toEqual([0, 3, 12, 15]);
    // Deal 25's full board: the 2♠ on slot 3 pairs with the 8♦ and the 8♥, nothing else.
    const full = start(25).game;
    tapMoves(full, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
    expect(full.dropTargets('stock')).toEqual([]);
    expect([...full.dropTargets(3)].sort((a, b) => a - b)).toEqual([5, 12]);
    expect(full.dropTargets(13)).toEqual([]);
  });

  it('treats a drop like the matching taps', () => {
    const { game } = start(25);
    game.drop('stock', 5);
    expect(game.state.board[5]).not.toBeNull();
    game.drop('stock', null);
    expect(game.history.actions).toHaveLength(1);
    expect(game.notice).toBeNull();
  });

  it('shows the rule-book hint without playing it, until the next action', () => {
    const { game } = start(25);
    game.showHint();
    expect(game.hint).toEqual({ type: 'place', slot: 5 });
    expect(game.notice?.text).toBe('Hint: Place the 8♦ on the centre, upper left');
    expect(game.history.actions).toHaveLength(0);
    game.tapSlot(6);
    expect(game.hint).toBeNull();
  });

  it('undoes after a loss and restarts the same deal as a new game', () => {
    const { game } = start(1);
    tapMoves(game, DEAL_1_LOST);
    expect(game.state.reason).toBe('blocked');
    expect(game.stats).toMatchObject({ played: 1, won: 0 });
    game.undo();
    expect(game.state.phase).toBe('place');
    game.restart();
    expect(game.history.actions).toHaveLength(0);
    expect(game.deal).toBe(1);
    expect(game.id).toBe('game-2');
    // The restarted deal counts once its first card is placed.
    tapMoves(game, 'p5');
    expect(game.stats.played).toBe(2);
  });

  it('counts an unfinished game left for a new one as lost', () => {
    const { game } = start(25);
    tapMoves(game, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5');
    expect(game.stats.recent[0].result).toBe('playing');
    game.startDeal(86);
    expect(game.stats).toMatchObject({ played: 1, won: 0, currentStreak: 0, leftUnplayed: 0 });
    expect(game.stats.recent[0].result).toBe('lost');
    expect(game.deal).toBe(86);
    expect(game.state.next).toBe(0);
  });

  it('sets apart a game left before any number card came off: not played, not lost, counted apart', () => {
    const { game } = start(25);
    tapMoves(game, 'p5 p6');
    expect(game.stats.played).toBe(1);
    game.startDeal(86);
    expect(game.stats).toMatchObject({ played: 0, won: 0, leftUnplayed: 1, recent: [] });
  });

  it('sets apart a game Watch finished: not played, its streak as before, counted apart', () => {
    const { game } = start(1);
    const moves = DEAL_1_LOST.split(' ');
    tapMoves(game, moves.slice(0, -1).join(' '));
    expect(game.stats).toMatchObject({ played: 1, watched: 0 });
    const last = parseAction(moves[moves.length - 1]);
    if (!last.ok) throw new Error(last.error.message);
    expect(game.act(last.value, true)).toBe(true);
    expect(game.state.phase).toBe('lost');
    expect(game.stats).toMatchObject({ played: 0, watched: 1, progressSum: 0 });
    expect(game.stats.recent[0].result).toBe('watched');
    // Undone and lost again by hand: still Watch's game, counted once.
    game.undo();
    tapMoves(game, moves[moves.length - 1]);
    expect(game.stats).toMatchObject({ played: 0, watched: 1 });
  });

  it('does not count a game left before its first card', () => {
    const { game } = start(25);
    game.startDeal(86);
    expect(game.stats.played).toBe(0);
  });

  it('turns a loss undone and then won into one won game', () => {
    // Deal 25: resuming early at move 74 of the winning line and placing loses (blocked).
    const { game } = start(25);
    const line = DEAL_25_WIN.split(' ');
    tapMoves(game, [...line.slice(0, 73), 'd', 'p1'].join(' '));
    expect(game.state.reason).toBe('blocked');
    expect(game.stats).toMatchObject({ played: 1, won: 0, currentStreak: 0 });
    game.undo();
    game.undo();
    tapMoves(game, line.slice(73).join(' '));
    expect(game.state.phase).toBe('won');
    expect(game.stats).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestStreak: 1 });
    expect(game.stats.recent).toHaveLength(1);
    // A win is final: undoing it and losing again leaves it a win.
    while (game.history.actions.length > 73) game.undo();
    tapMoves(game, 'd p1');
    expect(game.state.phase).toBe('lost');
    expect(game.stats).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
  });

  it('says when progress is not being saved', () => {
    const { game } = start(25, fakeWorld('full'));
    tapMoves(game, 'p5');
    expect(game.saveStatus).toBe('full');
  });
});

describe('confirming an action that loses on the spot', () => {
  it('asks before resuming into a royal with no free seat; cancel keeps the game, confirm loses it', () => {
    const { game } = start(5);
    tapMoves(game, DEAL_5_TO_BLOCKED_RESUME);
    const before = game.history;
    game.resume();
    expect(game.confirming?.text).toMatch(/^Resume drawing\? The .+ has no free (King|Queen|Jack) seat: the game will be lost\.$/);
    expect(game.history).toBe(before);
    game.cancelConfirm();
    expect(game.confirming).toBeNull();
    expect(game.history).toBe(before);
    game.resume();
    game.confirm();
    expect(game.confirming).toBeNull();
    expect(game.state.phase).toBe('lost');
    expect(game.state.reason).toBe('blocked');
  });

  it('offers Keep removing while a removal is left', () => {
    const { game } = start(5);
    tapMoves(game, DEAL_5_TO_BLOCKED_RESUME);
    game.resume();
    expect(game.confirming?.undo).toBe(false);
    game.decline();
    expect(game.confirming).toBeNull();
    expect(game.state.phase).toBe('remove');
  });

  it('at a dead end says the game is lost unless undone, and its other answer undoes', () => {
    const { game } = start(123);
    tapMoves(game, DEAL_123_DEAD_END);
    expect(game.instruction).toBe('The J♥ has no free Jack seat: this game is lost unless you undo');
    game.resume();
    expect(game.confirming).toMatchObject({ text: 'The J♥ has no free Jack seat: this game is lost unless you undo.', undo: true });
    const moves = game.history.actions.length;
    game.decline();
    expect(game.confirming).toBeNull();
    expect(game.history.actions.length).toBe(moves - 1);
  });

  it('at a dead end hints to undo, not to resume', () => {
    const { game } = start(123);
    tapMoves(game, DEAL_123_DEAD_END);
    game.showHint({ type: 'resume' });
    expect(game.hint).toBeNull();
    expect(game.notice).toEqual({
      kind: 'hint',
      text: 'Hint: undo. Resuming is the only move left, and the J♥ has no free Jack seat'
    });
  });

  it('resumes at once when the card in play has a seat', () => {
    const { game } = start(1);
    tapMoves(game, 'p5 p1 p6 p9 p4 p7 p10 p0 p2 p3 p8 p11 p12 p13 p14 p15 r3+5');
    game.resume();
    expect(game.confirming).toBeNull();
    expect(game.state.phase).toBe('place');
  });

  it('shows a hint it is given, such as one worked out in the worker', () => {
    const { game } = start(25);
    game.showHint({ type: 'place', slot: 0 });
    expect(game.hint).toEqual({ type: 'place', slot: 0 });
    expect(game.notice?.text).toMatch(/^Hint: /);
  });
});

describe('a game dealt from a deck code', () => {
  it('plays, saves its code, and counts in the statistics without a deal number', () => {
    const world = fakeWorld();
    const code = makeDeckCode([...dealStock(25)]);
    const game = new GameController({ id: 'g', deal: code, history: startHistory(newGame(dealStock(25))) }, emptyStats(), world.env);
    tapMoves(game, DEAL_25_WIN);
    expect(game.state.phase).toBe('won');
    expect(world.games.at(-1)).toEqual({ id: 'g', deal: code, moves: DEAL_25_WIN });
    expect(game.stats.recent[0]).toMatchObject({ deal: null, result: 'won' });
    game.startDeal(7);
    expect(game.deal).toBe(7);
  });
});
