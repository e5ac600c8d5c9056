// What the table says about the play (docs/table-page.md): the Herald's calls, the coach's line
// after a person's turn, the verdict on a hand just ended and its better line shown on the
// cloth, and the record of a finished match. Each is a listener of the match controller's
// changes, so no action can skip them. The verdict, the coach and the record are for a match
// with one person at the device (a pass-and-play table is nobody's own record).
import { current, VERDICT_BUDGET, type History, type MatchOptions, type MatchState, type Action, type Verdict } from './engine';
import type { Plan } from './engine/players/turn';
import { actionWords } from './explain';
import { heraldCalls, heraldWords, type HeraldCall } from './herald';
import type { MatchChange, MatchController } from './match.svelte';
import { peopleIn } from './seating';
import type { TableSeats } from './seats.svelte';
import type { TableMatchRecord } from './stats';
import type { TableRecordStatus } from '$lib/storage/table-stats';
import type { CoachAdvice } from './coach';
import type { LineShow, LineSpeed, lineShow } from './line-show.svelte';

export interface CommentaryEnvironment {
  later(ms: number, run: () => void): () => void;
  /**
   * Adds the finished match `history` to the table's statistics, once (under the match's `id`):
   * its record (match-record.ts, loaded with a match's end) and what became of it; null when its
   * actions do not replay (a saved match's always do).
   */
  recordMatch(history: History, day: string | null, id: string): Recorded | Promise<Recorded>;
  /** The Herald's calls of an action, and their words: spoken, with a fanfare, when sounds and the calls are on. */
  herald?(calls: readonly HeraldCall[], words: readonly string[]): void;
  /** The coach is on (the shared setting); missing means on. */
  coaching?(): boolean;
  /** The coach's judgement (coach.ts), loaded with the computer players. */
  coachAdvice?(): Promise<(start: MatchState, played: readonly Action[], expert: Plan) => CoachAdvice | null>;
  /** The verdict on the last hand the match's actions finish (docs/table-verdict.md), off the page. */
  judge?(key: string, options: MatchOptions, actions: readonly Action[], budget: number): Promise<{ hand: number; verdict: Verdict }>;
}

/** A finished match's record, and what storage made of it. */
export type Recorded = { readonly record: TableMatchRecord; readonly status: TableRecordStatus } | null;

export class TableCommentary {
  /** The Herald's last calls, shown on the cloth until the next ones (or the next hand); `n` counts them. */
  herald: { calls: readonly HeraldCall[]; text: string; n: number } | null = $state.raw(null);
  /**
   * The coach's line on the person's last turn (coach.ts): what the Expert would have done and
   * why it saves points; until dismissed, the person's next action, or the hand's end.
   */
  coachLine: { text: string; why: string } | null = $state.raw(null);
  /** The verdict on the hand that just ended: 'working' while the worker searches. */
  verdict: { hand: number; verdict: Verdict } | 'working' | null = $state.raw(null);
  /** The verdict's line on show (Show that line), with its Pause, Step, Back and speed; the match is untouched. */
  line: LineShow | null = $state.raw(null);
  /** The Herald's words for the last action played, for the page's live region; null when it called nothing. */
  called: string | null = null;

  readonly #match: MatchController;
  readonly #seats: TableSeats;
  readonly #env: CommentaryEnvironment;
  readonly #speak: (text: string) => void;
  readonly #counted: (match: TableMatchRecord, status: TableRecordStatus) => void;
  /** The speed the player last chose for a line, for the page's life; until then the table's pace's. */
  #lineSpeed: LineSpeed | null = null;
  /** Counts the coach's lines cleared: an answer that comes after its line's time is dropped. */
  #coachTurn = 0;

  constructor(
    match: MatchController, seats: TableSeats, env: CommentaryEnvironment, speak: (text: string) => void,
    counted: (match: TableMatchRecord, status: TableRecordStatus) => void = () => {}
  ) {
    this.#counted = counted;
    this.#match = match;
    this.#seats = seats;
    this.#env = env;
    this.#speak = speak;
  }

  /** After each change of the match: the Herald, the coach, then a hand's end. */
  heard(change: MatchChange): void {
    this.#callOut(change);
    this.#coach(change);
    this.#handEnded(change);
  }

  /** One person at this device: the verdict, the coach and the statistics are theirs. */
  get #alone(): boolean {
    return peopleIn(this.#match.seating) === 1;
  }

  dismissCoach(): void {
    this.coachLine = null;
  }

  /**
   * Shows the verdict's better line on the cloth from the hand's start, playing at the chosen
   * speed, then the finished hand again. `make` (line-show.svelte.ts) comes from the hand's end
   * panel, which loads with it.
   */
  showLine(make: typeof lineShow): void {
    const v = this.verdict;
    const h = this.#match.history;
    if (v === null || v === 'working' || h === null || this.line !== null) return;
    const line = make(h, v.verdict.line, actionWords, (ms, run) => this.#env.later(ms, run), () => this.stopLine(), this.#lineSpeed ?? this.#seats.pace);
    if (line === null) return;
    this.line = line;
    this.#speak(line.opening);
    line.play();
  }

  /** The speed of the line on show, and of the next one shown. */
  setLineSpeed(speed: LineSpeed): void {
    this.#lineSpeed = speed;
    this.line?.setSpeed(speed);
  }

  /** Stops showing the verdict's line: the cloth shows the finished hand again. */
  stopLine(): void {
    const line = this.line;
    if (line === null) return;
    line.stop();
    this.line = null;
    this.#speak("Back to the hand's end.");
  }

  /** The Herald: its calls on the cloth and to the environment (spoken when sounds are on). */
  #callOut(change: MatchChange): void {
    this.called = null;
    if (change.kind === 'led') return;
    if (change.kind !== 'played') {
      if (change.kind !== 'undone') {
        this.herald = null;
        this.stopLine();
      }
      if (change.kind === 'dealt' || change.kind === 'restored') this.verdict = null;
      return;
    }
    const calls = heraldCalls(change.before, change.action, change.after);
    if (calls.length === 0) return;
    const names = this.#alone ? undefined : this.#match.players.map((p) => p.name);
    const words = calls.map((call) => heraldWords(call, names));
    this.called = words.join(' ');
    this.herald = { calls, text: this.called, n: (this.herald?.n ?? 0) + 1 };
    this.#env.herald?.(calls, words);
  }

  /** The coach's line goes: its turn is over for good (the person acts again, a next hand, another match). */
  #clearCoach(): void {
    this.coachLine = null;
    this.#coachTurn++;
  }

  /**
   * The coach's judgement of a person's turn just ended by hand. Its line stays while the other
   * seats play (time to read it), and goes at that person's next action, when the hand ends (the
   * verdict then speaks of the whole hand, and the finished hand lies uncovered), or with
   * another match.
   */
  #coach(change: MatchChange): void {
    if (change.kind === 'seen' || change.kind === 'dealt' || change.kind === 'restored') return this.#clearCoach();
    if (change.kind !== 'played') return;
    if (change.after.hand !== change.before.hand || change.after.phase === 'over') return this.#clearCoach();
    if (!this.#seats.isPerson(change.before.turn)) return;
    if (change.action.type !== 'end') {
      if (change.by !== 'computer') this.#clearCoach();
      return;
    }
    this.#clearCoach();
    if (change.by !== 'person' || !this.#alone || this.#env.coaching?.() === false || this.#env.coachAdvice === undefined) return;
    const h: History = change.previous;
    const start = h.turn[0];
    const played = h.actions.slice(h.actions.length - (h.turn.length - 1));
    const turn = this.#coachTurn;
    void Promise.all([this.#env.coachAdvice(), this.#seats.player('expert')]).then(
      ([coachAdvice, expert]) => {
        const advice = coachAdvice(start, played, expert);
        if (advice !== null && this.#coachTurn === turn) this.coachLine = { text: advice.text, why: advice.why };
      },
      () => {} // a coach that cannot load is no reason to disturb the match
    );
  }

  /** A hand's or the match's end: the verdict asked for, and a finished match recorded once. */
  #handEnded(change: MatchChange): void {
    if (change.kind !== 'played' || !this.#alone) return;
    const { before, after } = change;
    if (after.phase === 'over') {
      // Under the match's id, the same in every tab: a match is counted once however many tabs end it.
      void Promise.resolve(this.#env.recordMatch(this.#match.history!, this.#match.day, this.#match.id)).then(
        (recorded) => recorded !== null && this.#counted(recorded.record, recorded.status),
        () => {}
      );
    }
    if (after.phase === 'over' || after.hand !== before.hand) this.#judge(this.#match.history!);
  }

  /** Asks for the verdict on the hand that just ended; a later answer for another hand is dropped. */
  #judge(h: History): void {
    if (this.#env.judge === undefined) return;
    const s = current(h);
    const hand = s.last?.hand ?? null;
    this.verdict = 'working';
    this.#env.judge(s.key, s.options, h.actions, VERDICT_BUDGET).then(
      (answer) => {
        if (this.#match.state?.last?.hand === hand && answer.hand === hand) this.verdict = answer;
      },
      () => {
        if (this.verdict === 'working') this.verdict = null;
      }
    );
  }
}
