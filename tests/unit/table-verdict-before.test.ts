// Today's verdict gives the answers the search before issue 44 gave wherever that search settled
// them. Its answers are frozen in tests/fixtures/table-verdict-before.json (made once from
// handVerdict at commit 927837d) rather than keeping a second search alive in the tests: the old
// search took about half a second a hand, and its answers, being proved, never change.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type DrawTiming, type PlayerCount } from '../../src/lib/table/engine';
import { verdictOnDeal } from './table-helpers';

type Row = [number, PlayerCount, DrawTiming, boolean, boolean, number | null, boolean, number | null];
const before = JSON.parse(readFileSync(new URL('../fixtures/table-verdict-before.json', import.meta.url), 'utf8')) as { rows: Row[] };

const verdictOn = (deal: number, players: PlayerCount, draw: DrawTiming, budget?: number) => verdictOnDeal(deal, { players, draw }, budget).v;

describe('the verdict against the answers of the search before it', () => {
  it('proves the same earliest going-out turn, or the same fewest points, on every hand the old search settled (deals 1..20)', { timeout: 600000 }, () => {
    // All 50 such hands of deals 1..40 agree (checked when the fixture was made); the test keeps half, for time.
    const settled = before.rows.filter((r) => r[3] && r[0] <= 20);
    expect(settled.length).toBeGreaterThan(20);
    for (const [deal, players, draw, , , fewestPoints, couldGoOut, goOutTurn] of settled) {
      const v = verdictOn(deal, players, draw);
      const at = `deal ${deal}, ${players} players, draw at the ${draw}`;
      expect(v.settled, at).toBe(true);
      expect({ fewestPoints: v.fewestPoints, couldGoOut: v.couldGoOut, goOutTurn: v.goOutTurn ?? null }, at).toEqual({ fewestPoints, couldGoOut, goOutTurn });
    }
  });

  it('proves the same fewest points wherever the old search proved only those (the first 3 deals of each table)', { timeout: 600000 }, () => {
    const rows = before.rows.filter((r) => r[4] && !r[3] && r[0] <= 3);
    expect(rows.length).toBeGreaterThan(12);
    for (const [deal, players, draw, , , fewestPoints, couldGoOut] of rows) {
      // The points are proved by the first way out found, well within a third of the budget.
      const v = verdictOn(deal, players, draw, 10000);
      const at = `deal ${deal}, ${players} players, draw at the ${draw}`;
      expect(v.pointsSettled, at).toBe(true);
      expect({ fewestPoints: v.fewestPoints, couldGoOut: v.couldGoOut }, at).toEqual({ fewestPoints, couldGoOut });
    }
  });
});
