// The engine imports only seedrandom's ARC4 core (seedrandom/seedrandom.js) to keep the game
// page small; it must give the package's default numbers for every seed: deal numbers are
// defined by the package (docs/notation.md), forever.
import fc from 'fast-check';
import packageSeedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom/seedrandom.js';

/** The first `count` numbers of both generators for one seed. */
function both(seed: string, count: number): [number[], number[]] {
  const ours = seedrandom(seed);
  const theirs = packageSeedrandom(seed);
  const a: number[] = [];
  const b: number[] = [];
  for (let k = 0; k < count; k++) {
    a.push(ours());
    b.push(theirs());
  }
  return [a, b];
}

describe('seedrandom, as the package computes it', () => {
  it('gives the package numbers for deals 1..3000 and both ends of the range', () => {
    for (const deal of [...Array.from({ length: 3000 }, (_, k) => k + 1), 4294967295, 20261129]) {
      const [ours, theirs] = both(String(deal), 51);
      expect(ours, `deal ${deal}`).toEqual(theirs);
    }
  });

  it('gives the package numbers for the empty seed, long seeds and characters past 255', () => {
    for (const seed of ['', 'a', 'x'.repeat(256), 'y'.repeat(257), '9'.repeat(1000), 'Dame ♥ 10 ♣', '\u0000\uffff']) {
      const [ours, theirs] = both(seed, 200);
      expect(ours, JSON.stringify(seed)).toEqual(theirs);
    }
  });

  it('gives the package numbers for any seed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (seed) => {
        const [ours, theirs] = both(seed, 60);
        expect(ours).toEqual(theirs);
      }),
      { numRuns: 500 }
    );
  });
});
