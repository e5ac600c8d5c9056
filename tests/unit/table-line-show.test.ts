// Show that line (src/lib/table/line-show.svelte.ts, verdict-line.ts): the verdict's line as
// frames from the hand's start to the table as the line ends it (never the next deal), played at
// a speed on a timer run by hand here, with Pause, Step and Back.
import { describe, expect, it } from 'vitest';
import {
  createMatch, current, makeAction, play, record, seatView, startHistory, type Action, type History, type MatchState
} from '$lib/table/engine';
import { decide } from '$lib/table/engine/players';
import { LINE_END_HOLD, LINE_SPEEDS, LineShow, isLineSpeed, lineShow, speedOfPace, type Later } from '$lib/table/line-show.svelte';
import { lineFrames } from '$lib/table/verdict-line';

/** Deal 5's first hand played by the Standard player in every seat: the history and the hand's actions as tokens. */
function firstHand(): { history: History; tokens: string[]; before: MatchState; last: Action } {
  let h = startHistory(createMatch(5, { target: 50 }));
  const tokens: string[] = [];
  for (;;) {
    const s = current(h);
    const action = decide('standard', seatView(s, s.turn)) as Action;
    const r = record(h, action);
    if (!r.ok) throw new Error(r.reason);
    h = r.history;
    tokens.push(makeAction(action));
    if (current(h).hand !== s.hand) return { history: h, tokens, before: s, last: action };
  }
}

/** A timer queue run by hand. */
function clock() {
  let timers: { ms: number; run: () => void }[] = [];
  const later: Later = (ms, run) => {
    const t = { ms, run };
    timers.push(t);
    return () => (timers = timers.filter((x) => x !== t));
  };
  return {
    later,
    get waiting() {
      return timers.map((t) => t.ms);
    },
    tick() {
      const t = timers.shift();
      if (!t) throw new Error('no timer waiting');
      t.run();
    }
  };
}

const words = (_: MatchState, a: Action) => makeAction(a);

describe('the line as frames', () => {
  it('starts at the hand as dealt and ends on the table as the line ends the hand, not the next deal', () => {
    const { history, tokens, before, last } = firstHand();
    const frames = lineFrames(history, tokens, words)!;
    expect(frames).toHaveLength(tokens.length + 1);
    expect(frames[0].state).toEqual(history.start);
    expect(frames[0].seat).toBeNull();
    expect(frames.slice(1).map((f) => f.text)).toEqual(tokens);
    const end = frames.at(-1)!;
    expect(end.state.hand).toBe(1);
    expect(end.seat).toBe(before.turn);
    // The last card lies on its pile, and the seat that went out holds nothing.
    expect(last.type).toBe('card');
    if (last.type === 'card') {
      expect(end.to).toBe(last.to);
      expect(end.state.hands[before.turn]).toEqual([]);
    }
    const next = play(before, last);
    expect(next.ok && next.state.hand).toBe(2);
    expect(end.state.piles).not.toEqual(next.ok ? next.state.piles : null);
  });

  it('refuses a line that does not read or play', () => {
    const { history, tokens } = firstHand();
    expect(lineFrames(history, ['nonsense'], words)).toBeNull();
    expect(lineFrames(history, [tokens[1], ...tokens], words)).toBeNull();
    expect(lineShow(history, ['nonsense'], words, clock().later, () => {})).toBeNull();
  });
});

describe('Show that line: play, pause, step, back, speed', () => {
  it('plays a step at each tick of its speed, holds the last step, then says it has ended', () => {
    const { history, tokens } = firstHand();
    const c = clock();
    let ended = 0;
    const line = lineShow(history, tokens, words, c.later, () => ended++, 'slow')!;
    expect(line.at).toBe(0);
    expect(line.playing).toBe(false);
    expect(c.waiting).toEqual([]);
    line.play();
    expect(c.waiting).toEqual([LINE_SPEEDS.slow]);
    for (let i = 1; i <= line.total; i++) {
      c.tick();
      expect(line.at).toBe(i);
    }
    expect(ended).toBe(0);
    expect(c.waiting).toEqual([LINE_SPEEDS.slow * LINE_END_HOLD]);
    c.tick();
    expect(ended).toBe(1);
    expect(line.playing).toBe(false);
    expect(c.waiting).toEqual([]);
    // Play at the end starts again from the hand's start.
    line.play();
    expect(line.at).toBe(0);
    expect(line.playing).toBe(true);
  });

  it('Pause stops the timer where it is; Step and Back move one action and pause; the ends are the limits', () => {
    const { history, tokens } = firstHand();
    const c = clock();
    let ended = 0;
    const line = lineShow(history, tokens, words, c.later, () => ended++)!;
    line.play();
    c.tick();
    c.tick();
    expect(line.at).toBe(2);
    line.toggle();
    expect(line.playing).toBe(false);
    expect(c.waiting).toEqual([]);
    line.step();
    expect(line.at).toBe(3);
    expect(line.frame.text).toBe(tokens[2]);
    line.back();
    line.back();
    expect(line.at).toBe(1);
    // Stepping while it plays pauses it.
    line.toggle();
    expect(c.waiting).toHaveLength(1);
    line.step();
    expect(line.playing).toBe(false);
    expect(c.waiting).toEqual([]);
    expect(line.at).toBe(2);
    for (let i = 0; i < 5; i++) line.back();
    expect(line.at).toBe(0);
    for (let i = 0; i < line.total + 5; i++) line.step();
    expect(line.at).toBe(line.total);
    // Stepped to the end by hand, the line stays there: nothing closes it.
    expect(c.waiting).toEqual([]);
    expect(ended).toBe(0);
  });

  it('a new speed takes effect at once while playing, and is kept while paused', () => {
    const { history, tokens } = firstHand();
    const c = clock();
    const line = new LineShow(lineFrames(history, tokens, words)!, c.later, () => {});
    expect(line.speed).toBe('normal');
    line.play();
    expect(c.waiting).toEqual([LINE_SPEEDS.normal]);
    line.setSpeed('fast');
    expect(c.waiting).toEqual([LINE_SPEEDS.fast]);
    line.pause();
    line.setSpeed('slow');
    expect(c.waiting).toEqual([]);
    line.play();
    expect(c.waiting).toEqual([LINE_SPEEDS.slow]);
    line.stop();
    expect(c.waiting).toEqual([]);
    expect(LINE_SPEEDS.slow).toBeGreaterThan(LINE_SPEEDS.normal);
    expect(LINE_SPEEDS.normal).toBeGreaterThan(LINE_SPEEDS.fast);
    expect(['slow', 'normal', 'fast', 'instant', 'constructor', 1].map(isLineSpeed)).toEqual([true, true, true, false, false, false]);
  });

  it('starts at the speed of the table\'s pace when none was chosen (Instant shows it fast), and says how long it is', () => {
    const { history, tokens } = firstHand();
    expect((['slow', 'normal', 'fast', 'instant'] as const).map(speedOfPace)).toEqual(['slow', 'normal', 'fast', 'fast']);
    const line = lineShow(history, tokens, words, clock().later, () => {}, 'instant')!;
    expect(line.speed).toBe('fast');
    expect(lineShow(history, tokens, words, clock().later, () => {}, 'slow')!.speed).toBe('slow');
    expect(line.opening).toBe(`Showing the better line, ${tokens.length} steps.`);
  });
});
