// The table in words that the page needs at once: whose turn it is, the address of a match and
// its title, the options line (the piles' and the options' words are the engine's, names.ts).
// The words of actions, refusals, ends and the deal details are in explain.ts.
// Pure: no Svelte, no browser.
import type { Card } from '$lib/cards';
import { DEFAULT_OPTIONS, optionsWords, pileIndex, seatName, topOf, type MatchOptions, type MatchState, type PileName, type Seat } from './engine';
import { seatingQuery, type Seating, type SeatPlayer } from './seating';

export { PILE_WORDS, optionsWords } from './engine';

/** Whose turn it is, in words. */
export const turnWords = (seat: Seat): string => (seat === 0 ? 'Your turn.' : `${seatName(seat)}'s turn.`);

/** The address's query that opens a match: the key, every option not at its default, and the seats when not the default (seating.ts). */
export function matchQuery(key: string, options: MatchOptions, seating?: Seating): string {
  const q = new URLSearchParams();
  q.set(/^[0-9]+$/.test(key) ? 'deal' : 'deck', key);
  if (options.players !== DEFAULT_OPTIONS.players) q.set('players', String(options.players));
  if (options.level !== DEFAULT_OPTIONS.level) q.set('level', options.level);
  if (options.draw !== DEFAULT_OPTIONS.draw) q.set('draw', options.draw);
  if (options.target !== DEFAULT_OPTIONS.target) q.set('target', String(options.target));
  if (options.qj2) q.set('qj2', '1');
  const seats = seating === undefined ? null : seatingQuery(seating);
  if (seats !== null) {
    q.set('seats', seats.seats);
    if (seats.names !== null) q.set('names', seats.names);
  }
  return `?${q}`;
}

export const matchTitle = (key: string): string => (/^[0-9]+$/.test(key) ? `Deal ${key}` : 'Deck code deal');

/** The top card of a pile, for names. */
export const topCard = (state: MatchState, pile: PileName): Card | undefined => topOf(state.piles[pileIndex(pile)]);

/** The options line over the table, naming who sits where when people share the device. */
export function tableOptionsWords(options: MatchOptions, players: readonly SeatPlayer[]): string {
  const words = optionsWords(options);
  if (players.filter((p) => p.kind === 'person').length <= 1) return words;
  const who = players.map((p) => (p.kind === 'person' ? p.name : `${p.name} (computer)`)).join(', ');
  return words.replace(/^(\d+ players) \([^)]*\)/, `$1 (${who})`);
}
