// Watch: the chosen hint plays the game by itself, one move per tick, until the player pauses,
// acts, or the game ends. The hint is worked out in the worker, so the page stays responsive.
// While the Intermission covers the page it is held: no move is played until the cover goes.
import { current, type Action, type GameState, type History, type PolicyName } from '$lib/patience/engine';

/** What the watcher needs of the game and the page. */
export interface Watched {
  /** The game now, or null when there is none. */
  readonly history: () => History | null;
  readonly hint: (policy: PolicyName, state: GameState, actions: readonly Action[]) => Promise<Action | null>;
  readonly play: (action: Action) => void;
  readonly level: () => PolicyName;
  /** Milliseconds between two moves. */
  readonly delay: () => number;
}

export class Watcher {
  running = $state(false);
  /** A step is being worked out. */
  busy = $state(false);
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** The Intermission covers the page: moves wait (hold). */
  #held = false;
  readonly #game: Watched;

  constructor(game: Watched) {
    this.#game = game;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.#schedule(0);
  }

  pause(): void {
    this.running = false;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  toggle(): void {
    if (this.running) this.pause();
    else this.start();
  }

  /** While held (the Intermission covers the page) no move is played; watching goes on when released. */
  hold(held: boolean): void {
    if (held === this.#held) return;
    this.#held = held;
    if (held) {
      if (this.#timer !== null) clearTimeout(this.#timer);
      this.#timer = null;
    } else if (this.running && this.#timer === null && !this.busy) {
      this.#schedule(this.#game.delay());
    }
  }

  /** Plays one move of the hint; false when none was played (game over, held, or it changed meanwhile). */
  step(): Promise<boolean> {
    return this.#step(false);
  }

  /** One move; a move of the running watch is dropped if the player paused while it was worked out. */
  async #step(watching: boolean): Promise<boolean> {
    const history = this.#game.history();
    if (history === null || this.busy) return false;
    const state = current(history);
    if (state.phase === 'won' || state.phase === 'lost') return false;
    this.busy = true;
    try {
      const action = await this.#game.hint(this.#game.level(), state, history.actions);
      // The player acted while the hint was being worked out: that move wins. Covered meanwhile: it
      // waits. Paused meanwhile: Pause means no more moves, so this one is not played either.
      if (action === null || this.#held || (watching && !this.running) || this.#game.history() !== history) return false;
      this.#game.play(action);
      return true;
    } finally {
      this.busy = false;
    }
  }

  #schedule(delay: number): void {
    this.#timer = setTimeout(async () => {
      this.#timer = null;
      if (!this.running || this.#held) return;
      const played = await this.#step(true).catch(() => false);
      // Covered while the move was worked out: released, the watch goes on from here.
      if (this.#held && this.running) return;
      const history = this.#game.history();
      const phase = history === null ? null : current(history).phase;
      if (played && this.running && (phase === 'place' || phase === 'remove')) {
        this.#schedule(this.#game.delay());
      } else {
        this.running = false;
      }
    }, delay);
  }
}
