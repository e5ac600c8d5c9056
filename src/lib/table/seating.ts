// Who plays each seat of a table match (docs/table-notation.md, "Seats"): a person at this
// device or a computer player, and each person's name. The engine knows only seats by number;
// the seating travels beside the options, in the address and in the saved match. Pure.
import { SEAT_NAMES, type Level, type MatchOptions, type PlayerCount, type Seat } from './engine';

/**
 * One seat's player as chosen. A person elsewhere (a game server, a later issue) will be one more
 * kind here: the seats (seats.svelte.ts) then wait for its actions as they wait for a person's.
 */
export type SeatChoice = { readonly kind: 'person'; readonly name: string } | { readonly kind: 'computer' };

/** Every seat's choice, seat 0 first; seat 0 is always a person (the one who dealt). */
export type Seating = readonly SeatChoice[];

/** A seat as it plays: a person (by name) or a computer player at its level. */
export type SeatPlayer =
  | { readonly kind: 'person'; readonly name: string }
  | { readonly kind: 'computer'; readonly name: string; readonly level: Level };

export const NAME_MAX = 20;

/** A person's default name: "You" when alone at the device, else "Player N" by seat. */
export const defaultName = (seat: Seat, people: number): string => (people <= 1 && seat === 0 ? 'You' : `Player ${seat + 1}`);

/** The default seating: the player here, and computers in the other seats. */
export const soloSeating = (players: PlayerCount): Seating =>
  Array.from({ length: players }, (_, seat) => (seat === 0 ? { kind: 'person', name: '' } : { kind: 'computer' }));

/** A name as kept: trimmed, single spaces, no control characters or commas, at most NAME_MAX characters; '' means the default. */
export const cleanName = (text: string): string =>
  [...text.replace(/[\u0000-\u001f\u007f,]/g, ' ').replace(/\s+/g, ' ').trim()].slice(0, NAME_MAX).join('').trim();

/** The number of people at this device. */
export const peopleIn = (seating: Seating): number => seating.filter((c) => c.kind === 'person').length;

/** More than one person at this device: pass and play. */
export const isPassAndPlay = (seating: Seating): boolean => peopleIn(seating) > 1;

/** The seating for `players` seats: the chosen seats kept, new ones computers, seat 0 a person. */
export function fitSeating(seating: Seating, players: PlayerCount): Seating {
  return Array.from({ length: players }, (_, seat) => {
    const c = seating[seat] ?? { kind: 'computer' };
    return seat === 0 && c.kind !== 'person' ? { kind: 'person', name: '' } : c;
  });
}

/** Each seat as it plays: computers by their names at the match's level, people by their names or the default. */
export function seatPlayers(seating: Seating, options: MatchOptions): SeatPlayer[] {
  const people = peopleIn(seating);
  return seating.map((c, seat) =>
    c.kind === 'person'
      ? { kind: 'person', name: c.name === '' ? defaultName(seat, people) : c.name }
      : { kind: 'computer', name: SEAT_NAMES[seat], level: options.level }
  );
}

/** The address's form, or null for the default seating: `seats=pcp` (p a person, c a computer) and `names=Ann,,Ben` (one per person, '' for the default). */
export function seatingQuery(seating: Seating): { seats: string; names: string | null } | null {
  if (!isPassAndPlay(seating) && seating.every((c, seat) => (seat === 0 ? c.kind === 'person' && c.name === '' : c.kind === 'computer'))) return null;
  const names = seating.flatMap((c) => (c.kind === 'person' ? [c.name] : []));
  return { seats: seating.map((c) => (c.kind === 'person' ? 'p' : 'c')).join(''), names: names.some((n) => n !== '') ? names.join(',') : null };
}

/** Reads `seats` and `names` (see seatingQuery) for `players` seats; the problem in words when they cannot be used. */
export function readSeating(seats: string | null, names: string | null, players: PlayerCount): { seating: Seating } | { problem: string } {
  if (seats === null) {
    if (names !== null) return { problem: 'The link names players but has no seats= to seat them.' };
    return { seating: soloSeating(players) };
  }
  if (!new RegExp(`^p[pc]{${players - 1}}$`).test(seats))
    return { problem: `The link's seats= should be ${players} letters, p for a person or c for a computer, the first a p.` };
  const given = names === null ? [] : names.split(',');
  const people = [...seats].filter((k) => k === 'p').length;
  if (given.length > people) return { problem: `The link names ${given.length} people but seats ${people}.` };
  let next = 0;
  return { seating: [...seats].map((k) => (k === 'p' ? { kind: 'person', name: cleanName(given[next++] ?? '') } : { kind: 'computer' })) };
}

/** A saved seating, checked: null when it does not fit `players` seats. */
export function validateSeating(data: unknown, players: PlayerCount): Seating | null {
  if (!Array.isArray(data) || data.length !== players) return null;
  const seating: SeatChoice[] = [];
  for (const [seat, c] of data.entries()) {
    if (typeof c !== 'object' || c === null) return null;
    const { kind, name } = c as { kind?: unknown; name?: unknown };
    if (kind === 'computer' && seat > 0) seating.push({ kind });
    else if (kind === 'person' && typeof name === 'string' && cleanName(name) === name) seating.push({ kind, name });
    else return null;
  }
  return seating;
}
