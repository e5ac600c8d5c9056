import { describe, expect, it } from 'vitest';
import { pipPlaces } from '$lib/cards/face';

describe('pipPlaces', () => {
  it('gives each number card as many pips as its rank, and courts none', () => {
    for (let rank = 1; rank <= 10; rank++) expect(pipPlaces(rank)).toHaveLength(rank);
    for (const rank of [11, 12, 13]) expect(pipPlaces(rank)).toEqual([]);
  });

  it('puts no two pips of a card in one place, and keeps every layout symmetric top to bottom', () => {
    for (let rank = 1; rank <= 10; rank++) {
      const places = pipPlaces(rank).map((p) => `${p.column}${p.row}`);
      expect(new Set(places).size).toBe(rank);
      // Turned upside down (column 2 - c, row 8 - r), the 2 to the 10 look the same, except the 7's
      // single middle pip, which printed cards put above the middle.
      const turned = new Set(pipPlaces(rank).map((p) => `${2 - p.column}${8 - p.row}`));
      const misplaced = places.filter((p) => !turned.has(p));
      expect(misplaced).toEqual(rank === 7 ? ['12'] : []);
    }
  });
});
