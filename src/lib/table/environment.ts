// The table's outside world (docs/table-page.md, "Who does what"): the address, storage (only
// through src/lib/storage/), the clock and timers, randomness, the clipboard, and the parts the
// page loads later (later.ts). The page session, the seats and the commentary take it as an
// argument, so the unit tests drive them with their own.
import { dayOf } from '$lib/cards';
import { STORAGE_KEYS, type StorageKey } from '$lib/storage/keys';
import { hasStored, onStoredChange, type ReadResult, type WriteStatus } from '$lib/storage/local';
import * as tableStorage from '$lib/storage/table';
import { settings } from '$lib/ui/settings.svelte';
import { makeMoves, type Action, type History, type Level, type MatchOptions, type MatchState } from './engine';
import type { HintStep } from './engine/players/hint';
import type { SeatView } from './engine/view';
import type { CommentaryEnvironment } from './commentary.svelte';
import { engine } from '$lib/ui/later';
import { computerPlayers, ends, menu, sounds } from './later';
import type { Pace } from './pace';
import type { RecordsEnvironment } from './records.svelte';
import type { SavedMatch } from './saved-match';
import type { SeatsEnvironment } from './seats.svelte';

export interface TableEnvironment extends SeatsEnvironment, CommentaryEnvironment, RecordsEnvironment {
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
  onStoredChange(key: StorageKey, heard: () => void): () => void;
  copy(text: string): Promise<void>;
  /** The deal details to copy (details.ts, loaded with the menu); `ended` is the match's end in words. */
  matchDetails(history: History, link: string, ended: string): string | Promise<string>;
  /** The Hint's Expert (engine/players/hint.ts), loaded with the computer players; missing: no hint. */
  hint?(): Promise<(view: SeatView) => HintStep[]>;
  /** Hears every action played, the computers' too: plays its sound (sound-cues.ts) if sounds are on. */
  sound?(before: MatchState, action: Action, after: MatchState): void;
}

/** The browser's: the address is SvelteKit's, the rest is the window's. */
export const browserTableEnvironment = (address: { url(): URL; replaceQuery(search: string): void }): TableEnvironment => ({
  ...address,
  today: () => dayOf(new Date()),
  random32: () => crypto.getRandomValues(new Uint32Array(1))[0],
  loadMatch: tableStorage.loadMatch,
  saveMatch: tableStorage.saveMatch,
  loadOptions: tableStorage.loadTableOptions,
  saveOptions: tableStorage.saveTableOptions,
  loadPace: tableStorage.loadTablePace,
  savePace: tableStorage.saveTablePace,
  onStoredChange,
  later: (ms, run) => {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
  copy: (text) => navigator.clipboard.writeText(text),
  matchDetails: async (history, link, ended) => (await menu.get()).matchDetails(history, link, ended),
  player: (level: Level) => computerPlayers.get().then((c) => c.PLANS[level]),
  hint: () => computerPlayers.get().then((c) => c.hint),
  coachAdvice: () => computerPlayers.get().then((c) => c.coachAdvice),
  coaching: () => settings.current.coach,
  recordMatch: async (history, day, id) => {
    const end = await ends.get();
    const record = end.matchRecord(history, day, id);
    return record === null ? null : { record, status: await end.addTableMatch(record) };
  },
  statsProblem: async () => (hasStored(STORAGE_KEYS.tableStats) ? (await ends.get()).tableStatsProblem() : null),
  startStatsAfresh: async (waiting) => (await ends.get()).startTableStatsAfresh(waiting),
  // The shared settings say whether sounds are on; the sounds load with the first one heard.
  sound: (before, action, after) => {
    if (!settings.current.sounds) return;
    sounds.get().then((s) => s.playTableCue(before, action, after, settings.current.volume), () => {});
  },
  herald: (_calls, words) => {
    const { sounds: on, heraldCalls, volume } = settings.current;
    if (!on || !heraldCalls || volume <= 0) return;
    sounds.get().then((s) => s.proclaim(words, volume), () => {});
  },
  // The verdict is searched by the site's one engine worker (ui/later.ts), started at the first hand's end.
  judge: async (key, options, actions, budget) => (await engine.get()).tableVerdict(key, options, makeMoves(actions), budget)
});
