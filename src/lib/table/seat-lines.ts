// What each seat did on its last turn, in one short line ("9♠ on N, moved W onto E, drew"),
// shown on its seat until its next turn (docs/table-page.md, "Seats"), and the card the player
// has just drawn. Pure: computed from the match's history, nothing else.
import { cardLabel, type Card } from '$lib/cards';
import { PILES, play, type Action, type History, type MatchState } from './engine';

export interface SeatLines {
  /** Per seat: its latest turn in the hand of the last action, or null before its first. */
  readonly lines: readonly (string | null)[];
  /** The card the player drew with the last action, while that draw is the last action. */
  readonly drawn: Card | null;
}

/** One action in the words of a seat's line. */
function part(before: MatchState, action: Action): string {
  switch (action.type) {
    case 'draw':
      return 'drew';
    case 'end':
      return '';
    case 'card': {
      const empty = before.piles[PILES.indexOf(action.to)].length === 0;
      return `${cardLabel(action.card)} ${empty ? 'to' : 'on'} ${action.to}`;
    }
    case 'move': {
      const empty = before.piles[PILES.indexOf(action.to)].length === 0;
      return `moved ${action.from} ${empty ? 'to' : 'onto'} ${action.to}`;
    }
  }
}

/** The words of one turn: its actions in order; a turn of only its end is a pass; going out says so. */
function turnWords(parts: readonly string[], out: boolean): string {
  const said = parts.filter((p) => p !== '');
  if (out) said.push('went out');
  return said.length === 0 ? 'passed' : said.join(', ');
}

export function seatLines(history: History): SeatLines {
  const players = history.start.options.players;
  let lines: (string | null)[] = Array(players).fill(null);
  /** The hand the lines tell of: a new hand's first action wipes the last hand's lines. */
  let linesHand = history.start.hand;
  let s = history.start;
  let parts: string[] = [];
  let drawn: Card | null = null;
  for (const action of history.actions) {
    const r = play(s, action);
    if (!r.ok) break;
    const after = r.value;
    if (s.hand !== linesHand) {
      lines = Array(players).fill(null);
      linesHand = s.hand;
      parts = [];
    }
    parts.push(part(s, action));
    const handOver = after.hand !== s.hand || after.phase === 'over';
    lines[s.turn] = turnWords(parts, handOver && after.last?.winner === s.turn);
    drawn = action.type === 'draw' && s.turn === 0 ? (after.hands[0].find((c) => !s.hands[0].includes(c)) ?? null) : null;
    if (action.type === 'end' || handOver) parts = [];
    s = after;
  }
  return { lines, drawn };
}
