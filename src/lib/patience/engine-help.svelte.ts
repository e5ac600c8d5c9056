// What the page asks of the engine worker for the player: the hint at the chosen level, the
// solver's verdict on a deal (after a loss, and for "winnable deals only"), and Watch, the hint
// playing the game by itself. The worker starts ahead of the first question; each answer is
// asked for once, and a failed one is asked again next time.
import { stockOf, type DealId } from '$lib/cards';
import type { Verdict } from '$lib/worker/client';
import { newGame, type History, type PolicyName } from './engine';
import type { ExplainedHint } from './engine/hints';
import type { EngineAsk } from './environment';
import type { GameController } from './game.svelte';
import { Watcher } from './watch.svelte';

/** What the engine's help needs of the page's session. */
export interface Helped {
  /** The engine worker's client (a failed load is tried again at the next question). */
  engine(): Promise<EngineAsk>;
  game(): GameController | null;
  level(): PolicyName;
  /** Milliseconds between two of Watch's moves. */
  watchDelay(): number;
}

export class EngineHelp {
  readonly #page: Helped;
  /** The solver's verdict on each deal asked about this visit. */
  readonly #verdicts = new Map<DealId, Promise<Verdict>>();
  /** The last hint asked for: the position and level it is for, and its answer. */
  #asked: { history: History; level: PolicyName; hint: Promise<ExplainedHint> } | null = null;
  readonly #watcher: Watcher;

  constructor(page: Helped) {
    this.#page = page;
    this.#watcher = new Watcher({
      history: () => page.game()?.history ?? null,
      hint: (policy, state, actions) => page.engine().then((engine) => engine.hint(policy, state, actions)),
      play: (action) => page.game()?.act(action, true),
      level: () => page.level(),
      delay: () => page.watchDelay()
    });
  }

  /** Starts the worker ahead of the first question; a failure is the question's to report. */
  startEngine(): void {
    this.#page.engine().then(
      (engine) => engine.start(),
      () => {}
    );
  }

  /**
   * The player is about to ask for a hint (the pointer or the focus on Hint): it is worked out
   * now, so the click finds it ready.
   */
  prepareHint(): void {
    const game = this.#page.game();
    // A failure is the click's to report: it asks again.
    if (game !== null && !game.isOver) this.#hintFor(game).catch(() => {});
  }

  /**
   * The hint at the player's level for the game's position: asked of the worker once per
   * position and level. A failed answer is forgotten, so the next click asks again.
   */
  #hintFor(game: GameController): Promise<ExplainedHint> {
    const { history, state } = game;
    const level = this.#page.level();
    const asked = this.#asked;
    if (asked !== null && asked.history === history && asked.level === level) return asked.hint;
    const hint = this.#page.engine().then((engine) => engine.explainedHint(level, state, history.actions));
    const mine = { history, level, hint };
    this.#asked = mine;
    hint.catch(() => {
      if (this.#asked === mine) this.#asked = null;
    });
    return hint;
  }

  /** Shows the hint at the chosen level (worked out in the worker), or the rule book's if it fails. */
  async showHint(): Promise<void> {
    const game = this.#page.game();
    if (game === null) return;
    const history = game.history;
    try {
      const hint = await this.#hintFor(game);
      // A move made while the hint was being worked out makes it stale.
      if (game.history === history) game.showHint(hint.action, hint.reason);
    } catch {
      game.showHint();
    }
  }

  /** Could anyone who knew the stock win `deal`? Asked once per deal and visit. */
  verdictOf(deal: DealId): Promise<Verdict> {
    let verdict = this.#verdicts.get(deal);
    if (verdict === undefined) {
      verdict = this.#page.engine().then((engine) => engine.solve(newGame(stockOf(deal)), []));
      this.#verdicts.set(deal, verdict);
    }
    return verdict;
  }

  /** The hint is playing the game by itself. */
  get watching(): boolean {
    return this.#watcher.running;
  }

  /** Anything the player does by hand, and every change of deal, takes over from watching. */
  pauseWatch(): void {
    this.#watcher.pause();
  }

  toggleWatch(): void {
    this.#watcher.toggle();
  }

  /** Plays one move of the hint; false when none was played. */
  stepWatch(): Promise<boolean> {
    return this.#watcher.step();
  }

  /** While the Intermission covers the page, Watch plays no move; then it goes on. */
  hold(held: boolean): void {
    this.#watcher.hold(held);
  }
}
