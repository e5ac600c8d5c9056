// The verdict's better line as frames to show on the table (line-show.svelte.ts): the table at
// each step, with the step in words. Loaded with a hand's end (later.ts ends), whose panel has
// "Show that line". Pure.
import { finishedPosition, lastHand, parseMoves, play, type Action, type History, type MatchState, type PileName, type Seat } from './engine';

export interface LineFrame {
  readonly state: MatchState;
  readonly text: string;
  /** The seat whose action led to this frame (none for the first frame, the hand's start). */
  readonly seat: Seat | null;
  /** The pile that action played onto, marked on the cloth. */
  readonly to: PileName | null;
}

/**
 * The frames of `line` (a hand's every action from its start, all seats, as tokens) from the
 * start of the last hand `history` finished, each step said by `words` (the page's actionWords,
 * passed in so that this module shares nothing with the page but the engine); null if the line
 * does not read or play. The last frame is the table as the line ends the hand, never the next deal.
 */
export function lineFrames(
  history: History,
  line: readonly string[],
  words: (state: MatchState, action: Action) => string
): LineFrame[] | null {
  const parsed = parseMoves(line.join(' '));
  if (!parsed.ok) return null;
  let s = lastHand(history.start, history.actions).start;
  const frames: LineFrame[] = [{ state: s, text: 'The hand as it was dealt.', seat: null, to: null }];
  for (const { action: a } of parsed.value) {
    const text = words(s, a);
    const r = play(s, a);
    if (!r.ok) return null;
    // The last action ends the hand: show the table as it ended, not the next deal.
    const ends = r.state.hand !== s.hand || r.state.phase === 'over';
    const to = a.type === 'card' || a.type === 'move' ? a.to : null;
    frames.push({ state: ends ? finishedPosition(s, a) : r.state, text, seat: s.turn, to });
    if (ends) break;
    s = r.state;
  }
  return frames;
}
