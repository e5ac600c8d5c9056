// What a card's face shows, as data: each suit's shape and where a number card's pips go.
// Card.svelte draws them; its CSS holds the measurements, so the page's script stays small.
import type { Suit } from './card';

/**
 * Each suit's shape as one path in a 100 × 100 box, so that a pip is fixed markup with one
 * attribute and no branch on the suit. The club's three leaves and its knot are circles drawn
 * as arcs, all the same way round as its stem, so that they join up.
 */
export const SUIT_PATHS: Readonly<Record<Suit, string>> = {
  H: 'M50 92C40 80 4 60 4 32C4 16 16 6 29 6C39 6 46 12 50 20C54 12 61 6 71 6C84 6 96 16 96 32C96 60 60 80 50 92Z',
  D: 'M50 2L86 50L50 98L14 50Z',
  S: 'M50 4C62 22 94 38 94 62C94 76 84 84 72 84C62 84 55 79 52 73C53 84 57 91 66 96H34C43 91 47 84 48 73C45 79 38 84 28 84C16 84 6 76 6 62C6 38 38 22 50 4Z',
  C:
    'M30 27a20 20 0 1 0 40 0a20 20 0 1 0-40 0Z' +
    'M7 58a20 20 0 1 0 40 0a20 20 0 1 0-40 0Z' +
    'M53 58a20 20 0 1 0 40 0a20 20 0 1 0-40 0Z' +
    'M39 52a11 11 0 1 0 22 0a11 11 0 1 0-22 0Z' +
    'M45 55C45 75 40 88 30 96H70C60 88 55 75 55 55Z'
};

/**
 * The standard pip layouts of the ace to the 10, one string per rank. Each pair of digits is
 * one pip: its column (0 left, 1 middle, 2 right), then its row, 0 at the top to 8 at the
 * bottom, at 0, 1/6, 1/4, 1/3, 1/2, 2/3, 3/4, 5/6 and all of the way down the pip field.
 * Pips below the middle row are drawn upside down, as printed cards have them.
 */
const LAYOUTS = [
  '14',
  '10 18',
  '10 14 18',
  '00 20 08 28',
  '00 20 14 08 28',
  '00 20 04 24 08 28',
  '00 20 12 04 24 08 28',
  '00 20 12 04 24 16 08 28',
  '00 20 03 23 14 05 25 08 28',
  '00 20 11 03 23 05 25 17 08 28'
] as const;

/** A pip's place: column 0–2 and row 0–8, as in LAYOUTS. */
export interface PipPlace {
  readonly column: number;
  readonly row: number;
}

const PLACES: readonly (readonly PipPlace[])[] = LAYOUTS.map((layout) =>
  layout.split(' ').map((pair) => ({ column: Number(pair[0]), row: Number(pair[1]) }))
);

/** Where the pips of a number card (rank 1 to 10) go; none for a court card. */
export const pipPlaces = (rank: number): readonly PipPlace[] => PLACES[rank - 1] ?? [];

/** What a court card's picture is given: the figure, its suit and the suit's pip path. */
export interface CourtArtProps {
  readonly royal: 'J' | 'Q' | 'K';
  readonly suit: Suit;
  readonly suitPath: string;
}

/**
 * The context key under which a page names the court pictures its cards draw instead of the
 * Classic ones (the table's Company deck): a value whose `art` is that component, or null.
 */
export const COURT_ART = Symbol('court art');
