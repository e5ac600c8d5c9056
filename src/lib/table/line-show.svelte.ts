// "Show that line" (docs/table-verdict.md, "On the page"): the verdict's better line played on
// the cloth where the finished hand lies, one action a step, at a speed the player picks, with
// Pause, Step and Back. When it plays through, the last step stays a moment and the finished
// hand comes back. The match is never touched. Loaded with a hand's end (later.ts, `ends`);
// the timer is handed in, so the unit tests run it by hand.
import type { Action, History, MatchState } from './engine';
import type { Pace } from './pace';
import { lineFrames, type LineFrame } from './verdict-line';

/** Milliseconds a step stays on show while the line plays, by speed. */
export const LINE_SPEEDS = { slow: 1600, normal: 800, fast: 300 } as const;
export type LineSpeed = keyof typeof LINE_SPEEDS;
export const isLineSpeed = (value: unknown): value is LineSpeed => typeof value === 'string' && Object.hasOwn(LINE_SPEEDS, value);

/** How many steps' time the end of a line played through stays, before the finished hand comes back. */
export const LINE_END_HOLD = 3;

export type Later = (ms: number, run: () => void) => () => void;

export class LineShow {
  readonly frames: readonly LineFrame[];
  /** The step on show: 0 is the hand as dealt, `total` the line's last action. */
  at = $state(0);
  playing = $state(false);
  speed: LineSpeed = $state('normal');

  readonly #later: Later;
  readonly #ended: () => void;
  #cancel: (() => void) | null = null;

  /** `ended` is called when the line has played through and its last step has stayed a moment. */
  constructor(frames: readonly LineFrame[], later: Later, ended: () => void, speed: LineSpeed = 'normal') {
    if (frames.length === 0) throw new Error('a line has at least its first frame');
    this.frames = frames;
    this.#later = later;
    this.#ended = ended;
    this.speed = speed;
  }

  get total(): number {
    return this.frames.length - 1;
  }

  get frame(): LineFrame {
    return this.frames[this.at];
  }

  /** What is said as the line starts. */
  get opening(): string {
    return `Showing the better line, ${this.total} steps.`;
  }

  /** Plays on from the step on show (from the start again when at the end). */
  play(): void {
    if (this.at >= this.total) this.at = 0;
    this.playing = true;
    this.#schedule();
  }

  pause(): void {
    this.playing = false;
    this.#stopTimer();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** One action on (a step by hand pauses the line). */
  step(): void {
    this.pause();
    this.at = Math.min(this.total, this.at + 1);
  }

  /** One action back (pauses the line). */
  back(): void {
    this.pause();
    this.at = Math.max(0, this.at - 1);
  }

  setSpeed(speed: LineSpeed): void {
    this.speed = speed;
    if (this.playing) this.#schedule();
  }

  /** Stops the timer for good (the line is closed). */
  stop(): void {
    this.pause();
  }

  #stopTimer(): void {
    this.#cancel?.();
    this.#cancel = null;
  }

  #schedule(): void {
    this.#stopTimer();
    if (!this.playing) return;
    const ms = LINE_SPEEDS[this.speed];
    if (this.at >= this.total) {
      this.#cancel = this.#later(ms * LINE_END_HOLD, () => {
        this.#cancel = null;
        this.playing = false;
        this.#ended();
      });
      return;
    }
    this.#cancel = this.#later(ms, () => {
      this.#cancel = null;
      this.at += 1;
      this.#schedule();
    });
  }
}

/** The line's speed for a table's pace: Slow and Normal the same, Fast and Instant fast. */
export const speedOfPace = (pace: Pace): LineSpeed => (pace === 'slow' || pace === 'normal' ? pace : 'fast');

/**
 * The line `tokens` (the verdict's, from the start of the last hand `history` finished) ready to
 * show, paused at its first step, at `speed` (or the one for a table's pace); null when it does
 * not read or play.
 */
export function lineShow(
  history: History, tokens: readonly string[], words: (state: MatchState, action: Action) => string,
  later: Later, ended: () => void, speed: LineSpeed | Pace = 'normal'
): LineShow | null {
  const frames = lineFrames(history, tokens, words);
  return frames === null ? null : new LineShow(frames, later, ended, isLineSpeed(speed) ? speed : speedOfPace(speed));
}
