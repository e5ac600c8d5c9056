// Reading a table match from the page's address (docs/table-notation.md, "Options"):
// /table?deal=N&players=3&level=expert&draw=end&target=25&qj2=1, or deck=CODE for deal=N, and
// seats=pcp&names=Ann,Ben for people at this device (seating.ts).
import { clip, makeDeckCode, parseDealNumber, parseDeckCode } from '$lib/cards';
import {
  DEFAULT_OPTIONS, DRAW_TIMINGS, LEVELS, PLAYER_COUNTS, TARGETS,
  type MatchOptions
} from './engine';
import { readSeating, type Seating } from './seating';

export type AddressMatch =
  | { readonly kind: 'none' }
  | { readonly kind: 'match'; readonly key: string; readonly options: MatchOptions; readonly seating: Seating }
  | { readonly kind: 'bad'; readonly problems: readonly string[] };

const NAMES = ['deal', 'deck', 'players', 'level', 'draw', 'target', 'qj2', 'seats', 'names'];

/** What the address asks for: nothing, a match, or what is wrong with it (every problem). */
export function readAddress(search: URLSearchParams): AddressMatch {
  if (!NAMES.some((n) => search.has(n))) return { kind: 'none' };
  const problems: string[] = [];
  const deal = search.get('deal');
  const deck = search.get('deck');
  let key: string | null = null;
  if (deal !== null && deck !== null) problems.push('The link names both a deal and a deck; it should name one.');
  else if (deal === null && deck === null) problems.push('The link has table options but no deal= or deck= to play.');
  else if (deal !== null) {
    // deal= is always a deal number and deck= always a deck code: a problem is named in that kind's words.
    const read = parseDealNumber(deal);
    if (read.ok) key = String(read.value);
    else problems.push(`The link's deal cannot be used: ${read.error.message}`);
  } else {
    const read = parseDeckCode(deck!);
    if (read.ok) key = makeDeckCode(read.value);
    else problems.push(`The link's deck cannot be used: ${read.error.message}`);
  }
  const pick = <T>(name: string, list: readonly T[], parse: (s: string) => unknown, fallback: T, say: string): T => {
    const text = search.get(name);
    if (text === null) return fallback;
    const value = parse(text);
    if (list.includes(value as T)) return value as T;
    problems.push(`The link's ${name}=${clip(text)} is not one of ${say}.`);
    return fallback;
  };
  const players = pick('players', PLAYER_COUNTS, Number, DEFAULT_OPTIONS.players, '2, 3 or 4');
  const level = pick('level', LEVELS, String, DEFAULT_OPTIONS.level, 'easy, standard or expert');
  const draw = pick('draw', DRAW_TIMINGS, String, DEFAULT_OPTIONS.draw, 'start or end');
  const target = pick('target', TARGETS, Number, DEFAULT_OPTIONS.target, '10, 15, 25 or 50');
  const qj2 = pick('qj2', [true, false], (s) => (s === '1' ? true : s === '0' ? false : null), DEFAULT_OPTIONS.qj2, '0 or 1');
  const seats = readSeating(search.get('seats'), search.get('names'), players);
  if ('problem' in seats) problems.push(seats.problem);
  if (problems.length > 0 || key === null || !('seating' in seats)) return { kind: 'bad', problems };
  return { kind: 'match', key, options: { players, level, draw, target, qj2 }, seating: seats.seating };
}
