import { describe, expect, it } from 'vitest';
import { cueFor } from '$lib/patience/sound-cues';
import { current, dealStock, restart, undo } from '$lib/patience/engine';
import { DEAL_1_LOST, DEAL_25_TO_LAST_PLACEMENT, DEAL_25_WIN, fromDeal, historyFrom } from './helpers.ts';

/** The cue of the last move of a line of play. */
function lastCue(deal: number, moves: string) {
  const history = historyFrom(dealStock(deal), moves);
  return cueFor(history.states.at(-2)!, current(history));
}

describe('sound cues', () => {
  it('ticks for a placement', () => {
    expect(lastCue(25, 'p5')).toBe('place');
    expect(lastCue(25, 'p5 p6 p9')).toBe('place');
  });

  it('chimes for a pair and for a lone ten', () => {
    expect(lastCue(25, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5')).toBe('remove');
    expect(lastCue(25, `${DEAL_25_TO_LAST_PLACEMENT} r5`)).toBe('remove');
  });

  it('plays the win and the loss instead of the move that ended the game', () => {
    expect(lastCue(25, DEAL_25_WIN)).toBe('won');
    expect(lastCue(1, DEAL_1_LOST)).toBe('lost');
  });

  it('is silent for resuming, undo, restart and another deal', () => {
    expect(lastCue(25, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5 r6+10 r9+12 d')).toBeNull();
    const history = historyFrom(dealStock(25), 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5');
    expect(cueFor(current(history), current(undo(history)))).toBeNull();
    expect(cueFor(current(history), current(restart(history)))).toBeNull();
    const lost = historyFrom(dealStock(1), DEAL_1_LOST);
    expect(cueFor(current(lost), current(undo(lost)))).toBeNull();
    expect(cueFor(fromDeal(25, ''), fromDeal(1, 'p5'))).toBeNull();
  });
});
