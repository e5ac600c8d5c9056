// Action tokens (docs/table-notation.md, "Actions"): `d`, `e`, `9H>N`, `KS>NE`, `N>E`, `W>NW`.
// Case-insensitive on input, `10` accepted for the ten, `|` ignored; output is canonical.
import { makeCard, parseCard } from '../../cards/card';
import { clip } from '../../cards/clip';
import { fail, ok, type Problem, type Result } from '../../cards/result';
import { PILES, type Action, type PileName, type Side } from './types';

export type ActionError = 'bad-action';

const asPile = (text: string): PileName | undefined => PILES.find((p) => p === text);

/** Reads one action token. */
export function parseAction(text: string): Result<Action, ActionError> {
  const t = text.trim().toUpperCase();
  if (t === 'D') return ok({ type: 'draw' });
  if (t === 'E') return ok({ type: 'end' });
  const m = /^([^>]+)>([^>]+)$/.exec(t);
  const bad = (why: string) => fail('bad-action' as const, `"${clip(text)}" is not an action: ${why}`);
  if (!m) return bad('write d, e, CARD>PILE (9H>N) or SIDE>PILE (N>E)');
  const to = asPile(m[2]);
  if (to === undefined) return bad(`"${clip(m[2])}" is not a pile (N, E, S, W, NE, SE, SW, NW)`);
  const from = asPile(m[1]);
  if (from !== undefined) {
    if (from.length === 2) return bad('corner piles never move');
    return ok({ type: 'move', from: from as Side, to });
  }
  const card = parseCard(m[1]);
  if (!card.ok) return bad(`"${clip(m[1])}" is neither a card (like 9H or 10D) nor a side pile (N, E, S, W)`);
  return ok({ type: 'card', card: card.value, to });
}

/** The canonical token of an action. */
export function makeAction(action: Action): string {
  switch (action.type) {
    case 'draw':
      return 'd';
    case 'end':
      return 'e';
    case 'card':
      return `${makeCard(action.card)}>${action.to}`;
    case 'move':
      return `${action.from}>${action.to}`;
  }
}

/** One action of a move list, with its place in the list as written (from 1, `|` counted). */
export interface MoveToken {
  readonly action: Action;
  readonly position: number;
  readonly text: string;
}

/** Which token of a move list could not be read: its `position` (from 1, `|` counted) and `text`. */
export type MoveListProblem = Problem<ActionError> & { readonly position: number; readonly text: string };

/** Reads a move list: tokens separated by white space; `|` anywhere is ignored. */
export function parseMoves(text: string): Result<MoveToken[], ActionError, { readonly position: number; readonly text: string }> {
  const tokens: MoveToken[] = [];
  // `|` may touch its neighbours ("e|d"): it is a token of its own wherever it stands.
  const words = text.replaceAll('|', ' | ').split(/\s+/).filter((w) => w !== '');
  for (let i = 0; i < words.length; i++) {
    if (words[i] === '|') continue;
    const action = parseAction(words[i]);
    if (!action.ok) return fail(action.error.code, action.error.message, { position: i + 1, text: words[i] });
    tokens.push({ action: action.value, position: i + 1, text: words[i] });
  }
  return ok(tokens);
}

/**
 * Writes a move list; `hands[i]` is the hand that action i was made in, and ` | ` is written
 * between hands (leave it out for a plain list).
 */
export function makeMoves(actions: readonly Action[], hands?: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < actions.length; i++) {
    if (hands && i > 0 && hands[i] !== hands[i - 1]) out.push('|');
    out.push(makeAction(actions[i]));
  }
  return out.join(' ');
}

/** Orders tokens by character code, as the command line lists them (`2C>N` < `AS>E` < `N>E` < `d` < `e`). */
export const byCharCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const sameAction = (a: Action, b: Action): boolean => makeAction(a) === makeAction(b);

