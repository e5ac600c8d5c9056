// The patience's page as one object: what it opens (a link's deal, the saved game, a newcomer's
// starter deal or today's), play options, the worker (engine-help.svelte.ts), the winning line
// on show, other tabs. The page binds to it. The outside world comes in through
// SessionEnvironment (environment.ts), so the tests drive it with their own.
import { dealOfDay, readDeal, stockOf, type DealId } from '$lib/cards';
import { STORAGE_KEYS, type StorageKey } from '$lib/storage/keys';
import type { ReadResult } from '$lib/storage/local';
import { Followed } from '$lib/ui/followed.svelte';
import { LiveWords } from '$lib/ui/live-region.svelte';
import { problemLines, type ProblemLine } from '$lib/ui/problem-line';
import type { SavedGame } from './saved-game';
import type { Stats } from './stats';
import type { Verdict } from '$lib/worker/client';
import { chooseOpening, dealQuery, dealTitle, newGameDeal } from './deal-link';
import { makeActions, newGame, startHistory, type GameState, type History } from './engine';
import { EngineHelp } from './engine-help.svelte';
import { StarterDeals } from './first-deals.svelte';
import type { SessionEnvironment } from './environment';
import { dealDetails, endSummary } from './explain';
import { GameController } from './game.svelte';
import { leaveQuestion, type Leaving } from './leaving';
import { followedLine, otherTabChange } from './other-tabs';
import { defaultPlayOptions, WATCH_SPEEDS, type PlayOptions } from './play-options';
import { dayResultWords } from './stats';
import { winnableNewGameDeal } from './winnable-deal';

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
  /** A newcomer's starter deals (first-deals.svelte.ts): the page says when one is on the board. */
  readonly starters: StarterDeals;
  /** What another tab did to this game, said until this tab plays on. */
  #followed: { readonly line: string; readonly history: History } | null = $state.raw(null);
  /** Today's local date ('YYYY-MM-DD') and its deal. */
  readonly today: string;
  readonly todayDeal: number;

  readonly #env: SessionEnvironment;
  /** Hints, verdicts and Watch, from the engine worker: the page's Hint and Watch call it. */
  readonly help: EngineHelp;
  /** The state last heard for sounds: each change of state after it plays its cue (sound-cues.ts). */
  #heard: GameState | null = null;
  /** The saved game and statistics, which another tab may save too. */
  readonly #savedGame: Followed<ReadResult<SavedGame>>;
  readonly #savedStats: Followed<Stats | null>;

  constructor(env: SessionEnvironment) {
    this.#env = env;
    this.starters = new StarterDeals(env);
    const hear = (key: StorageKey, heard: () => void) => env.onStoredChange(key, heard);
    this.#savedGame = new Followed(STORAGE_KEYS.game, () => env.loadGame(), hear);
    this.#savedStats = new Followed(STORAGE_KEYS.stats, () => env.loadStats(), hear);
    this.today = env.today();
    this.todayDeal = dealOfDay(this.today);
    this.help = new EngineHelp({
      engine: () => env.engine(),
      game: () => this.game,
      level: () => this.options.hintLevel,
      watchDelay: () => WATCH_SPEEDS[this.options.watchSpeed - 1]
    });
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
  /** The game on show was finished by Watch: it is set apart, not the player's (stats.ts). */
  readonly finishedByWatch: boolean = $derived.by(() => {
    const game = this.game;
    return game !== null && game.isOver && game.stats.recent.some((r) => r.id === game.id && r.result === 'watched');
  });
  /** After a loss: could anyone who knew the stock have won this deal? */
  readonly verdict: Promise<Verdict> | null = $derived.by(() =>
    this.game !== null && this.game.state.phase === 'lost' ? this.help.verdictOf(this.game.deal) : null
  );
  /** The end of the game in a heading and a sentence; null while playing. */
  readonly end: { readonly title: string; readonly detail: string } | null = $derived.by(() =>
    this.game === null ? null : endSummary(this.game.state)
  );
  /** This day's best result at today's deal, in words; null when not played yet. */
  readonly todayResult: string | null = $derived.by(() => dayResultWords(this.game?.stats.daily[this.today]));

  /** The question asked before leaving a game in progress, in words. */
  readonly leaveQuestion: string = $derived.by(() => {
    // A game left before any number card came off is set apart, not lost (stats.ts).
    const record = this.game?.stats.recent.find((game) => game.id === this.game?.id);
    return leaveQuestion(this.leaving, this.game?.stats.currentStreak ?? 0, this.todayDeal, (record?.progress ?? 0) > 0);
  });

  // ---- opening ------------------------------------------------------------------------------

  /** Follows what other tabs save while the page is open; returns the function that stops it. */
  listen(): () => void {
    const stops = [
      this.#savedStats.follow((stats) => this.game?.reloadStats(stats)),
      this.#savedGame.follow((saved) => this.#followOtherTab(saved.value)),
      // Hints, Watch and the verdict at a loss all ask the worker, and its start (its file, its
      // thread, its code) takes longer than a hint: it starts as the player shows up.
      this.#env.atFirstSign(() => this.help.startEngine())
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** The page was reached: the first visit opens a game (see #open); a later link with another deal opens that deal. */
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
    this.starters.open(stats);
    // A plain visit with nothing to go on with: a newcomer starts on a starter deal, others on today's.
    const deal = (resumed === null && param === null && deck === null ? this.starters.next(stats, null) : null) ?? opening.deal;
    const game = new GameController(
      resumed ?? { id: env.newId(), deal, history: startHistory(newGame(stockOf(deal))) },
      stats,
      env
    );
    // Opening another deal from a link replaces the saved game: an unfinished one counts as lost.
    if (resumed === null && saved.value !== null) game.abandon(saved.value.id);
    game.abandonOthers();
    // Saved at once: a fresh deal survives a reload, and the player hears straight away when storage is off.
    game.save();
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

  /** Another tab saved the game: follow it when it moved on or was replaced (other-tabs.ts). */
  #followOtherTab(saved: SavedGame | null): void {
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
    this.help.pauseWatch();
    this.showing = null;
    game.startDeal(deal);
    this.problems = [];
    this.#showDealInAddress(deal);
  }

  /** New game: a newcomer's next starter deal, a random deal, or ("winnable deals only") the first random deal the solver can win. */
  async newDeal(): Promise<void> {
    const game = this.game;
    if (game === null || this.searching) return;
    this.help.pauseWatch();
    const starter = this.starters.next(game.stats, game.deal);
    if (starter !== null) return this.play(starter);
    const random = () => this.#env.random32();
    if (!this.options.winnableOnly) return this.play(newGameDeal(random(), game.deal));
    this.searching = true;
    try {
      const found = await winnableNewGameDeal(random, game.deal, async (deal) => (await this.help.verdictOf(deal)).winnable);
      this.play(found.deal);
      // After play(), which clears the lines of the game it replaces.
      this.problems = lines(found.problem);
    } finally {
      this.searching = false;
    }
  }

  /** "Open a deal": a deal number or deck code typed. Returns why not, or null; a game in progress is left as leave() says. */
  openTyped(text: string): string | null {
    const deal = readDeal(text);
    if (!deal.ok) return `${deal.error.message} Your game in progress is kept.`;
    this.leave({ kind: 'deal', deal: deal.value });
    return null;
  }

  /** The text of "Copy deal details". */
  details(): string {
    const game = this.game;
    if (game === null) return '';
    return dealDetails(dealTitle(game.deal), game.state, makeActions(game.history.actions), this.link);
  }

  /** Hears the game's state after each change: with sounds on, its cue plays. */
  hear(state: GameState, soundsOn: boolean, volume: number): void {
    const before = this.#heard;
    this.#heard = state;
    if (before !== null && before !== state && soundsOn) this.#env.playCue(before, state, volume);
  }

  /**
   * New game or Restart (toolbar, keys N and R), or another deal chosen on the page (today's, a
   * typed one). A game with a move in it and not yet ended would be lost: the player is asked first.
   */
  leave(what: Leaving): void {
    const game = this.game;
    if (game === null) return;
    this.help.pauseWatch();
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
    this.help.pauseWatch();
    if (this.game !== null) run(this.game);
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
