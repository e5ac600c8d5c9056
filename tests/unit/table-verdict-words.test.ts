// The verdict's words (docs/table-verdict.md, "On the page"): on constructed verdicts, each part
// is said as proved only when it is, and "not settled" only of the part that is not.
import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../src/lib/table/engine';
import { verdictWords } from '../../src/lib/table/verdict-words';

const verdict = (v: Partial<Verdict>): Verdict => ({
  settled: true, pointsSettled: true, fewestPoints: 0, couldGoOut: false, line: ['e'],
  playedPoints: 0, playedOutTurn: null, nodes: 1, ...v
});

describe('verdictWords', () => {
  it('says the player did the best possible when it went out on the proved earliest turn', () => {
    expect(verdictWords(verdict({ couldGoOut: true, goOutTurn: 6, playedOutTurn: 6 }))).toEqual({
      text: 'Best possible: you went out on turn 6.', better: false
    });
  });

  it('says the earliest turn against the turn the player went out on', () => {
    expect(verdictWords(verdict({ couldGoOut: true, goOutTurn: 6, playedOutTurn: 9 }))).toEqual({
      text: 'You could have gone out on turn 6 (you went out on turn 9).', better: true
    });
  });

  it('says 0 points instead of the points played, out on the earliest turn', () => {
    expect(verdictWords(verdict({ couldGoOut: true, goOutTurn: 6, playedPoints: 4 })).text).toBe(
      'You could have ended with 0 points instead of 4: out on turn 6.'
    );
  });

  it('says "by turn" when going out is proved but the earliest turn is not', () => {
    const unproved = { settled: false, pointsSettled: true, couldGoOut: true, goOutTurn: 6 };
    expect(verdictWords(verdict({ ...unproved, playedPoints: 4 }))).toEqual({
      text: 'You could have ended with 0 points instead of 4: out by turn 6.', better: true
    });
    expect(verdictWords(verdict({ ...unproved, playedOutTurn: 9 })).text).toBe('You could have gone out by turn 6 (you went out on turn 9).');
    // Going out on the best turn found: the points are proved, only the turn is open.
    const own = verdictWords(verdict({ ...unproved, playedOutTurn: 6 }));
    expect(own).toEqual({
      text: 'You went out on turn 6 with 0 points, the fewest possible; whether an earlier turn was possible is not settled.', better: false
    });
  });

  it('says the fewest points when going out was not possible', () => {
    expect(verdictWords(verdict({ fewestPoints: 1, playedPoints: 11 }))).toEqual({
      text: "You could have ended with 1 point instead of 11; going out was not possible.", better: true
    });
    expect(verdictWords(verdict({ fewestPoints: 1, playedPoints: 1 }))).toEqual({ text: 'Nothing better was possible.', better: false });
  });

  it('says "not settled" only of the points when they are not proved', () => {
    const open = { settled: false, pointsSettled: false };
    expect(verdictWords(verdict({ ...open, fewestPoints: 2, playedPoints: 5 }))).toEqual({
      text: 'You could have ended with 2 points instead of 5; whether fewer was possible is not settled.', better: true
    });
    expect(verdictWords(verdict({ ...open, fewestPoints: 5, playedPoints: 5 }))).toEqual({
      text: 'Not settled within the budget: nothing better found.', better: false
    });
  });

  it('speaks of the best line alone when the hand was not played to its end', () => {
    expect(verdictWords(verdict({ couldGoOut: true, goOutTurn: 3, playedPoints: null })).text).toBe('You could have gone out on turn 3.');
  });
});
