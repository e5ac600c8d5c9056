// A hand's end as it stays on the cloth (docs/table-page.md, "A hand's end"): the engine deals
// the next hand in the same step that ends one, so the finished position is rebuilt here from
// the state before the hand's last action (engine/finished.ts). Pure: no Svelte, no browser.
import { finishedPosition, play, type Action, type Card, type History, type MatchState } from './engine';

export interface HandEnd {
  /** The table as the hand ended: its piles, stock and hands as the engine left them. */
  readonly position: MatchState;
  /** Every seat's cards as the hand ended (the seat that went out holds none). */
  readonly hands: readonly (readonly Card[])[];
  /** The penalties of every hand ended so far, hand by hand. */
  readonly byHand: readonly (readonly number[])[];
}

/** The last hand `h` finished, on the cloth, with every hand's penalties; null before any hand has ended. */
export function lastHandEnd(h: History): HandEnd | null {
  const byHand: number[][] = [];
  let s = h.start;
  let end: { before: MatchState; action: Action } | null = null;
  for (const action of h.actions) {
    const r = play(s, action);
    if (!r.ok) break;
    if (r.value.last !== s.last && r.value.last !== null) {
      byHand.push([...r.value.last.penalties]);
      end = { before: s, action };
    }
    s = r.value;
  }
  if (end === null) return null;
  const position = s.phase === 'over' ? s : finishedPosition(end.before, end.action);
  return { position, hands: position.hands, byHand };
}
