// The patience's page session, driven the way the page drives it (arrivals, buttons, other
// tabs), against a fake outside world: an address, storage in memory, the worker's answers
// worked out on the spot, and storage events sent by hand.
import { describe, expect, it, vi } from 'vitest';
import { makeActions, newGame, parseAction, replay, type Action, type GameState } from '$lib/patience/engine';
import { defaultPlayOptions, type PlayOptions } from '$lib/patience/play-options';
import type { SavedGame } from '$lib/patience/saved-game';
import type { EngineAsk, SessionEnvironment } from '$lib/patience/environment';
import { PatienceSession } from '$lib/patience/session.svelte';
import { emptyStats, type Stats } from '$lib/patience/stats';
import { STARTER_DEALS, type FirstDeals } from '$lib/patience/first-deals.svelte';
import { solveStock } from '$lib/patience/engine/solver';
import { STORAGE_KEYS, type StorageKey } from '$lib/storage/keys';
import { answer } from '$lib/worker/protocol';
import { DEAL_1_LOST, DEAL_25_WIN, historyFrom } from './helpers.ts';
import { dealStock } from '$lib/cards';

const TODAY = '2026-11-29';

/** The worker's answers, worked out here; counts the questions. */
function fakeEngine() {
  const asked = { hint: 0, solve: 0, started: 0 };
  const engine: EngineAsk = {
    async hint(policy, state: GameState, actions: readonly Action[]) {
      return (await this.explainedHint(policy, state, actions)).action;
    },
    async explainedHint(policy, state: GameState, actions: readonly Action[]) {
      asked.hint++;
      const reply = answer({ kind: 'hint', policy, stock: state.stock, moves: makeActions(actions) });
      if (reply.kind !== 'hint' || reply.action === null) return { action: null, reason: null };
      const action = parseAction(reply.action);
      return action.ok ? { action: action.value, reason: reply.reason } : { action: null, reason: null };
    },
    async solve(state, actions) {
      asked.solve++;
      const reply = answer({ kind: 'solve', stock: state.stock, moves: makeActions(actions) });
      if (reply.kind !== 'solve') throw new Error('not a verdict');
      return { winnable: reply.winnable, line: reply.line, ms: 0 };
    },
    start: () => asked.started++
  };
  return { engine, asked };
}

function fakeWorld(address = '/', saved: SavedGame | null = null, randoms: number[] = []) {
  let ids = 0;
  const listeners = new Map<StorageKey, (() => void)[]>();
  const { engine, asked } = fakeEngine();
  const world: {
    url: URL;
    saved: SavedGame | null;
    stats: Stats;
    options: PlayOptions | null;
    /** Where the starter deals are up to; a returning player's (over) unless a test says otherwise. */
    firstDeals: FirstDeals | null;
    asked: typeof asked;
    firstSign: (() => void)[];
    showUp(): void;
    hear(key: StorageKey): void;
    env: SessionEnvironment;
  } = {
    url: new URL(address, 'https://kings.example/'),
    saved,
    stats: emptyStats(),
    options: null,
    firstDeals: { version: 1, next: 0, done: true },
    asked,
    /** What waits for the player's first pointer move, press, key or focus. */
    firstSign: [],
    /** The player shows up: a pointer moves, a key is pressed. */
    showUp() {
      for (const run of world.firstSign.splice(0)) run();
    },
    /** Another tab wrote `key`. */
    hear(key: StorageKey) {
      for (const heard of listeners.get(key) ?? []) heard();
    },
    env: {
      today: () => TODAY,
      newId: () => `game-${++ids}`,
      saveGame: (game: SavedGame) => {
        world.saved = game;
        return 'saved' as const;
      },
      saveStats: (stats: Stats) => {
        world.stats = stats;
        return 'saved' as const;
      },
      url: () => world.url,
      replaceQuery: (search: string) => {
        world.url = new URL(search, world.url);
      },
      random32: () => randoms.shift() ?? 4,
      loadGame: () => ({ value: world.saved, problem: null }),
      loadStats: () => world.stats,
      loadStatsWithProblem: () => ({ stats: world.stats, problem: null }),
      loadPlayOptions: () => ({ options: world.options ?? defaultPlayOptions(), problem: null }),
      savePlayOptions: (options: PlayOptions) => {
        world.options = options;
        return 'saved' as const;
      },
      loadFirstDeals: () => world.firstDeals,
      saveFirstDeals: (record: FirstDeals) => {
        world.firstDeals = record;
        return 'saved' as const;
      },
      engine: async () => engine,
      playCue: () => {},
      onStoredChange: (key: StorageKey, heard: () => void) => {
        listeners.set(key, [...(listeners.get(key) ?? []), heard]);
        return () => listeners.set(key, (listeners.get(key) ?? []).filter((h) => h !== heard));
      },
      atFirstSign: (run: () => void) => {
        world.firstSign.push(run);
        return () => {
          world.firstSign = world.firstSign.filter((waiting) => waiting !== run);
        };
      }
    } satisfies SessionEnvironment
  };
  return world;
}

function open(world: ReturnType<typeof fakeWorld>) {
  const session = new PatienceSession(world.env);
  session.arrive(world.url);
  return session;
}

/** Deal 25 to its first pair off (2 of 40 removed): a game whose leaving counts as a loss. */
const DEAL_25_FIRST_PAIR = 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5';
const savedGame = (deal: number, moves: string, id = 'saved-1'): SavedGame => ({ id, deal, history: historyFrom(dealStock(deal), moves) });

/** Plays NOTATION tokens through the session, as the board's taps do. */
function tap(session: PatienceSession, moves: string) {
  for (const token of moves.split(' ').filter(Boolean)) {
    session.byHand((game) => {
      if (token === 'd') game.resume();
      else if (token.startsWith('p')) game.tapSlot(Number(token.slice(1)));
      else for (const n of token.slice(1).split('+')) game.tapSlot(Number(n));
    });
  }
}

describe('opening the page', () => {
  it("deals today's deal when nothing is saved and the address names none, and names it in the address", () => {
    const world = fakeWorld('/');
    const session = open(world);
    expect(session.game?.deal).toBe(20261129);
    expect(world.url.search).toBe('?deal=20261129');
    expect(session.problems).toEqual([]);
    expect(session.title).toBe("Today's deal, 29 November · Kings in the Corners");
  });

  it('goes on with the saved game, its undo history included', () => {
    const world = fakeWorld('/', savedGame(25, 'p5 p6'));
    const session = open(world);
    expect(session.game?.deal).toBe(25);
    expect(makeActions(session.game!.history.actions)).toBe('p5 p6');
    expect(world.url.search).toBe('?deal=25');
  });

  it('opens the linked deal, counting the unfinished saved game it replaces as lost', () => {
    const world = fakeWorld('/?deal=7', savedGame(25, DEAL_25_FIRST_PAIR));
    world.stats = { ...emptyStats(), played: 1, progressSum: 2, bestProgress: 2, recent: [{ id: 'saved-1', deal: 25, result: 'playing', progress: 2, date: TODAY, streakBefore: 0 }] };
    const session = open(world);
    expect(session.game?.deal).toBe(7);
    expect(world.stats.recent[0]).toMatchObject({ id: 'saved-1', result: 'lost' });
  });

  it('counts a game left in progress as lost when its save is gone (damaged and refused), and keeps the saved game in progress', () => {
    // Some number cards came off (a game left at 0/40 is set apart, not lost: stats.ts).
    const playing = (id: string, deal: number) => ({ id, deal, result: 'playing' as const, progress: 4, date: TODAY, streakBefore: 0 });
    const world = fakeWorld('/');
    world.stats = { ...emptyStats(), played: 1, recent: [playing('damaged-1', 25)] };
    open(world);
    expect(world.stats.recent.map((r) => [r.id, r.result])).toEqual([['damaged-1', 'lost']]);
    expect(world.stats.played).toBe(1);

    const resumed = fakeWorld('/', savedGame(25, 'p5 p6'));
    resumed.stats = { ...emptyStats(), played: 2, recent: [playing('saved-1', 25), playing('older-1', 7)] };
    open(resumed);
    expect(resumed.stats.recent.map((r) => [r.id, r.result])).toEqual([['saved-1', 'playing'], ['older-1', 'lost']]);
  });

  it('keeps the saved game on a bad link and says what was wrong, offering a fresh deal', () => {
    const world = fakeWorld('/?deal=abc', savedGame(25, 'p5'));
    const session = open(world);
    expect(session.game?.deal).toBe(25);
    expect(session.problems).toEqual([{ text: expect.stringMatching(/"abc" is not a deal number.*kept/), offersNewDeal: true }]);
    expect(world.url.search).toBe('?deal=25');
  });

  it('follows a later link to this page with another deal, and ignores one to the same deal', () => {
    const world = fakeWorld('/?deal=25');
    const session = open(world);
    tap(session, 'p5');
    session.arrive(new URL('/?deal=25', world.url));
    expect(makeActions(session.game!.history.actions)).toBe('p5');
    session.arrive(new URL('/?deal=9', world.url));
    expect(session.game?.deal).toBe(9);
    expect(world.url.search).toBe('?deal=9');
  });
});

describe('deals', () => {
  it('New game deals a random deal other than the one on show', async () => {
    const world = fakeWorld('/?deal=25', null, [41]);
    const session = open(world);
    await session.newDeal();
    expect(session.game?.deal).toBe(42);
    expect(world.url.search).toBe('?deal=42');
  });

  it('with winnable deals only, skips the deals the solver cannot win', async () => {
    const isWinnable = (deal: number) => {
      const verdict = answer({ kind: 'solve', stock: dealStock(deal), moves: '' });
      return verdict.kind === 'solve' && verdict.winnable;
    };
    const unwinnable = [...Array(40).keys()].map((n) => n + 1).find((deal) => !isWinnable(deal))!;
    const winnable = [...Array(40).keys()].map((n) => n + 1).find((deal) => deal !== 25 && isWinnable(deal))!;
    // New game's random numbers pick deal n from n - 1.
    const world = fakeWorld('/?deal=25', null, [unwinnable - 1, winnable - 1]);
    const session = open(world);
    session.setOptions({ winnableOnly: true });
    expect(world.options?.winnableOnly).toBe(true);
    await session.newDeal();
    expect(session.game?.deal).toBe(winnable);
    expect(world.asked.solve).toBe(2);
    expect(session.searching).toBe(false);
  });

  it('asks before New game or Restart leave a game in progress, and says what it costs', async () => {
    const world = fakeWorld('/?deal=25', null, [41]);
    world.stats = { ...emptyStats(), played: 2, won: 2, currentStreak: 2, bestStreak: 2, bestProgress: 40, progressSum: 80 };
    const session = open(world);
    // Nothing played yet: nothing to lose, no question.
    session.leave('restart');
    expect(session.leaving).toBeNull();
    // Cards placed but none off yet: leaving it does not count it (issue 42), and says so.
    tap(session, 'p5 p6');
    session.leave('restart');
    expect(session.leaveQuestion).toBe(
      'Restart this deal? The game in progress cannot be taken back: no card has come off yet, so it will not count as a game played.'
    );
    session.cancelLeave();
    session.game!.undo();
    session.game!.undo();
    tap(session, DEAL_25_FIRST_PAIR);
    session.leave('restart');
    expect(session.leaving).toBe('restart');
    expect(session.leaveQuestion).toBe(
      'Restart this deal? The game in progress cannot be taken back: it will count as a loss and end your winning streak of 2.'
    );
    session.cancelLeave();
    expect(session.leaving).toBeNull();
    expect(makeActions(session.game!.history.actions)).toBe(DEAL_25_FIRST_PAIR);
    expect(session.game!.stats.currentStreak).toBe(2);
    session.leave('restart');
    session.confirmLeave();
    expect(makeActions(session.game!.history.actions)).toBe('');
    expect(session.game!.stats.currentStreak).toBe(0);
    tap(session, DEAL_25_FIRST_PAIR);
    session.leave('new');
    expect(session.leaveQuestion).toBe('Start a new game? The game in progress cannot be taken back: it will count as a loss.');
    session.confirmLeave();
    await vi.waitFor(() => expect(session.game?.deal).toBe(42));
  });

  it("asks before today's deal or a typed deal leave a game in progress; a followed link does not ask", () => {
    const world = fakeWorld('/?deal=30');
    const session = open(world);
    // A fresh deal: nothing to lose, no question.
    session.leave({ kind: 'deal', deal: 25 });
    expect(session.leaving).toBeNull();
    expect(session.game?.deal).toBe(25);
    tap(session, DEAL_25_FIRST_PAIR);
    session.leave({ kind: 'deal', deal: session.todayDeal });
    expect(session.leaving).toEqual({ kind: 'deal', deal: session.todayDeal });
    expect(session.leaveQuestion).toMatch(/^Open today's deal, \d+ \w+\? The game in progress cannot be taken back: it will count as a loss\.$/);
    session.cancelLeave();
    expect(session.game?.deal).toBe(25);
    expect(makeActions(session.game!.history.actions)).toBe(DEAL_25_FIRST_PAIR);
    // A typed deal: a bad one is refused at once, a good one asks.
    expect(session.openTyped('x1')).toMatch(/kept/);
    expect(session.leaving).toBeNull();
    expect(session.openTyped('77')).toBeNull();
    expect(session.leaveQuestion).toBe('Open deal 77? The game in progress cannot be taken back: it will count as a loss.');
    expect(session.game?.deal).toBe(25);
    session.confirmLeave();
    expect(session.leaving).toBeNull();
    expect(session.game?.deal).toBe(77);
    expect(session.game!.stats.recent.map((game) => game.result)).toContain('lost');
    // A link followed to this page is a deliberate navigation: it opens without a question.
    tap(session, DEAL_25_FIRST_PAIR);
    session.arrive(new URL('/?deal=9', world.url));
    expect(session.leaving).toBeNull();
    expect(session.game?.deal).toBe(9);
  });

  it('after a win, gives the streak and whether the win was assisted, for the celebration', () => {
    const world = fakeWorld('/?deal=25');
    const session = open(world);
    expect(session.win).toBeNull();
    tap(session, DEAL_25_WIN);
    expect(session.win).toEqual({ streak: 1, assisted: false });
    session.game!.lineShown();
    session.leave('restart');
    tap(session, DEAL_25_WIN);
    expect(session.win).toEqual({ streak: 0, assisted: true });
  });

  it('opens a typed deal number or deck code, and keeps the game on bad input', () => {
    const world = fakeWorld('/?deal=25');
    const session = open(world);
    expect(session.openTyped('x1')).toMatch(/kept/);
    expect(session.game?.deal).toBe(25);
    expect(session.openTyped(' 77 ')).toBeNull();
    expect(session.game?.deal).toBe(77);
    expect(session.link).toBe('https://kings.example/?deal=77');
  });

  it("plays today's deal and keeps its best result of the day", () => {
    const world = fakeWorld('/?deal=25');
    const session = open(world);
    session.play(session.todayDeal);
    expect(session.game?.deal).toBe(20261129);
    expect(session.todayResult).toBeNull();
    tap(session, 'p5');
    expect(session.todayResult).toBe('in progress, 0 removed');
  });
});

describe("a newcomer's starter deals", () => {
  /** A starter deal played to its first pair off (the solver's line): left, it counts as a game lost. */
  const toFirstPair = (deal: number) => {
    const tokens = makeActions(solveStock(dealStock(deal)).moves).split(' ');
    return tokens.slice(0, tokens.findIndex((token) => token.startsWith('r')) + 1).join(' ');
  };
  const newcomer = (address = '/') => {
    const world = fakeWorld(address);
    world.firstDeals = null;
    return world;
  };

  it('a first visit deals the first starter deal and says so; New game deals the next', () => {
    const world = newcomer();
    const session = open(world);
    expect(session.game?.deal).toBe(STARTER_DEALS[0]);
    expect(session.starters.isStarter(STARTER_DEALS[0])).toBe(true);
    expect(session.starters.on).toBe(true);
    expect(world.firstDeals).toEqual({ version: 1, next: 1, done: false });
    void session.newDeal();
    expect(session.game?.deal).toBe(STARTER_DEALS[1]);
    expect(world.firstDeals).toEqual({ version: 1, next: 2, done: false });
  });

  it('end after three games played: New game deals at random again, and nothing says starter', () => {
    const world = newcomer();
    const session = open(world);
    for (let game = 0; game < 3; game++) {
      const deal = session.game!.deal as number;
      expect(deal).toBe(STARTER_DEALS[game]);
      tap(session, toFirstPair(deal));
      session.leave('new');
      session.confirmLeave();
    }
    expect(world.stats).toMatchObject({ played: 3, won: 0 });
    // The random number 4 deals deal 5 (deal-link.ts).
    expect(session.game?.deal).toBe(5);
    expect(world.firstDeals).toEqual({ version: 1, next: 3, done: true });
    expect(session.starters.on).toBe(false);
    expect(session.starters.isStarter(STARTER_DEALS[0])).toBe(false);
  });

  it('end at the first win', () => {
    const world = newcomer();
    const session = open(world);
    tap(session, DEAL_25_WIN);
    expect(session.game?.state.phase).toBe('won');
    void session.newDeal();
    expect(session.game?.deal).toBe(5);
    expect(world.firstDeals).toMatchObject({ done: true });
  });

  it("leave links and today's deal as they are", () => {
    const world = newcomer('/?deal=7');
    const session = open(world);
    expect(session.game?.deal).toBe(7);
    expect(world.firstDeals).toEqual({ version: 1, next: 0, done: false });
    session.leave({ kind: 'deal', deal: session.todayDeal });
    expect(session.game?.deal).toBe(20261129);
    expect(session.starters.isStarter(20261129)).toBe(false);
  });

  it("are only where storage can keep them: without, today's deal as for everyone", () => {
    const world = newcomer();
    world.env.saveFirstDeals = () => 'unavailable';
    const session = open(world);
    expect(session.game?.deal).toBe(20261129);
    expect(session.starters.on).toBe(false);
  });

  it("are not for a player whose games an older build counted: today's deal, and never again", () => {
    const world = newcomer();
    world.stats = { ...emptyStats(), played: 2, progressSum: 9, bestProgress: 6 };
    const session = open(world);
    expect(session.game?.deal).toBe(20261129);
    expect(world.firstDeals).toEqual({ version: 1, next: 0, done: true });
  });
});

describe('hints, watching and the verdict', () => {
  it('asks the worker once per position and level, whether by the pointer on Hint or by the click', async () => {
    const world = fakeWorld('/?deal=25');
    const session = open(world);
    session.help.prepareHint();
    await session.help.showHint();
    expect(world.asked.hint).toBe(1);
    expect(session.game?.hint).not.toBeNull();
    // The worker's reason comes with it, for the page and the live region.
    expect(session.game?.notice?.reason).toMatch(/\w+.*\.$/);
    await session.help.showHint();
    expect(world.asked.hint).toBe(1);
    session.setOptions({ hintLevel: 'classic' });
    await session.help.showHint();
    expect(world.asked.hint).toBe(2);
  });

  it('starts the worker as the player shows up, once, and not for a visit that only looks', async () => {
    const world = fakeWorld('/?deal=25');
    const session = open(world);
    const stop = session.listen();
    await Promise.resolve();
    expect(world.asked.started).toBe(0);
    world.showUp();
    await Promise.resolve();
    await Promise.resolve();
    expect(world.asked.started).toBe(1);
    world.showUp();
    await Promise.resolve();
    await Promise.resolve();
    expect(world.asked.started).toBe(1);
    stop();
  });

  it('stops waiting for the player when the page goes', () => {
    const world = fakeWorld('/?deal=25');
    const session = open(world);
    session.listen()();
    expect(world.firstSign).toHaveLength(0);
  });

  it('Step plays the hint; a move by hand pauses watching', async () => {
    const world = fakeWorld('/?deal=25');
    const session = open(world);
    expect(await session.help.stepWatch()).toBe(true);
    expect(session.game?.history.actions).toHaveLength(1);
    await session.help.toggleWatch();
    expect(session.help.watching).toBe(true);
    session.byHand((game) => game.undo());
    expect(session.help.watching).toBe(false);
  });

  it('Watch plays no move while the Intermission covers the page, and goes on after', async () => {
    vi.useFakeTimers();
    try {
      const world = fakeWorld('/?deal=25');
      const session = open(world);
      session.setOptions({ watchSpeed: 5 });
      await session.help.toggleWatch();
      await vi.advanceTimersByTimeAsync(1000);
      const before = session.game!.history.actions.length;
      expect(before).toBeGreaterThan(0);
      session.help.hold(true);
      await vi.advanceTimersByTimeAsync(5000);
      expect(session.game!.history.actions).toHaveLength(before);
      expect(session.help.watching).toBe(true);
      session.help.hold(false);
      await vi.advanceTimersByTimeAsync(1000);
      expect(session.game!.history.actions.length).toBeGreaterThan(before);
      await session.help.toggleWatch();
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a loss, asks the solver about the deal once, and shows its winning line on request', async () => {
    const world = fakeWorld('/?deal=1');
    const session = open(world);
    tap(session, DEAL_1_LOST);
    expect(session.game?.state.phase).toBe('lost');
    const verdict = await session.verdict;
    expect(verdict?.winnable).toBe(true);
    expect(world.asked.solve).toBe(1);
    session.showLine(verdict!.line);
    expect(session.showing?.line).toBe(verdict!.line);
    const replayed = replay(newGame(session.showing!.stock), verdict!.line.split(' ').map((t) => {
      const a = parseAction(t);
      if (!a.ok) throw new Error(a.error.message);
      return a.value;
    }));
    expect(replayed.ok && replayed.value.states.at(-1)?.phase).toBe('won');
    session.closeLine();
    expect(session.showing).toBeNull();
  });

  it('gives the details of the deal for the clipboard', () => {
    const world = fakeWorld('/?deal=25');
    const session = open(world);
    tap(session, DEAL_25_WIN);
    expect(session.details()).toContain('https://kings.example/?deal=25');
    expect(session.end?.title).toMatch(/won/i);
  });
});

describe('other tabs', () => {
  it('follows the game another tab saved, says so until this tab plays on, and stops when asked', () => {
    const world = fakeWorld('/?deal=25');
    const session = open(world);
    const stop = session.listen();
    const id = session.game!.id;
    world.saved = { id, deal: 25, history: historyFrom(dealStock(25), 'p5 p6') };
    world.hear(STORAGE_KEYS.game);
    expect(makeActions(session.game!.history.actions)).toBe('p5 p6');
    expect(session.elsewhere).toMatch(/another tab/);
    tap(session, 'p9');
    expect(session.elsewhere).toBeNull();

    // Another game in its place: this tab shows it and names its deal in the address.
    world.saved = { id: 'other', deal: 31, history: historyFrom(dealStock(31), '') };
    world.hear(STORAGE_KEYS.game);
    expect(session.game?.deal).toBe(31);
    expect(world.url.search).toBe('?deal=31');

    stop();
    world.saved = { id: 'third', deal: 40, history: historyFrom(dealStock(40), '') };
    world.hear(STORAGE_KEYS.game);
    expect(session.game?.deal).toBe(31);
  });

  it('takes up the statistics another tab saved', () => {
    const world = fakeWorld('/?deal=25');
    const session = open(world);
    session.listen();
    world.stats = { ...emptyStats(), played: 5, won: 2, bestStreak: 2, currentStreak: 1 };
    world.hear(STORAGE_KEYS.stats);
    expect(session.game?.stats.played).toBe(5);
  });
});
