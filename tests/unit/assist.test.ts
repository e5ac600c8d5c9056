// The page's helpers around the engine: play options, the worker's protocol (answered on the
// page here), the deal details for the clipboard, watch mode and saved deck-code games.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  classic, dealStock, makeActions, makeDeckCode, newGame, parseActions, play, replay, startHistory, type Action,
  type GameState
} from '$lib/patience/engine';
import { answer } from '$lib/worker/protocol';
import { EngineClient } from '$lib/worker/client';
import { engine } from '$lib/ui/later';
import { dealDetails } from '$lib/patience/explain';
import { defaultPlayOptions, validatePlayOptions, WATCH_SPEEDS } from '$lib/patience/play-options';
import { toSavedGameData, validateSavedGame } from '$lib/patience/saved-game';
import { Watcher } from '$lib/patience/watch.svelte';
import { DEAL_1_LOST, DEAL_25_WIN, fromDeal } from './helpers.ts';

describe('play options', () => {
  it('default to the best hint level, any deal, a middle speed', () => {
    expect(validatePlayOptions(defaultPlayOptions())).toEqual(defaultPlayOptions());
    expect(defaultPlayOptions()).toMatchObject({ winnableOnly: false, watchSpeed: 3 });
  });

  it.each([
    null,
    [],
    { ...defaultPlayOptions(), version: 2 },
    { ...defaultPlayOptions(), hintLevel: 'oracle' },
    { ...defaultPlayOptions(), winnableOnly: 'yes' },
    { ...defaultPlayOptions(), watchSpeed: 0 },
    { ...defaultPlayOptions(), watchSpeed: WATCH_SPEEDS.length + 1 },
    { ...defaultPlayOptions(), watchSpeed: 2.5 }
  ])('refuses %j', (data) => {
    expect(validatePlayOptions(data)).toBeNull();
  });
});

describe("the engine worker's answers", () => {
  it('solve a deal from its stock and moves, with a line that wins when replayed', () => {
    const stock = dealStock(1);
    const reply = answer({ kind: 'solve', stock, moves: 'p5 p1' });
    expect(reply).toMatchObject({ kind: 'solve', winnable: true });
    if (reply.kind !== 'solve') throw new Error('wrong answer');
    const line = parseActions(`p5 p1 ${reply.line}`);
    if (!line.ok) throw new Error(line.error.message);
    const replayed = replay(newGame(stock), line.value);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.states.at(-1)?.phase).toBe('won');
  });

  it("say when a deal cannot be won: deal 2's verdict", () => {
    expect(answer({ kind: 'solve', stock: dealStock(2), moves: '' })).toMatchObject({ winnable: false, line: '' });
  });

  it('give the hint of the level asked for', () => {
    const state = fromDeal(25, 'p5 p6');
    expect(answer({ kind: 'hint', policy: 'classic', stock: dealStock(25), moves: 'p5 p6' })).toMatchObject({
      kind: 'hint',
      action: makeActions([classic(state) as Action])
    });
    expect(answer({ kind: 'hint', policy: 'classic', stock: dealStock(25), moves: DEAL_25_WIN })).toMatchObject({ action: null });
  });

  it('refuse moves no legal play allows', () => {
    expect(() => answer({ kind: 'hint', policy: 'classic', stock: dealStock(25), moves: 'p5 p5' })).toThrow(/Slot 5 is taken/);
  });

  it('reach the page through the client, also where there are no workers', async () => {
    // The site's one client, as ui/later.ts makes it: node has no workers, so the engine answers on the page.
    const client = await engine.get();
    expect(client).toBeInstanceOf(EngineClient);
    const state = newGame(dealStock(25));
    await expect(client.hint('classic', state, [])).resolves.toEqual(classic(state));
    await expect(client.solve(state, [])).resolves.toMatchObject({ winnable: true });
  });
});

describe('deal details for the clipboard', () => {
  it('name the deal, the result, every move and the link', () => {
    const lost = fromDeal(1, DEAL_1_LOST);
    expect(dealDetails('Deal 1', lost, DEAL_1_LOST, 'https://example.org/?deal=1')).toBe(
      [
        'Kings in the Corners, deal 1',
        'Result: Lost: The J♦ has no free Jack seat, 8 of 40 number cards removed',
        `Moves: ${DEAL_1_LOST}`,
        'Link: https://example.org/?deal=1'
      ].join('\n')
    );
    expect(dealDetails('Deal 25', newGame(dealStock(25)), '', 'x')).toContain('Moves: (none yet)');
    expect(dealDetails('Deal 25', fromDeal(25, DEAL_25_WIN), DEAL_25_WIN, 'x')).toContain('Result: Won, 40 of 40');
  });
});

describe('a saved game dealt from a deck code', () => {
  const code = makeDeckCode(dealStock(25));

  it('round-trips through its stored form', () => {
    const actions = parseActions('p5 p6');
    if (!actions.ok) throw new Error(actions.error.message);
    const history = replay(newGame(dealStock(25)), actions.value);
    if (!history.ok) throw new Error('bad line');
    const saved = { id: 'g', deal: code, history: history.value };
    expect(validateSavedGame(JSON.parse(JSON.stringify(toSavedGameData(saved))))).toEqual(saved);
  });

  it('is refused with a broken or non-canonical code', () => {
    const data = { version: 1, id: 'g', deal: code, moves: 'p5' };
    expect(validateSavedGame({ ...data, deal: code.slice(2) })).toBeNull();
    expect(validateSavedGame({ ...data, deal: code.toLowerCase() })).toBeNull();
  });
});

describe('watch mode', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A watcher on a deal; `hint` stands in for the worker (the rule book's hint at once by default). */
  function watched(deal: number, hint: (state: GameState) => Promise<Action | null> = async (s) => classic(s)) {
    let history = startHistory(newGame(dealStock(deal)));
    const state = (): GameState => history.states[history.states.length - 1];
    const watcher = new Watcher({
      history: () => history,
      hint: (_policy, s) => hint(s),
      play: (action) => {
        const next = play(state(), action);
        if (!next.ok) throw new Error(next.error.message);
        history = { states: [...history.states, next.value], actions: [...history.actions, action] };
      },
      level: () => 'classic',
      delay: () => 100
    });
    return { watcher, state, moves: () => history.actions.length };
  }

  it('steps one move at a time', async () => {
    const { watcher, moves } = watched(25);
    expect(await watcher.step()).toBe(true);
    expect(await watcher.step()).toBe(true);
    expect(moves()).toBe(2);
  });

  it('plays to the end by itself, then stops', async () => {
    vi.useFakeTimers();
    const { watcher, state } = watched(25);
    watcher.start();
    await vi.runAllTimersAsync();
    expect(state().phase).toBe('won');
    expect(watcher.running).toBe(false);
    expect(await watcher.step()).toBe(false);
  });

  it('stops playing when paused', async () => {
    vi.useFakeTimers();
    const { watcher, moves } = watched(25);
    watcher.start();
    await vi.advanceTimersByTimeAsync(350);
    watcher.pause();
    const played = moves();
    expect(played).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(moves()).toBe(played);
  });

  it('does not play the move it was working out when paused meanwhile', async () => {
    vi.useFakeTimers();
    let answerHint: (action: Action | null) => void = () => {};
    const { watcher, state, moves } = watched(25, () => new Promise((resolve) => (answerHint = resolve)));
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.busy).toBe(true);
    watcher.pause();
    answerHint(classic(state()));
    await vi.advanceTimersByTimeAsync(2000);
    expect(moves()).toBe(0);
    expect(watcher.running).toBe(false);
    // Step by hand still plays.
    const stepped = watcher.step();
    answerHint(classic(state()));
    expect(await stepped).toBe(true);
    expect(moves()).toBe(1);
  });
});
