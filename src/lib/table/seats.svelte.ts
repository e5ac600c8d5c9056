// The seats (docs/table-page.md, "Who does what"): who plays each seat of the match and when.
// A person at this device acts through the page; a computer player acts here, one action at a
// time at the pace; Watch lets the Expert play a person's seat. Every computer action goes to
// the match controller like a person's; this only decides when, and loads the players through
// one path (the environment's `player`). A person elsewhere would be one more kind of seat whose
// actions arrive from outside: nothing here would play for it.
import { seatView, type Level, type MatchState, type Seat } from './engine';
import { planWith, type Plan } from './engine/players/turn';
import type { MatchChange, MatchController } from './match.svelte';
import { PACES, type Pace } from './pace';

export interface SeatsEnvironment {
  /** Calls `run` after `ms`; returns the function that cancels it. */
  later(ms: number, run: () => void): () => void;
  /** A level's computer player: at once, or once its code has loaded. */
  player(level: Level): Plan | Promise<Plan>;
}

export type WatchState = 'off' | 'running' | 'paused';

/**
 * How long a tab that follows another waits, beyond the pace, with a computer to act and no
 * word from the leading tab, before it takes the lead (the leading tab was closed, or its timers
 * are held back in the background).
 */
export const TAKE_OVER_MS = 2500;

export class TableSeats {
  pace: Pace = $state('normal');
  /** The computers play without pause until a person is to act again. */
  hurrying = $state(false);
  /**
   * Watch (docs/table-page.md): the Expert plays the seat of the person to act at the pace;
   * 'paused' lets Step play one action; an action by hand, the turn passing to another person,
   * or the hand's end sets it back to 'off'.
   */
  watch: WatchState = $state('off');

  readonly #match: MatchController;
  readonly #env: SeatsEnvironment;
  /** The page lets the seats act: no options form, no pass screen, nothing covering the table. */
  readonly #open: () => boolean;
  #cancel: (() => void) | null = null;
  #held = false;
  /** The computer players loaded so far. */
  #plans = new Map<Level, Plan>();
  /** The person whose seat Watch plays. */
  #watched: Seat = 0;

  constructor(match: MatchController, env: SeatsEnvironment, open: () => boolean) {
    this.#match = match;
    this.#env = env;
    this.#open = open;
  }

  /** Whether `seat` is played by a person at this device. */
  isPerson(seat: Seat): boolean {
    return this.#match.players[seat]?.kind === 'person';
  }

  /** A level's computer player, loaded through the environment the first time (the one path: the computers, Watch and the coach use it). */
  player(level: Level): Plan | Promise<Plan> {
    const known = this.#plans.get(level);
    if (known !== undefined) return known;
    const got = this.#env.player(level);
    if (typeof got === 'function') {
      this.#plans.set(level, got);
      return got;
    }
    return got.then((plan) => {
      this.#plans.set(level, plan);
      return plan;
    });
  }

  setPace(pace: Pace): void {
    this.pace = pace;
  }

  /** Plays the computers' actions without pause until a person is to act. */
  hurry(): void {
    this.hurrying = true;
    this.stop();
    this.resume();
  }

  /** While something covers the table (the Intermission) the computers wait; then they go on. */
  hold(held: boolean): void {
    if (held === this.#held) return;
    this.#held = held;
    if (held) this.stop();
    else this.resume();
  }

  /** Watch starts (or a paused one goes on) in the seat of the person to act. */
  runWatch(): void {
    const s = this.#match.state;
    if (s === null) return;
    if (this.watch === 'off') this.#watched = s.turn;
    this.watch = 'running';
    this.resume();
  }

  /** Watch stops after the action on show. */
  pauseWatch(): void {
    this.watch = 'paused';
    if (this.isPerson(this.#match.state?.turn ?? 0)) this.stop();
  }

  /** Plays one action of the Expert in the seat of the person to act; loads the Expert first if needed. */
  async stepWatch(): Promise<void> {
    const s = this.#match.state;
    if (s === null || this.watch === 'running') return;
    if (this.watch === 'off') this.#watched = s.turn;
    this.watch = 'paused';
    if (this.#playFor(s)) return;
    await this.player('expert');
    if (this.#match.state === s && this.watch === 'paused') this.#playFor(s);
  }

  /** An action by hand: the person takes their seat back from Watch. */
  byHand(): void {
    if (this.watch === 'off') return;
    this.watch = 'off';
    if (this.isPerson(this.#match.state?.turn ?? 0)) this.stop();
  }

  /** Stops the action waiting on the timer. */
  stop(): void {
    this.#cancel?.();
    this.#cancel = null;
  }

  /**
   * Schedules the next computer action when one is due (not while held, nor while the page keeps
   * the table still). In a tab that follows another, only a wait: if the leading tab says nothing
   * for long enough, this one takes the lead.
   */
  resume(): void {
    if (this.#held || this.#cancel !== null || !this.#automatic) return;
    const s = this.#match.state!;
    if (!this.#match.leads && !this.isPerson(s.turn)) {
      this.#cancel = this.#env.later(TAKE_OVER_MS + PACES[this.pace], () => {
        this.#cancel = null;
        if (this.#automatic) this.#match.lead();
      });
      return;
    }
    this.#cancel = this.#env.later(this.hurrying && !this.isPerson(s.turn) ? 0 : PACES[this.pace], () => {
      this.#cancel = null;
      if (this.#automatic && (this.#match.leads || this.isPerson(this.#match.state!.turn))) this.#playFor(this.#match.state!);
    });
  }

  /** A computer is to act, or Watch runs in the seat to act. */
  get #automatic(): boolean {
    const s = this.#match.state;
    if (s === null || s.phase === 'over' || this.#match.handEnded || !this.#open()) return false;
    return !this.isPerson(s.turn) || this.watch === 'running';
  }

  /** Plays the next action of the seat to act as its computer (the Expert in a person's seat); false while its code loads. */
  #playFor(s: MatchState): boolean {
    const seat = this.#match.players[s.turn];
    const level = seat.kind === 'computer' ? seat.level : 'expert';
    const plan = this.player(level);
    if (typeof plan !== 'function') {
      void plan.then(() => this.resume(), () => {}); // a player that cannot load leaves the match waiting, not broken
      return false;
    }
    const action = planWith(plan, seatView(s, s.turn))[0] ?? null;
    if (action === null) throw new Error(`${level} player had no action`);
    this.#match.act(action, seat.kind === 'computer' ? 'computer' : 'watch');
    return true;
  }

  /** After each change of the match: Watch and hurrying as the turn passes, then the next computer action if one is due. */
  heard(change: MatchChange): void {
    if (change.kind === 'led') this.stop();
    else if (change.kind === 'dealt' || change.kind === 'restored') {
      this.stop();
      this.watch = 'off';
      this.hurrying = false;
      const s = this.#match.state!;
      const level = this.#match.players.find((p) => p.kind === 'computer');
      if (level?.kind === 'computer') void Promise.resolve(this.player(level.level)).catch(() => {});
      if (s.phase === 'over') return;
    } else if (change.kind === 'played') {
      const { before, after } = change;
      if (after.hand !== before.hand || after.phase === 'over') this.watch = 'off';
      else if (after.turn !== before.turn && this.isPerson(after.turn)) {
        this.hurrying = false;
        if (after.turn !== this.#watched) this.watch = 'off';
      }
    }
    this.resume();
  }
}
