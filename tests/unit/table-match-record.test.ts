// One replay of a match for both its ends (match-record.ts): the hands' ends the page shows
// (TableEnd) and the record the statistics keep agree with the match as it was played.
import { describe, expect, it } from 'vitest';
import { createMatch, current, record, startHistory, type History } from '$lib/table/engine';
import { playMatch } from '$lib/table/engine/autoplay';
import { handEndings, matchRecord } from '$lib/table/match-record';

function played(deal: string) {
  const match = playMatch(createMatch(deal, { players: 3 }), ['standard', 'standard', 'standard']);
  let h: History = startHistory(createMatch(deal, { players: 3 }));
  for (const a of match.actions) {
    const r = record(h, a);
    if (!r.ok) throw new Error(r.error.message);
    h = r.value;
  }
  return { match, history: h };
}

describe('handEndings', () => {
  it('finds every hand end, with its winner and everyone penalties, as the match played them', () => {
    const { match, history } = played('8127');
    const { endings, complete } = handEndings(history);
    expect(complete).toBe(true);
    expect(endings.map(({ hand, winner, penalties }) => ({ hand, winner, penalties }))).toEqual(
      match.results.map(({ hand, winner, penalties }) => ({ hand, winner, penalties: [...penalties] }))
    );
    // The seat that went out holds nothing; the others hold what their penalties count.
    for (const e of endings) {
      if (e.winner !== null) expect(e.hands[e.winner]).toEqual([]);
      expect(e.hands).toHaveLength(3);
    }
    expect(current(history).phase).toBe('over');
  });

  it('sums the same replay up for the statistics', () => {
    const { match, history } = played('8127');
    const r = matchRecord(history, null, "m1")!;
    expect(r.penalties).toEqual(match.results.map((x) => x.penalties[0]));
    expect(r.handsWon).toBe(match.results.filter((x) => x.winner === 0).length);
    expect(r.totals).toEqual(match.final.totals);
    expect(r.hands).toBe(match.results.length);
  });

  it('stops at an action that does not replay', () => {
    const { history } = played('8127');
    const broken: History = { ...history, actions: [history.actions[1], ...history.actions] };
    expect(handEndings(broken).complete).toBe(false);
    expect(matchRecord(broken, null, "m1")).toBeNull();
  });
});
