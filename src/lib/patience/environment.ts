// What the patience's game and session need from the outside world (the clock, ids, storage,
// the address, randomness, the engine worker, other tabs, the player's first sign): the page
// gives the browser's, the tests their own. Only the functions named here reach storage.
import { dayOf } from '$lib/cards';
import type { StorageKey } from '$lib/storage/keys';
import { onStoredChange, type ReadResult, type WriteStatus } from '$lib/storage/local';
import * as patienceStorage from '$lib/storage/patience';
import { atFirstSign } from '$lib/ui/first-sign';
import { engine } from '$lib/ui/later';
import { sounds } from './later';
import type { Verdict } from '$lib/worker/client';
import type { Action, GameState, PolicyName } from './engine';
import type { ExplainedHint } from './engine/hints';
import type { FirstDeals } from './first-deals.svelte';
import type { PlayOptions } from './play-options';
import type { SavedGame } from './saved-game';
import type { Stats } from './stats';

/** What one game (game.svelte.ts) needs from the outside world. */
export interface GameEnvironment {
  /** Today's local date as 'YYYY-MM-DD', for the statistics. */
  today(): string;
  /** A fresh id for a new game's statistics record. */
  newId(): string;
  saveGame(game: SavedGame): WriteStatus;
  saveStats(stats: Stats): WriteStatus;
  /**
   * The statistics as saved now, perhaps by another tab; null when none can be read. Read just
   * before a change is written, so that another tab's games are never written over.
   */
  loadStats?(): Stats | null;
}

export const browserEnvironment: GameEnvironment = {
  today: () => dayOf(new Date()),
  newId: () => globalThis.crypto?.randomUUID?.() ?? `g${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`,
  saveGame: patienceStorage.saveGame,
  saveStats: patienceStorage.saveStats,
  loadStats: patienceStorage.savedStats
};

/** What the session asks of the engine worker (worker/client.ts). */
export interface EngineAsk {
  hint(policy: PolicyName, state: GameState, actions: readonly Action[]): Promise<Action | null>;
  /** The same hint with the one short sentence that says why. */
  explainedHint(policy: PolicyName, state: GameState, actions: readonly Action[]): Promise<ExplainedHint>;
  solve(state: GameState, actions: readonly Action[]): Promise<Verdict>;
  /** Starts the worker ahead of the first question. */
  start(): unknown;
}

/** What the page's session (session.svelte.ts) needs besides a game's. */
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
  /** Where a newcomer's starter deals are up to (null: nothing saved), and saving it. */
  loadFirstDeals(): FirstDeals | null;
  saveFirstDeals(record: FirstDeals): WriteStatus;
  /** The engine worker's client, loaded at first use (a failed load is tried again at the next). */
  engine(): Promise<EngineAsk>;
  /** Plays the sound of going from `before` to `after`, if it has one (its code loads with the first sound). */
  playCue(before: GameState, after: GameState, volume: number): void;
  /** Calls `heard` when another tab changes `key`; returns the function that stops it. */
  onStoredChange(key: StorageKey, heard: () => void): () => void;
  /** Calls `run` once, at the player's first pointer move, press, key or focus; returns the function that stops waiting. */
  atFirstSign(run: () => void): () => void;
}

export const browserSessionEnvironment = (address: { url(): URL; replaceQuery(search: string): void }): SessionEnvironment => ({
  ...browserEnvironment,
  ...address,
  random32: () => crypto.getRandomValues(new Uint32Array(1))[0],
  loadGame: patienceStorage.loadGame,
  loadStats: patienceStorage.savedStats,
  loadStatsWithProblem: patienceStorage.loadStats,
  loadPlayOptions: patienceStorage.loadPlayOptions,
  savePlayOptions: patienceStorage.savePlayOptions,
  loadFirstDeals: patienceStorage.loadFirstDeals,
  saveFirstDeals: patienceStorage.saveFirstDeals,
  // The worker's client loads when the session first needs it (listen(): at the player's first
  // sign), so a visit that only looks never loads it.
  engine: () => engine.get(),
  playCue: (before, after, volume) => void sounds.get().then((cues) => cues.playCueFor(before, after, volume), () => {}),
  onStoredChange,
  atFirstSign
});
