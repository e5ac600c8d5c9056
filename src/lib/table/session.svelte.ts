// The table's page as one object (docs/table-page.md): the options before a deal, the match
// the address or the save names, the player's taps, the computer players' turns played one
// action at a time at a pace, undo, the hint, saving on every action, other tabs and the
// statistics at the end of a match. Components bind to it and hold no logic. The outside world
// (address, storage, clock, timers, randomness, clipboard) comes in through TableEnvironment,
// so the tests drive it with their own.
import { dayOf, dealOfDay } from '$lib/cards';
import { STORAGE_KEYS, type StorageKey } from '$lib/storage/keys';
import { hasStored, onStoredChange, readStored, writeStored, type ReadResult, type WriteStatus } from '$lib/storage/local';
import * as tableStorage from '$lib/storage/table';
import { Followed } from '$lib/ui/followed.svelte';
import { LiveWords } from '$lib/ui/live-region.svelte';
import { problemLines, type ProblemLine } from '$lib/ui/problem-line';
import { settings } from '$lib/ui/settings.svelte';
import type { EngineClient } from '$lib/worker/client';
import { readAddress } from './address';
import {
  DEFAULT_OPTIONS, canUndo, createMatch, current, isSide, legalActions, makeMoves, record,
  seatView, startHistory, undo as undoPlay, VERDICT_BUDGET,
  type Action, type Verdict, type Card, type History, type Level, type MatchOptions, type MatchState, type PileName, type Side
} from './engine';
import { planWith, type Plan } from './engine/players/turn';
import type { HeraldCall } from './herald';
import type { SavedMatch } from './saved-match';
import type { TableMatchRecord } from './stats';
import type { TableRecordStatus } from '$lib/storage/table-stats';
import { matchQuery, turnWords } from './words';

/** The words of actions, refusals, ends and the deal details (explain.ts). */
type Words = typeof import('./explain');

/** How long a computer player's action stays on show before the next one, in ms. */
export const PACES = { slow: 1000, normal: 330, fast: 150, instant: 0 } as const;
export type Pace = keyof typeof PACES;
// Own keys only: `in` would take "constructor", "toString" or "__proto__" from Object's prototype.
const isPace = (v: unknown): v is Pace => typeof v === 'string' && Object.hasOwn(PACES, v);

export interface TableEnvironment {
  url(): URL;
  /** Puts `search` in the address with no new history entry. */
  replaceQuery(search: string): void;
  /** Today's local date, 'YYYY-MM-DD'. */
  today(): string;
  random32(): number;
  loadMatch(): ReadResult<SavedMatch>;
  saveMatch(match: SavedMatch): WriteStatus;
  loadOptions(): { options: MatchOptions | null; problem: string | null };
  saveOptions(options: MatchOptions): WriteStatus;
  loadPace(): Pace | null;
  savePace(pace: Pace): WriteStatus;
  /** Adds a finished match to the table's statistics, once (the browser's loads that code at the first match's end). */
  recordMatch(match: TableMatchRecord): TableRecordStatus | Promise<TableRecordStatus>;
  /** Why the saved table statistics cannot be used, or null; asked as the page opens (statistics.ts loads only if some are saved). */
  statsProblem?(): Promise<string | null>;
  /** The player chose to start damaged statistics afresh, with the matches that waited meanwhile. */
  startStatsAfresh?(waiting: readonly TableMatchRecord[]): Promise<WriteStatus>;
  onStoredChange(key: StorageKey, heard: () => void): () => void;
  /** Calls `run` after `ms`; returns the function that cancels it. */
  later(ms: number, run: () => void): () => void;
  copy(text: string): Promise<void>;
  /** A level's computer player: the browser's loads its code when a match at that level needs it. */
  player(level: Level): Plan | Promise<Plan>;
  /** The Herald's calls of an action (herald.ts): spoken, with a fanfare, when sounds and the calls are on. */
  herald?(calls: readonly HeraldCall[]): void;
  /** The coach is on (the shared setting); missing means on. */
  coaching?(): boolean;
  /** Hears every action played, the computers' too: plays its sound (sound-cues.ts) if sounds are on. */
  sound?(before: MatchState, action: Action, after: MatchState): void;
  /** The verdict on the last hand the match's actions finish (docs/table-verdict.md), off the page. */
  judge?(key: string, options: MatchOptions, actions: readonly Action[], budget: number): Promise<{ hand: number; verdict: Verdict }>;
}

let engineClient: EngineClient | null = null;

const PLAYERS: Readonly<Record<Level, () => Promise<Plan>>> = {
  easy: async () => (await import('./engine/players/easy')).planEasy,
  standard: async () => (await import('./engine/players/standard')).planStandard,
  expert: async () => (await import('./engine/players/expert')).planExpert
};

export const browserTableEnvironment = (address: { url(): URL; replaceQuery(search: string): void }): TableEnvironment => ({
  ...address,
  today: () => dayOf(new Date()),
  random32: () => crypto.getRandomValues(new Uint32Array(1))[0],
  loadMatch: tableStorage.loadMatch,
  saveMatch: tableStorage.saveMatch,
  loadOptions: tableStorage.loadTableOptions,
  saveOptions: tableStorage.saveTableOptions,
  loadPace: () => readStored(STORAGE_KEYS.tablePace, 'computer pace', (v) => (isPace(v) ? v : null)).value,
  savePace: (pace) => writeStored(STORAGE_KEYS.tablePace, pace),
  player: (level) => PLAYERS[level](),
  recordMatch: async (match) => (await import('$lib/storage/table-stats')).addTableMatch(match),
  statsProblem: async () => (hasStored(STORAGE_KEYS.tableStats) ? (await import('$lib/storage/table-stats')).tableStatsProblem() : null),
  startStatsAfresh: async (waiting) => (await import('$lib/storage/table-stats')).startTableStatsAfresh(waiting),
  onStoredChange,
  later: (ms, run) => {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
  copy: (text) => navigator.clipboard.writeText(text),
  // The shared settings say whether sounds are on; the cues' and the sounds' code load with the first one heard.
  sound: (before, action, after) => {
    if (!settings.current.sounds) return;
    import('./sound-cues').then(
      (cues) => cues.playTableCue(before, action, after, settings.current.volume),
      () => {} // a sound that cannot load is no reason to disturb the match
    );
  },
  // The voice and the fanfare load with the first call heard with sounds on.
  herald: (calls) => {
    const { sounds, heraldCalls, volume } = settings.current;
    if (!sounds || !heraldCalls || volume <= 0) return;
    Promise.all([import('./herald-voice'), import('./herald')]).then(
      ([voice, herald]) => voice.proclaim(calls.map(herald.heraldWords), volume),
      () => {}
    );
  },
  coaching: () => settings.current.coach,
  // The worker's client (and the patience's engine it imports) loads with the first verdict, not with the page.
  judge: async (key, options, actions, budget) => {
    engineClient ??= new (await import('$lib/worker/client')).EngineClient();
    return engineClient.tableVerdict(key, options, makeMoves(actions), budget);
  }
});

/** The page's phase (docs/table-notation.md, "Browser test hooks"), plus 'options' before any match. */
export type TablePhase = 'options' | 'draw' | 'play' | 'wait' | 'hand-over' | 'over';

/** What the player has picked up: a card of the hand or a side pile. */
export type Picked = { readonly kind: 'card'; readonly card: Card } | { readonly kind: 'pile'; readonly pile: Side };

export interface HintLine {
  readonly action: Action;
  readonly text: string;
  readonly reason: string;
}

const newId = (n: number): string => `m-${n.toString(36)}`;

export class TableSession {
  history: History | null = $state.raw(null);
  /** The last hand whose end the player has dismissed. */
  seenHand = $state(0);
  /** Problems to show, one line each (a bad link, a save refused, storage off). */
  problems: ProblemLine[] = $state.raw([]);
  /**
   * Why the saved table statistics cannot be used: said on the page, and the statistics kept as
   * they are until the player chooses to start them afresh (startStatsAfresh).
   */
  statsDamaged: string | null = $state(null);
  /** Matches that ended while the statistics were damaged, counted when they start afresh. */
  #uncounted: TableMatchRecord[] = [];
  /** A quiet line: what happened in another tab, a copy made, why a card fits nowhere. */
  note: string | null = $state(null);
  /** The options form is open (before the first deal, or for a new match). */
  choosing = $state(false);
  /** The options in the form. */
  draft: MatchOptions = $state.raw(DEFAULT_OPTIONS);
  pace: Pace = $state('normal');
  picked: Picked | null = $state.raw(null);
  hintLines: HintLine[] | null = $state.raw(null);
  /** Computer turns play without pause until it is the player's turn again. */
  hurrying = $state(false);
  /** The verdict on the hand that just ended: 'working' while the worker searches. */
  verdict: { hand: number; verdict: Verdict } | 'working' | null = $state.raw(null);
  /** The verdict's line on show: the table as it stands at that step; the match is untouched. */
  showing: { state: MatchState; step: number; total: number; text: string } | null = $state.raw(null);
  #showCancel: (() => void) | null = null;
  /** The Herald's last calls, shown on the cloth until the next ones (or the next hand); `n` counts them. */
  herald: { calls: readonly HeraldCall[]; text: string; n: number } | null = $state.raw(null);
  /**
   * Watch (docs/table-page.md): the Expert plays the player's seat at the pace, 'paused' lets
   * Step play one action; any action by hand, or the hand's end, sets it back to 'off'.
   */
  watch: 'off' | 'running' | 'paused' = $state('off');
  /** The coach's line on the player's last turn (coach.ts), until dismissed or replaced. */
  coachLine: string | null = $state(null);
  /** What the page's live region says (src/lib/ui/live-region.svelte.ts): the session speaks into it. */
  readonly live = new LiveWords();
  /** Says a line in the page's live region (a test listens here instead). */
  speak: (text: string) => void = (text) => this.live.say(text);

  readonly today: string;
  readonly #env: TableEnvironment;
  #id = '';
  #day: string | null = null;
  #cancel: (() => void) | null = null;
  /** The computer players loaded so far: the match's level, and the Expert for Watch and the coach. */
  #plans = new Map<Level, Plan>();
  #savedWarned = false;
  /** The Herald's module (herald.ts), loaded as the first match is dealt or restored; it has nothing to call before a match's first draw. */
  #herald: typeof import('./herald') | null = null;
  /** The words (explain.ts), loaded with the first action, refusal, hint, line or copy; until then what they say waits. */
  #words: Words | null = null;
  #wordsLoading: Promise<Words> | null = null;

  constructor(env: TableEnvironment) {
    this.#env = env;
    this.today = env.today();
  }

  // ---- derived ---------------------------------------------------------------------------------

  readonly state: MatchState | null = $derived(this.history === null ? null : current(this.history));
  readonly phase: TablePhase = $derived.by(() => {
    const s = this.state;
    if (s === null || this.choosing) return 'options';
    if (s.phase === 'over') return 'over';
    if (s.last !== null && s.last.hand > this.seenHand) return 'hand-over';
    if (s.turn !== 0) return 'wait';
    return s.phase;
  });
  readonly legal: Action[] = $derived(this.phase === 'draw' || this.phase === 'play' ? legalActions(this.state!) : []);
  /** Where the picked card or pile may go. */
  readonly targets: PileName[] = $derived.by(() => {
    const p = this.picked;
    if (p === null) return [];
    return this.legal.flatMap((a) =>
      (p.kind === 'card' && a.type === 'card' && a.card === p.card) || (p.kind === 'pile' && a.type === 'move' && a.from === p.pile) ? [a.to] : []
    );
  });
  readonly canUndo: boolean = $derived(this.history !== null && this.phase === 'play' && canUndo(this.history));
  /** The address that opens the match on the table. */
  get link(): string {
    return this.state === null ? '' : new URL(`/table${matchQuery(this.state.key, this.state.options)}`, this.#env.url()).href;
  }

  // ---- opening ---------------------------------------------------------------------------------

  /** Follows other tabs' saves; returns the function that stops it. */
  listen(): () => void {
    const env = this.#env;
    const saved = new Followed(STORAGE_KEYS.tableMatch, () => env.loadMatch(), (key, heard) => env.onStoredChange(key, heard));
    const stop = saved.follow((match) => this.#followOtherTab(match.value));
    return () => {
      stop();
      this.#stopTimer();
    };
  }

  /** The page was reached: the address's match, else the saved one, else the options form. */
  arrive(url: URL): void {
    void this.#env.statsProblem?.().then((problem) => {
      if (problem !== null) this.statsDamaged = problem;
    });
    const pace = this.#env.loadPace();
    if (pace !== null) this.pace = pace;
    const { options, problem } = this.#env.loadOptions();
    if (options !== null) this.draft = options;
    const problems: string[] = problem === null ? [] : [problem];
    const saved = this.#env.loadMatch();
    if (saved.problem !== null) problems.push(`${saved.problem} A new match can be dealt.`);
    const asked = readAddress(url.searchParams);
    if (asked.kind === 'bad') problems.push(...asked.problems, this.history !== null || saved.value ? 'The match in progress is kept.' : '');
    this.problems = problemLines(problems);
    if (asked.kind === 'match') {
      const s = saved.value && current(saved.value.history);
      const same = s && matchQuery(s.key, s.options) === matchQuery(asked.key, asked.options);
      if (same) this.#restore(saved.value!);
      else this.#begin(asked.key, asked.options, asked.key === String(dealOfDay(this.today)) ? this.today : null);
      return;
    }
    if (this.history !== null) {
      this.#writeAddress();
      return;
    }
    if (saved.value !== null) this.#restore(saved.value);
    else this.choosing = true;
  }

  /** Opens the options form for a new match (the match on the table stays until one is dealt). */
  chooseNew(): void {
    if (this.state !== null) this.draft = this.state.options;
    this.choosing = true;
    this.#stopTimer();
  }

  cancelChoosing(): void {
    if (this.history === null) return;
    this.choosing = false;
    this.#pump();
  }

  setDraft(options: Partial<MatchOptions>): void {
    this.draft = { ...this.draft, ...options };
  }

  /**
   * Asked before a match in progress is dropped (dealing another, or replaying this one): the
   * question's subject, or null. A match not yet begun, or over, goes without asking.
   */
  leaving: 'today' | 'new' | 'replay' | null = $state(null);

  get #inProgress(): boolean {
    const h = this.history;
    return h !== null && h.actions.length > 0 && current(h).phase !== 'over';
  }

  /** The player answered yes: the match in progress goes, the asked one comes. */
  confirmLeave(): void {
    const which = this.leaving;
    this.leaving = null;
    if (which === 'replay') this.#replay();
    else if (which !== null) this.#deal(which);
  }

  /** The player kept the match in progress. */
  cancelLeave(): void {
    this.leaving = null;
  }

  /** Deals a match with the options in the form: today's deal, or a new random one (asking first if a match is in progress). */
  deal(which: 'today' | 'new'): void {
    if (this.#inProgress) this.leaving = which;
    else this.#deal(which);
  }

  #deal(which: 'today' | 'new'): void {
    this.#env.saveOptions(this.draft);
    if (which === 'today') this.#begin(String(dealOfDay(this.today)), this.draft, this.today);
    else this.#begin(String((this.#env.random32() % 4294967295) + 1), this.draft, null);
  }

  /** The same match from its first action: same cards, and the same computer decisions for the same play. */
  replayMatch(): void {
    if (this.#inProgress) this.leaving = 'replay';
    else this.#replay();
  }

  #replay(): void {
    const s = this.state;
    if (s === null) return;
    this.#begin(s.key, s.options, this.#day);
  }

  setPace(pace: Pace): void {
    this.pace = pace;
    this.#env.savePace(pace);
  }

  /** Plays the computer players' actions without pause until it is the player's turn. */
  hurry(): void {
    this.hurrying = true;
    this.#stopTimer();
    this.#pump();
  }

  // ---- the player's actions --------------------------------------------------------------------

  draw(): void {
    this.#byHand();
    if (this.phase === 'draw') this.#act({ type: 'draw' });
    else if (this.phase === 'play') this.#tell(this.state!.options.draw === 'end' ? 'You draw when you end your turn.' : 'You have drawn this turn.');
  }

  endTurn(): void {
    this.#byHand();
    if (this.phase === 'play') this.#act({ type: 'end' });
    else if (this.phase === 'draw') this.#tell('Draw from the stock first.');
  }

  undo(): void {
    if (!this.canUndo) return;
    this.#byHand();
    this.history = undoPlay(this.history!);
    this.picked = null;
    this.hintLines = null;
    this.#save();
    this.speak('Undone.');
  }

  /** The Expert's rest of the turn for seat 0, shown step by step; its code loads with the first hint. */
  async showHint(): Promise<void> {
    if (this.phase !== 'draw' && this.phase !== 'play') return;
    const s = this.state!;
    const [{ hint }, { actionWords }] = await Promise.all([import('./engine/players/hint'), this.#loadWords()]);
    if (this.state !== s) return;
    const steps = hint(seatView(s, 0));
    let shown = s;
    this.hintLines = steps.map((step) => {
      const line = { action: step.action, text: actionWords(shown, step.action), reason: step.reason };
      const next = record(startHistory(shown), step.action);
      if (next.ok) shown = current(next.history);
      return line;
    });
    this.speak(`Hint: ${this.hintLines.map((l) => l.text).join(' ')}`);
  }

  hideHint(): void {
    this.hintLines = null;
  }

  /** Lets go of the picked card or pile. */
  letGo(): void {
    this.picked = null;
  }

  /** A card of the hand was tapped: plays it where it alone fits, or picks it to choose where. */
  tapCard(card: Card): void {
    this.#byHand();
    if (this.phase === 'draw') return this.#tell('Draw from the stock first.');
    if (this.phase !== 'play') return;
    if (this.picked?.kind === 'card' && this.picked.card === card) return this.letGo();
    const places = this.legal.filter((a) => a.type === 'card' && a.card === card);
    if (places.length === 0) return this.#explain((w) => w.cardFitsNowhere(card));
    if (places.length === 1) return this.#act(places[0]);
    this.picked = { kind: 'card', card };
    this.note = null;
  }

  /** Picks a card without playing it (the start of a drag). */
  pickCard(card: Card): void {
    this.#byHand();
    if (this.phase === 'play') this.picked = { kind: 'card', card };
  }

  /** A pile was tapped: the picked card or pile goes there, or a side pile is picked up. */
  tapPile(pile: PileName): void {
    this.#byHand();
    if (this.phase !== 'play') {
      if (this.phase === 'draw') this.#tell('Draw from the stock first.');
      return;
    }
    if (this.picked !== null && this.targets.includes(pile)) return this.dropOn(pile);
    if (this.picked?.kind === 'pile' && this.picked.pile === pile) return this.letGo();
    const moves = isSide(pile) ? this.legal.filter((a) => a.type === 'move' && a.from === pile) : [];
    if (moves.length === 0) {
      this.picked = null;
      const s = this.state!;
      return this.#explain((w) => w.pileGoesNowhere(s, pile));
    }
    this.picked = { kind: 'pile', pile: pile as Side };
    this.note = null;
  }

  /** The picked card or pile is put on `pile`; an illegal place says why. */
  dropOn(pile: PileName): void {
    this.#byHand();
    const p = this.picked;
    if (p === null || this.phase !== 'play') return;
    const action: Action = p.kind === 'card' ? { type: 'card', card: p.card, to: pile } : { type: 'move', from: p.pile, to: pile };
    const r = record(this.history!, action);
    if (!r.ok) {
      this.picked = null;
      return this.#tell(`That does not go there: ${r.reason}.`);
    }
    this.#act(action);
  }

  /** Dismisses the end of a hand: the next hand begins. */
  nextHand(): void {
    const s = this.state;
    if (this.phase !== 'hand-over' || s === null || s.last === null) return;
    this.stopLine();
    this.seenHand = s.last.hand;
    this.herald = null;
    this.#save();
    this.speak(`Hand ${s.hand}. ${turnWords(s.turn)}`);
    this.#pump();
  }

  async copyDetails(): Promise<void> {
    if (this.history === null) return;
    let text: string;
    try {
      text = await this.details();
    } catch {
      this.note = 'The deal details could not be copied: their words did not load.';
      return;
    }
    try {
      await this.#env.copy(text);
      this.note = 'Deal details copied.';
    } catch {
      this.note = 'The deal details could not be copied: the browser refused.';
    }
  }

  /** The deal details as text (shown when copying is refused, and for tests). */
  async details(): Promise<string> {
    const h = this.history;
    if (h === null) return '';
    const link = this.link;
    return (await this.#loadWords()).matchDetails(h, link);
  }

  // ---- inside ----------------------------------------------------------------------------------

  /** The words; a load that fails is tried again the next time. */
  #loadWords(): Promise<Words> {
    this.#wordsLoading ??= import('./explain').then(
      (m) => (this.#words = m),
      (error) => {
        this.#wordsLoading = null;
        throw error;
      }
    );
    return this.#wordsLoading;
  }

  /** Runs `use` with the words: at once once they are loaded, else as they arrive, in the order asked. */
  #withWords(use: (w: Words) => void): void {
    if (this.#words !== null) use(this.#words);
    else this.#loadWords().then(use, () => {}); // words that cannot load are no reason to disturb the match
  }

  /** Counts the lines told, so that words still loading for a refusal give way to any line told since. */
  #told = 0;

  #tell(text: string): void {
    this.#told++;
    this.note = text;
    this.speak(text);
  }

  /** Tells a refusal in words (explain.ts): at once once they are loaded, else as they arrive, unless the match moved on. */
  #explain(say: (w: Words) => string): void {
    const told = this.#told;
    const h = this.history;
    this.#withWords((w) => {
      if (this.#told === told && this.history === h) this.#tell(say(w));
    });
  }

  #begin(key: string, options: MatchOptions, day: string | null): void {
    this.#stopTimer();
    this.history = startHistory(createMatch(key, options));
    this.#id = newId(this.#env.random32());
    this.#day = day;
    this.seenHand = 0;
    this.choosing = false;
    this.#reset();
    this.#player(this.state!.options.level);
    this.#loadHerald();
    this.#save();
    this.#writeAddress();
    this.speak(`${key === String(dealOfDay(this.today)) ? "Today's match" : 'A new match'} is dealt. ${turnWords(this.state!.turn)}`);
    this.#pump();
  }

  #restore(saved: SavedMatch): void {
    this.#stopTimer();
    this.history = saved.history;
    this.#id = saved.id;
    this.#day = saved.day;
    this.seenHand = saved.seenHand;
    this.choosing = false;
    this.#reset();
    this.#player(this.state!.options.level);
    this.#loadHerald();
    this.#writeAddress();
    this.#pump();
  }

  #loadHerald(): void {
    if (this.#herald === null) import('./herald').then((m) => (this.#herald = m), () => {});
  }

  #reset(): void {
    this.watch = 'off';
    this.herald = null;
    this.coachLine = null;
    this.picked = null;
    this.hintLines = null;
    this.hurrying = false;
    this.note = null;
  }

  #writeAddress(): void {
    const s = this.state;
    if (s !== null) this.#env.replaceQuery(matchQuery(s.key, s.options));
  }

  /** Plays one action of the seat to act, saves, says it and carries the match on. */
  #act(action: Action): void {
    const before = this.state!;
    const r = record(this.history!, action);
    if (!r.ok) return this.#tell(r.reason);
    if (action.type === 'end' && before.turn === 0 && this.watch === 'off') this.#coach(this.history!);
    this.history = r.history;
    this.picked = null;
    this.hintLines = null;
    if (before.turn === 0) this.note = null;
    this.#save();
    const after = this.state!;
    this.#env.sound?.(before, action, after);
    const calls = this.#herald?.heraldCalls(before, action, after) ?? [];
    let called: string | null = null;
    if (calls.length > 0) {
      called = calls.map(this.#herald!.heraldWords).join(' ');
      this.herald = { calls, text: called, n: (this.herald?.n ?? 0) + 1 };
      this.#env.herald?.(calls);
    }
    if (after.hand !== before.hand || after.phase === 'over') this.watch = 'off';
    if (after.phase === 'over') {
      this.#recordStats();
      this.#judge();
    } else if (after.hand !== before.hand) this.#judge();
    else if (after.turn !== before.turn && after.turn === 0) this.hurrying = false;
    // The action in words, the Herald's calls, then the hand's or the match's end, or whose turn it is.
    this.#withWords((w) => {
      const lines = [w.actionWords(before, action)];
      if (called !== null) lines.push(called);
      if (after.phase === 'over') lines.push(w.handEndWords(after), w.matchEndWords(after));
      else if (after.hand !== before.hand) lines.push(w.handEndWords(after));
      else if (after.turn !== before.turn) lines.push(turnWords(after.turn));
      this.speak(lines.join(' '));
    });
    this.#pump();
  }

  /** The match's computer player, or null while its code loads (then the turns go on). */
  #player(level: Level): Plan | null {
    const known = this.#plans.get(level);
    if (known !== undefined) return known;
    const got = this.#env.player(level);
    if (typeof got === 'function') {
      this.#plans.set(level, got);
      return got;
    }
    void got.then((plan) => {
      this.#plans.set(level, plan);
      this.#pump();
    });
    return null;
  }

  // ---- the Intermission ------------------------------------------------------------------------

  #held = false;

  /** While the Intermission covers the page (src/lib/ui/Intermission.svelte) the computers' turns wait; then they go on. */
  hold(held: boolean): void {
    if (held === this.#held) return;
    this.#held = held;
    if (held) this.#stopTimer();
    else this.#pump();
  }

  /** The seats played by a computer now: the seat to act when it is a computer's, or the player's while watching. */
  get #automatic(): boolean {
    return this.phase === 'wait' || (this.watch === 'running' && (this.phase === 'draw' || this.phase === 'play'));
  }

  /** Schedules the next computer action when a computer player is to act (not while held). */
  #pump(): void {
    if (this.#held || this.#cancel !== null || !this.#automatic) return;
    this.#cancel = this.#env.later(this.hurrying && this.phase === 'wait' ? 0 : PACES[this.pace], () => {
      this.#cancel = null;
      if (this.#automatic) this.#playFor(this.state!);
    });
  }

  /** Plays the next action of the seat to act as its computer player (the Expert for the player's seat); false while its code loads. */
  #playFor(s: MatchState): boolean {
    const level = s.turn === 0 ? 'expert' : s.options.level;
    const plan = this.#player(level);
    if (plan === null) return false;
    const action = planWith(plan, seatView(s, s.turn))[0] ?? null;
    if (action === null) throw new Error(`${level} player had no action`);
    this.#act(action);
    return true;
  }

  // ---- watch and the coach ---------------------------------------------------------------------

  /** Watch, or Pause: the Expert plays the player's seat from now on (a paused watch goes on), or stops after its action on show. */
  toggleWatch(): void {
    if (this.watch === 'running') {
      this.watch = 'paused';
      if (this.state!.turn === 0) this.#stopTimer();
      return;
    }
    if (this.phase === 'options' || this.phase === 'over' || this.phase === 'hand-over' || this.showing !== null) return;
    this.watch = 'running';
    this.picked = null;
    this.hintLines = null;
    this.#pump();
  }

  /** Plays one action of the Expert in the player's seat (paused, or not watching). */
  async stepWatch(): Promise<void> {
    if (this.watch === 'running' || (this.phase !== 'draw' && this.phase !== 'play')) return;
    const s = this.state!;
    if (this.watch === 'off') this.watch = 'paused';
    if (this.#playFor(s)) return;
    this.#plans.set('expert', await this.#env.player('expert'));
    if (this.state === s && this.watch === 'paused') this.#playFor(s);
  }

  /** An action by hand: the player takes their seat back from Watch. */
  #byHand(): void {
    if (this.watch === 'off') return;
    this.watch = 'off';
    if (this.state?.turn === 0) this.#stopTimer();
  }

  dismissCoach(): void {
    this.coachLine = null;
  }

  /** The coach's judgement of the player's turn about to end (`h` before its `e`); its code loads with the first. */
  #coach(h: History): void {
    if (this.#env.coaching?.() === false) return;
    const start = h.turn[0];
    const played = h.actions.slice(h.actions.length - (h.turn.length - 1));
    const id = this.#id;
    void Promise.all([import('./coach'), this.#env.player('expert')]).then(
      ([{ coachAdvice }, expert]) => {
        const advice = coachAdvice(start, played, expert);
        if (advice !== null && this.#id === id) this.coachLine = advice.text;
      },
      () => {}
    );
  }

  /** Replays the verdict's line on the table, one action at a time, then shows the match again. */
  async showLine(): Promise<void> {
    const v = this.verdict;
    const h = this.history;
    if (v === null || v === 'working' || h === null || this.showing !== null) return;
    const [{ lineFrames }, { actionWords }] = await Promise.all([import('./verdict-line'), this.#loadWords()]);
    const frames = lineFrames(h, v.verdict.line, actionWords);
    if (frames === null || this.history !== h || this.showing !== null) return;
    const total = frames.length - 1;
    const ms = Math.max(250, PACES[this.pace]);
    const step = (i: number) => {
      if (i > total) {
        this.#showCancel = this.#env.later(ms * 2, () => this.stopLine());
        return;
      }
      this.showing = { state: frames[i].state, step: i, total, text: frames[i].text };
      this.#showCancel = this.#env.later(ms, () => step(i + 1));
    };
    this.speak('Showing the better line.');
    step(0);
  }

  /** Stops showing the verdict's line: the table shows the match again. */
  stopLine(): void {
    this.#showCancel?.();
    this.#showCancel = null;
    if (this.showing !== null) this.speak('Back to the match.');
    this.showing = null;
  }

  /** Asks for the verdict on the hand that just ended; a later answer for another hand is dropped. */
  #judge(): void {
    const h = this.history;
    if (h === null || this.#env.judge === undefined) return;
    const s = current(h);
    const hand = s.last?.hand ?? null;
    this.verdict = 'working';
    this.#env.judge(s.key, s.options, h.actions, VERDICT_BUDGET).then(
      (answer) => {
        if (this.state?.last?.hand === hand && answer.hand === hand) this.verdict = answer;
      },
      () => {
        if (this.verdict === 'working') this.verdict = null;
      }
    );
  }

  #stopTimer(): void {
    this.#cancel?.();
    this.#cancel = null;
  }

  #save(): void {
    if (this.history === null) return;
    const status = this.#env.saveMatch({ id: this.#id, history: this.history, seenHand: this.seenHand, day: this.#day });
    if (status !== 'saved' && !this.#savedWarned) {
      this.#savedWarned = true;
      this.problems = [...this.problems, ...problemLines([status === 'full' ? 'Storage is full: this match is not being saved.' : 'Storage is off: this match is not being saved.'])];
    }
  }

  /** Adds the match just ended to the statistics; the code that sums it up loads at the first match's end (match-record.ts). */
  #recordStats(): void {
    const h = this.history!;
    const day = this.#day;
    const id = this.#id;
    import('./match-record').then(
      ({ matchRecord }) => {
        const match = matchRecord(h, day, id);
        if (match !== null) void Promise.resolve(this.#env.recordMatch(match)).then((status) => this.#counted(match, status));
      },
      () => {} // statistics that cannot load are no reason to disturb the match
    );
  }

  /** Every record that could not be kept is said: storage off or full, or statistics kept aside as damaged. */
  #counted(match: TableMatchRecord, status: TableRecordStatus): void {
    if (status !== 'damaged') return this.#lost(status);
    this.#uncounted.push(match);
    void this.#env.statsProblem?.().then((problem) => {
      this.statsDamaged ??= problem;
    });
  }

  #lost(status: TableRecordStatus): void {
    if (status !== 'full' && status !== 'unavailable') return;
    const line = `Storage is ${status === 'full' ? 'full' : 'off'}: this match was not added to your statistics.`;
    if (!this.problems.some((p) => p.text === line)) this.problems = [...this.problems, ...problemLines([line])];
  }

  /** The player chose to start the damaged statistics afresh: the matches that waited count in them. */
  startStatsAfresh(): void {
    const waiting = this.#uncounted;
    this.#uncounted = [];
    this.statsDamaged = null;
    void this.#env.startStatsAfresh?.(waiting).then((status) => this.#lost(status));
  }

  #followOtherTab(saved: SavedMatch | null): void {
    if (saved === null || this.history === null) return;
    const mine = makeMoves(this.history.actions);
    if (saved.id === this.#id && makeMoves(saved.history.actions) === mine && saved.seenHand === this.seenHand) return;
    const replaced = saved.id !== this.#id;
    this.#restore(saved);
    this.#tell(replaced ? 'Another tab dealt a new match: this tab now shows it too.' : 'This match was played on in another tab; this tab has caught up with it.');
  }
}
