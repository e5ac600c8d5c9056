// The piles and a match's options in words: shared by the page's start (the piles' labels, the
// line over the table) and its words loaded later (explain.ts), so they sit with the engine's
// seat names in the one file all of the table's code loads.
import { SEAT_NAMES, type MatchOptions, type PileName } from './types';

export const PILE_WORDS: Readonly<Record<PileName, string>> = {
  N: 'north', E: 'east', S: 'south', W: 'west', NE: 'north-east', SE: 'south-east', SW: 'south-west', NW: 'north-west'
};

export function optionsWords(o: MatchOptions): string {
  const rivals = SEAT_NAMES.slice(1, o.players).join(', ');
  return `${o.players} players (you, ${rivals}), ${o.level}, draw at the ${o.draw} of the turn, target ${o.target}, queens and jacks count ${o.qj2 ? 2 : 1}`;
}
