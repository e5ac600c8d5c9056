// The table's match controller and seats without a page: the controller is the only writer of
// the match and saves before anyone hears of a change; the seats play the computers' turns
// through it on a timer run by hand.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, legalActions, type Action } from '$lib/table/engine';
import { PLANS } from '$lib/table/engine/players';
import { MatchController, type MatchChange } from '$lib/table/match.svelte';
import { isPace, PACES } from '$lib/table/pace';
import type { SavedMatch } from '$lib/table/saved-match';
import { soloSeating } from '$lib/table/seating';
import { TableSeats } from '$lib/table/seats.svelte';

function controller() {
  const saves: SavedMatch[] = [];
  const heard: { change: MatchChange; savesThen: number }[] = [];
  const match = new MatchController((m) => {
    saves.push(m);
    return 'saved';
  }, 't-1');
  match.listen((change) => heard.push({ change, savesThen: saves.length }));
  return { match, saves, heard };
}

describe('MatchController', () => {
  it('saves every change before its listeners hear of it, and nothing else can set the match', () => {
    const { match, saves, heard } = controller();
    match.begin('8127', DEFAULT_OPTIONS, soloSeating(2), 'm-1', null);
    expect(heard.map((h) => [h.change.kind, h.savesThen])).toEqual([['dealt', 1]]);
    const r = match.act({ type: 'draw' }, 'person');
    expect(r.ok).toBe(true);
    const play = legalActions(match.state!).find((a) => a.type === 'card')!;
    match.act(play, 'person');
    expect(match.undo()).toBe(true);
    expect(heard.map((h) => [h.change.kind, h.savesThen])).toEqual([['dealt', 1], ['played', 2], ['played', 3], ['undone', 4]]);
    expect(saves.at(-1)!.history).toBe(match.history);
    // The history has no setter: the controller is the only writer.
    expect(() => ((match as unknown as { history: null }).history = null)).toThrow(TypeError);
  });

  it('refuses an illegal action with its reason, and changes, saves and tells nothing', () => {
    const { match, saves, heard } = controller();
    match.begin('8127', DEFAULT_OPTIONS, soloSeating(2), 'm-1', null);
    const r = match.act({ type: 'end' }, 'person');
    expect(r.ok).toBe(false);
    expect(saves).toHaveLength(1);
    expect(heard).toHaveLength(1);
    expect(match.history!.actions).toHaveLength(0);
  });
});

describe('TableSeats', () => {
  it('plays each computer action on the timer at the pace, through the controller, until a person is to act', () => {
    const { match } = controller();
    const timers: { ms: number; run: () => void }[] = [];
    let open = true;
    const seats = new TableSeats(match, { later: (ms, run) => (timers.push({ ms, run }), () => timers.splice(timers.findIndex((t) => t.run === run), 1)), player: (l) => PLANS[l] }, () => open);
    match.listen((change) => seats.heard(change));
    match.begin('8127', { ...DEFAULT_OPTIONS, players: 3 }, soloSeating(3), 'm-1', null);
    expect(timers).toHaveLength(0); // the person acts first
    match.act({ type: 'draw' }, 'person');
    match.act({ type: 'end' }, 'person');
    expect(timers.map((t) => t.ms)).toEqual([PACES.normal]);
    const by: string[] = [];
    match.listen((c) => c.kind === 'played' && by.push(c.by));
    while (timers.length > 0 && match.state!.turn !== 0) timers.shift()!.run();
    expect(by.length).toBeGreaterThan(2);
    expect(new Set(by)).toEqual(new Set(['computer']));
    expect(match.state!.turn).toBe(0);
    // A page that keeps the table still (the options form, a pass screen) stops the computers.
    open = false;
    if (match.state!.phase === 'draw') match.act({ type: 'draw' }, 'person');
    match.act({ type: 'end' } as Action, 'person');
    expect(match.state!.turn).toBe(1);
    expect(timers).toHaveLength(0);
    seats.setPace('fast');
    open = true;
    seats.resume();
    expect(timers.map((t) => t.ms)).toEqual([PACES.fast]);
  });

  it('only the four paces are paces', () => {
    expect(['slow', 'normal', 'fast', 'instant'].every(isPace)).toBe(true);
    expect(['constructor', 'toString', '__proto__', 'hasOwnProperty', '', 3].some(isPace)).toBe(false);
  });
});
