// The patience's page as one object: what it opens (a link's deal, the saved game or today's),
// the player's play options, the engine worker (hints, verdicts, winnable deals), watching,
// the winning line on show, and other tabs. The page and its components bind to it and hold
// no logic of their own. The outside world (address, storage, worker, randomness, the clock)
// comes in through SessionEnvironment, so the tests drive it with their own.
import { dealOfDay, readDeal, stockOf, type DealId } from '$lib/cards';
import { STORAGE_KEYS, type StorageKey } from '$lib/storage/keys';
import { onStoredChange, type ReadResult, type WriteStatus } from '$lib/storage/local';
import * as patienceStorage from '$lib/storage/patience';
import { atFirstSign } from '$lib/ui/first-sign';
import { Followed } from '$lib/ui/followed.svelte';
import { LiveWords } from '$lib/ui/live-region.svelte';
import { problemLines, type ProblemLine } from '$lib/ui/problem-line';
import type { Verdict } from '$lib/worker/client';
import type { ExplainedHint } from './engine/hints';
import { chooseOpening, dealQuery, dealTitle, newGameDeal } from './deal-link';
import { makeActions, newGame, startHistory, type Action, type GameState, type History, type PolicyName } from './engine';
import { browserEnvironment as gameEnvironment, GameController, type GameEnvironment } from './game.svelte';
import { defaultPlayOptions, WATCH_SPEEDS, type PlayOptions } from './play-options';
import type { SavedGame } from './saved-game';
import { RESULT_NAMES, type Stats } from './stats';
import type { Watcher } from './watch.svelte';

/** What the session asks of the engine worker (worker/client.ts). */
export interface EngineAsk {
  hint(policy: PolicyName, state: GameState, actions: readonly Action[]): Promise<Action | null>;
  /** The same hint with the one short sentence that says why. */
  explainedHint(policy: PolicyName, state: GameState, actions: readonly Action[]): Promise<ExplainedHint>;
  solve(state: GameState, actions: readonly Action[]): Promise<Verdict>;
  /** Starts the worker ahead of the first question. */
  start(): unknown;
}

/** What the session needs from the outside world; the page gives the browser's, tests their own. */
export interface SessionEnvironment extends GameEnvironment {
  /** Where the page is now. */
  url(): URL;
  /** Puts `search` (like `?deal=7`) in the address, with no new history entry. */
  replaceQuery(search: string): void;
  /** A random 32-bit number, for New game. */
  random32(): number;
  loadGame(): ReadResult<SavedGame>;
  loadStats(): Stats | null;
  loadStatsWithProblem(): { stats: Stats; problem: string | null };
  loadPlayOptions(): { options: PlayOptions; problem: string | null };
  savePlayOptions(options: PlayOptions): WriteStatus;
  /** The engine worker's client, loaded at first use. */
  engine(): Promise<EngineAsk>;
  /** Calls `heard` when another tab changes `key`; returns the function that stops it. */
  onStoredChange(key: StorageKey, heard: () => void): () => void;
  /** Calls `run` once, at the player's first pointer move, press, key or focus; returns the function that stops waiting. */
  atFirstSign(run: () => void): () => void;
}

export const browserSessionEnvironment = (address: { url(): URL; replaceQuery(search: string): void }): SessionEnvironment => ({
  ...gameEnvironment,
  ...address,
  random32: () => crypto.getRandomValues(new Uint32Array(1))[0],
  loadGame: patienceStorage.loadGame,
  loadStats: patienceStorage.savedStats,
  loadStatsWithProblem: patienceStorage.loadStats,
  loadPlayOptions: patienceStorage.loadPlayOptions,
  savePlayOptions: patienceStorage.savePlayOptions,
  // The worker's client loads when the session first needs it (listen(): at the player's first
  // sign), so a visit that only looks never loads it.
  engine: async () => new (await import('$lib/worker/client')).EngineClient(),
  onStoredChange,
  atFirstSign
});

/**
 * A way of leaving the game on the board: New game, Restart, or another deal chosen on the page
 * (today's deal, or one typed into the menu). A followed link is not one: see docs/decisions.md.
 */
export type Leaving = 'new' | 'restart' | { readonly kind: 'deal'; readonly deal: DealId };

const lines = (text: string | null, offersNewDeal = false): ProblemLine[] => problemLines([text], offersNewDeal);

export class PatienceSession {
  /** The game on the board; null until the session has opened one in the browser. */
  game: GameController | null = $state.raw(null);
  /** What could not be used from the link, the save or the options, in one line each. */
  problems: ProblemLine[] = $state.raw([]);
  /** The hint level, winnable-only and watch speed. */
  options: PlayOptions = $state.raw(defaultPlayOptions());
  /** Set while New game looks for a winnable deal. */
  searching = $state(false);
  /** The winning line on show, played out on the board instead of the game. */
  showing: { readonly stock: readonly number[]; readonly line: string } | null = $state.raw(null);
  /** New game, Restart or another deal, asked for while a game is in progress: waiting for the player to confirm leaving it. */
  leaving: Leaving | null = $state.raw(null);
  /** What the page's live region says (the Announcer speaks each change of the game into it). */
  readonly live = new LiveWords();
  /** What another tab did to this game, said until this tab plays on. */
  #followed: { readonly line: string; readonly history: History } | null = $state.raw(null);

  /** Watch: made with the first Watch or Step, when its code loads. */
  #watcher: Watcher | null = $state.raw(null);
  /** Today's local date ('YYYY-MM-DD') and its deal. */
  readonly today: string;
  readonly todayDeal: number;

  readonly #env: SessionEnvironment;
  #engine: Promise<EngineAsk> | null = null;
  /** The solver's verdict on each deal asked about this visit. */
  readonly #verdicts = new Map<DealId, Promise<Verdict>>();
  /** The state last heard for sounds: each change of state after it plays its cue (sound-cues.ts). */
  #heard: GameState | null = null;
  /** The last hint asked for: the position and level it is for, and its answer. */
  #asked: { history: History; level: PolicyName; hint: Promise<ExplainedHint> } | null = null;
  /** The saved game and statistics, which another tab may save too. */
  readonly #savedGame: Followed<ReadResult<SavedGame>>;
  readonly #savedStats: Followed<Stats | null>;

  constructor(env: SessionEnvironment) {
    this.#env = env;
    const hear = (key: StorageKey, heard: () => void) => env.onStoredChange(key, heard);
    this.#savedGame = new Followed(STORAGE_KEYS.game, () => env.loadGame(), hear);
    this.#savedStats = new Followed(STORAGE_KEYS.stats, () => env.loadStats(), hear);
    this.today = env.today();
    this.todayDeal = dealOfDay(this.today);
  }

  // ---- what the page shows, derived ----------------------------------------------------------

  /** The line about another tab, while this tab shows what that tab saved. */
  readonly elsewhere: string | null = $derived.by(() =>
    this.#followed !== null && this.#followed.history === this.game?.history ? this.#followed.line : null
  );
  readonly title: string = $derived.by(() => (this.game === null ? 'Kings in the Corners' : `${dealTitle(this.game.deal, this.todayDeal)} · Kings in the Corners`));
  /** The address that opens the deal on the board. */
  readonly link: string = $derived.by(() => (this.game === null ? '' : new URL(dealQuery(this.game.deal), this.#env.url()).href));
  /** After a win: the winning streak now, and whether the win was assisted (its line was shown). */
  readonly win: { readonly streak: number; readonly assisted: boolean } | null = $derived.by(() => {
    const game = this.game;
    if (game === null || game.state.phase !== 'won') return null;
    const record = game.stats.recent.find((r) => r.id === game.id);
    return { streak: game.stats.currentStreak, assisted: record?.result === 'assisted' };
  });
  /** After a loss: could anyone who knew the stock have won this deal? */
  readonly verdict: Promise<Verdict> | null = $derived.by(() =>
    this.game !== null && this.game.state.phase === 'lost' ? this.#verdictOf(this.game.deal) : null
  );
  /** This day's best result at today's deal, in words; null when not played yet. */
  readonly todayResult: string | null = $derived.by(() => {
    const day = this.game?.stats.daily[this.today];
    if (day === undefined) return null;
    return day.result === 'won' || day.result === 'assisted'
      ? RESULT_NAMES[day.result].toLowerCase()
      : `${RESULT_NAMES[day.result].toLowerCase()}, ${day.progress} removed`;
  });

  /** The question asked before leaving a game in progress, in words. */
  readonly leaveQuestion: string = $derived.by(() => {
    const streak = this.game?.stats.currentStreak ?? 0;
    const leaving = this.leaving;
    const ask =
      leaving === 'restart'
        ? 'Restart this deal?'
        : leaving === 'new' || leaving === null
          ? 'Start a new game?'
          : `Open ${dealTitle(leaving.deal, this.todayDeal).replace(/^Today's/, "today's").replace(/^Deal/, 'deal')}?`;
    const cost = streak > 0 ? `it will count as a loss and end your winning streak of ${streak}` : 'it will count as a loss';
    return `${ask} The game in progress cannot be taken back: ${cost}.`;
  });

  // ---- opening ------------------------------------------------------------------------------

  /** Follows what other tabs save while the page is open; returns the function that stops it. */
  listen(): () => void {
    const stops = [
      this.#savedStats.follow((stats) => this.game?.reloadStats(stats)),
      this.#savedGame.follow((saved) => void this.#followOtherTab(saved.value)),
      // Hints, Watch and the verdict at a loss all ask the worker, and its start (its file, its
      // thread, its code) takes longer than a hint: it starts as the player shows up.
      this.#env.atFirstSign(() => this.#startEngine())
    ];
    return () => stops.forEach((stop) => stop());
  }

  /**
   * The page was reached: the first visit opens the game the address asks for (or the saved
   * one, or today's deal); a later link to this page with another deal opens that deal.
   */
  arrive(url: URL): void {
    const param = url.searchParams.get('deal');
    const deck = url.searchParams.get('deck');
    if (this.game === null) this.#open(param, deck);
    else if ((param !== null || deck !== null) && dealQuery(this.game.deal) !== url.search) this.#followLink(this.game, param, deck);
    if (this.game !== null) this.#showDealInAddress(this.game.deal);
  }

  #open(param: string | null, deck: string | null): void {
    const env = this.#env;
    const { stats, problem: statsProblem } = env.loadStatsWithProblem();
    const saved = env.loadGame();
    const loadedOptions = env.loadPlayOptions();
    this.options = loadedOptions.options;
    const opening = chooseOpening(param, saved.value?.deal ?? null, this.today, deck);
    const resumed = opening.resume ? saved.value : null;
    const game = new GameController(
      resumed ?? { id: env.newId(), deal: opening.deal, history: startHistory(newGame(stockOf(opening.deal))) },
      stats,
      env
    );
    // Opening another deal from a link replaces the saved game: an unfinished one counts as lost.
    if (resumed === null && saved.value !== null) game.abandon(saved.value.id);
    this.game = game;
    this.problems = [
      ...lines(opening.problem, true),
      ...lines(saved.problem),
      ...lines(statsProblem),
      ...lines(loadedOptions.problem)
    ];
  }

  #followLink(game: GameController, param: string | null, deck: string | null): void {
    const opening = chooseOpening(param, game.deal, this.today, deck);
    if (!opening.resume) this.play(opening.deal);
    this.problems = lines(opening.problem, true);
  }

  /** The address always names the deal on the board, so it can be shared or reloaded. */
  #showDealInAddress(deal: DealId): void {
    if (this.#env.url().search !== dealQuery(deal)) this.#env.replaceQuery(dealQuery(deal));
  }

  /** Another tab saved the game: follow it when it moved on or was replaced (other-tabs.ts loads with the first). */
  async #followOtherTab(saved: SavedGame | null): Promise<void> {
    const { followedLine, otherTabChange } = await import('./other-tabs');
    const game = this.game;
    if (game === null) return;
    const change = otherTabChange({ id: game.id, deal: game.deal, history: game.history }, saved);
    if (change.kind === 'none') return;
    game.follow(change.game);
    const said = followedLine(change);
    this.#followed = said === null ? null : { line: said, history: change.game.history };
    this.#showDealInAddress(change.game.deal);
  }

  // ---- deals --------------------------------------------------------------------------------

  /** Starts a fresh game of `deal`, leaving whatever was on show. */
  play(deal: DealId): void {
    const game = this.game;
    if (game === null) return;
    this.#watcher?.pause();
    this.showing = null;
    game.startDeal(deal);
    this.problems = [];
    this.#showDealInAddress(deal);
  }

  /** New game: a random deal, or with "winnable deals only" the first random deal the solver can win. */
  async newDeal(): Promise<void> {
    const game = this.game;
    if (game === null || this.searching) return;
    this.#watcher?.pause();
    const random = () => this.#env.random32();
    if (!this.options.winnableOnly) return this.play(newGameDeal(random(), game.deal));
    this.searching = true;
    try {
      const { winnableNewGameDeal } = await import('./winnable-deal');
      const found = await winnableNewGameDeal(random, game.deal, async (deal) => (await this.#verdictOf(deal)).winnable);
      this.play(found.deal);
      // After play(), which clears the lines of the game it replaces.
      this.problems = lines(found.problem);
    } finally {
      this.searching = false;
    }
  }

  /**
   * "Open a deal": a deal number or deck code the player typed. Returns why not, or null; a
   * game in progress is left only when the player confirms (see leave).
   */
  openTyped(text: string): string | null {
    const deal = readDeal(text);
    if (!deal.ok) return `${deal.error.message} Your game in progress is kept.`;
    this.leave({ kind: 'deal', deal: deal.value });
    return null;
  }

  /** The end of the game in a heading and a sentence (its words load with the first end); null while playing. */
  async endWords(): Promise<{ title: string; detail: string } | null> {
    const state = this.game?.state;
    if (state === undefined) return null;
    const { endSummary } = await import('./explain');
    return endSummary(state);
  }

  /** The text of "Copy deal details" (its words load with the first copy). */
  async details(): Promise<string> {
    const game = this.game;
    if (game === null) return '';
    const { state, history } = game;
    const link = this.link;
    const { dealDetails } = await import('./explain');
    return dealDetails(dealTitle(game.deal), state, makeActions(history.actions), link);
  }

  /** Hears the game's state after each change: with sounds on, its cue plays (the cues' and the player's code load with the first). */
  hear(state: GameState, soundsOn: boolean, volume: number): void {
    const before = this.#heard;
    this.#heard = state;
    if (before === null || before === state || !soundsOn) return;
    import('./sound-cues').then(
      (cues) => cues.playCueFor(before, state, volume),
      () => {} // a sound that cannot load is no reason to disturb the game
    );
  }

  /**
   * New game or Restart from the toolbar (or its keys N and R), or another deal chosen on the
   * page (today's deal from the menu or the end panel, a typed one). A game with a move in it
   * and not yet ended would be lost by any of them: the player is asked first.
   */
  leave(what: Leaving): void {
    const game = this.game;
    if (game === null) return;
    this.#watcher?.pause();
    if (game.canUndo && !game.isOver) this.leaving = what;
    else this.#leave(what);
  }

  /** The player confirmed leaving the game in progress. */
  confirmLeave(): void {
    const what = this.leaving;
    this.leaving = null;
    if (what !== null) this.#leave(what);
  }

  cancelLeave(): void {
    this.leaving = null;
  }

  #leave(what: Leaving): void {
    if (what === 'restart') this.byHand((game) => game.restart());
    else if (what === 'new') void this.newDeal();
    else this.play(what.deal);
  }

  // ---- the player's own moves ---------------------------------------------------------------

  /** Anything the player does by hand takes over from watching. */
  byHand(run: (game: GameController) => void): void {
    this.#watcher?.pause();
    if (this.game !== null) run(this.game);
  }

  // ---- hints, watching and the worker -------------------------------------------------------

  #ask(): Promise<EngineAsk> {
    this.#engine ??= this.#env.engine().catch((error: unknown) => {
      // A failed load is tried again at the next question.
      this.#engine = null;
      throw error;
    });
    return this.#engine;
  }

  /**
   * The player is about to ask for a hint (the pointer or the focus on Hint): it is worked out
   * now, so the click finds it ready.
   */
  prepareHint(): void {
    // A failure is the click's to report: it asks again.
    if (this.game !== null && !this.game.isOver) this.#hintFor(this.game).catch(() => {});
  }

  /** Starts the worker ahead of the first question; a failure is the question's to report. */
  #startEngine(): void {
    this.#ask().then(
      (engine) => engine.start(),
      () => {}
    );
  }

  /**
   * The hint at the player's level for the game's position: asked of the worker once per
   * position and level. A failed answer is forgotten, so the next click asks again.
   */
  #hintFor(game: GameController): Promise<ExplainedHint> {
    const { history, state } = game;
    const level = this.options.hintLevel;
    const asked = this.#asked;
    if (asked !== null && asked.history === history && asked.level === level) return asked.hint;
    const hint = this.#ask().then((engine) => engine.explainedHint(level, state, history.actions));
    const mine = { history, level, hint };
    this.#asked = mine;
    hint.catch(() => {
      if (this.#asked === mine) this.#asked = null;
    });
    return hint;
  }

  /** Shows the hint at the chosen level (worked out in the worker), or the rule book's if it fails. */
  async showHint(): Promise<void> {
    const game = this.game;
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

  #verdictOf(deal: DealId): Promise<Verdict> {
    let verdict = this.#verdicts.get(deal);
    if (verdict === undefined) {
      verdict = this.#ask().then((engine) => engine.solve(newGame(stockOf(deal)), []));
      this.#verdicts.set(deal, verdict);
    }
    return verdict;
  }

  /** The hint is playing the game by itself. */
  get watching(): boolean {
    return this.#watcher?.running ?? false;
  }

  async #watch(): Promise<Watcher> {
    if (this.#watcher !== null) return this.#watcher;
    const { Watcher } = await import('./watch.svelte');
    this.#watcher ??= new Watcher({
      history: () => this.game?.history ?? null,
      hint: (policy, state, actions) => this.#ask().then((engine) => engine.hint(policy, state, actions)),
      play: (action) => this.game?.act(action),
      level: () => this.options.hintLevel,
      delay: () => WATCH_SPEEDS[this.options.watchSpeed - 1]
    });
    return this.#watcher;
  }

  /** While the Intermission covers the page, Watch plays no move; then it goes on. */
  hold(held: boolean): void {
    this.#watcher?.hold(held);
  }

  async toggleWatch(): Promise<void> {
    (await this.#watch()).toggle();
  }

  /** Plays one move of the hint; false when none was played. */
  async stepWatch(): Promise<boolean> {
    return (await this.#watch()).step();
  }

  setOptions(changes: Partial<PlayOptions>): void {
    this.options = { ...this.options, ...changes };
    this.#env.savePlayOptions(this.options);
  }

  /** Shows the winning line on the board, in place of the game, until closed. */
  showLine(line: string): void {
    if (this.game === null) return;
    this.game.lineShown();
    this.showing = { stock: this.game.state.stock, line };
  }

  closeLine(): void {
    this.showing = null;
  }
}
