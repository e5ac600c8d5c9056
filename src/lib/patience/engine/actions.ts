import { fail, ok, SLOT_COUNT, type Action, type Result } from './types';
import { clip } from '../../cards/clip';

/** The action token of docs/notation.md: `p5`, `r3+9` (smaller slot first), `r7`, `d`. */
export function makeAction(action: Action): string {
  if (action.type === 'place') return `p${action.slot}`;
  if (action.type === 'resume') return 'd';
  if (action.slots.length === 1) return `r${action.slots[0]}`;
  const [a, b] = action.slots;
  return `r${Math.min(a, b)}+${Math.max(a, b)}`;
}

export const makeActions = (actions: readonly Action[]): string => actions.map(makeAction).join(' ');

export type ActionError = 'bad-action';

const SLOT = '(1[0-5]|[0-9])';
const PLACE = new RegExp(`^p${SLOT}$`);
const PAIR = new RegExp(`^r${SLOT}\\+${SLOT}$`);
const LONE = new RegExp(`^r${SLOT}$`);

/** Reads one action token; either slot order is accepted for a pair. Case-insensitive. */
export function parseAction(token: string): Result<Action, ActionError> {
  const t = token.trim().toLowerCase();
  let m: RegExpExecArray | null;
  if (t === 'd') return ok({ type: 'resume' });
  if ((m = PLACE.exec(t))) return ok({ type: 'place', slot: Number(m[1]) });
  if ((m = LONE.exec(t))) return ok({ type: 'remove', slots: [Number(m[1])] });
  if ((m = PAIR.exec(t))) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a === b) return fail('bad-action', `"${token}" names slot ${a} twice: a pair needs two different slots.`);
    return ok({ type: 'remove', slots: [Math.min(a, b), Math.max(a, b)] });
  }
  return fail(
    'bad-action',
    `"${clip(token)}" is not an action: write p5 (place on slot 5), r3+9 (remove a pair), r7 (remove a lone 10) or d (resume drawing); slots are 0 to ${SLOT_COUNT - 1}.`
  );
}

/** Reads a space-separated list of actions; an error names the token and its position (1-based). */
export function parseActions(text: string): Result<Action[], ActionError> {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== '');
  const out: Action[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const a = parseAction(tokens[i]);
    if (!a.ok) return fail('bad-action', `Move ${i + 1}: ${a.error.message}`);
    out.push(a.value);
  }
  return ok(out);
}
