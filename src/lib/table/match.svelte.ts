// The match controller (docs/table-page.md, "Who does what"): the one writer of the match in
// play. It holds the history, records every seat's action through the engine, takes back the
// plays of the turn in progress, marks a hand's end as seen, and saves after each change; then it
// tells its listeners what changed. Whoever acts (the player's taps, a computer player, Watch,
// another tab's save) goes through here, so saving and what follows a change cannot be skipped.
// It also keeps which tab leads the match (docs/table-page.md, "Other tabs"): the one that plays
// the computers' turns; the others follow its saves. Synchronous: no timers, no loading, no page.
import type { WriteStatus } from '$lib/storage/local';
import {
  canUndo as engineCanUndo, createMatch, current, record, startHistory, undo as engineUndo,
  type Action, type History, type MatchOptions, type MatchState, type RecordResult
} from './engine';
import type { SavedMatch } from './saved-match';
import { seatPlayers, soloSeating, type SeatPlayer, type Seating } from './seating';

/** Who made an action: a person at this device, a computer player, or Watch (the Expert in a person's seat). */
export type Actor = 'person' | 'computer' | 'watch';

/** What changed, told to every listener after the change is saved. */
export type MatchChange =
  /** A match was dealt, restored from the save, or taken from another tab. */
  | { readonly kind: 'dealt' | 'restored' }
  | {
      readonly kind: 'played';
      readonly by: Actor;
      readonly action: Action;
      readonly before: MatchState;
      readonly after: MatchState;
      /** The history before the action (the coach reads the turn from it). */
      readonly previous: History;
    }
  | { readonly kind: 'undone' }
  /** A hand's end was seen: the next hand is on the table. */
  | { readonly kind: 'seen' }
  /** Another tab, or this one, took the lead: the match itself did not change. */
  | { readonly kind: 'led' };

export class MatchController {
  #history: History | null = $state.raw(null);
  #seenHand = $state(0);
  #seating: Seating = $state.raw(soloSeating(2));
  #id = '';
  #day: string | null = null;
  /** The tab that leads the match (null: none known, as in a save from before tabs led). */
  #leader: string | null = $state(null);
  readonly #tab: string;
  #listeners: ((change: MatchChange) => void)[] = [];
  readonly #saveMatch: (match: SavedMatch) => WriteStatus;
  /** How the last save went: anything but 'saved' means the match is not kept. */
  saveStatus: WriteStatus = $state('saved');

  /** `tab` tells this tab from others on the same match. */
  constructor(saveMatch: (match: SavedMatch) => WriteStatus, tab: string) {
    this.#saveMatch = saveMatch;
    this.#tab = tab;
  }

  get history(): History | null {
    return this.#history;
  }
  /** The last hand whose end has been seen and dismissed (0 before any). */
  get seenHand(): number {
    return this.#seenHand;
  }
  get seating(): Seating {
    return this.#seating;
  }
  /** Tells this match from another across tabs. */
  get id(): string {
    return this.#id;
  }
  /** 'YYYY-MM-DD' when this is that day's match opened on its day. */
  get day(): string | null {
    return this.#day;
  }

  /** This tab leads the match: it plays the computers' turns (or no tab is known to). */
  get leads(): boolean {
    return this.#leader === null || this.#leader === this.#tab;
  }

  readonly state: MatchState | null = $derived(this.#history === null ? null : current(this.#history));
  /** Each seat as it plays (seating.ts). */
  readonly players: SeatPlayer[] = $derived(this.state === null ? [] : seatPlayers(this.#seating, this.state.options));
  /** A hand has ended and its end is not yet seen: nobody acts until it is. */
  readonly handEnded: boolean = $derived(this.state !== null && this.state.last !== null && this.state.last.hand > this.#seenHand);
  /** The plays of the turn in progress can be taken back (never a draw, an ended turn or another seat's turn). */
  readonly canUndo: boolean = $derived(this.#history !== null && engineCanUndo(this.#history));

  /** Hears every change after it is saved; returns the function that stops it. */
  listen(heard: (change: MatchChange) => void): () => void {
    this.#listeners.push(heard);
    return () => (this.#listeners = this.#listeners.filter((h) => h !== heard));
  }

  /** Deals a new match. */
  begin(key: string, options: MatchOptions, seating: Seating, id: string, day: string | null): void {
    this.#set(startHistory(createMatch(key, options)), seating, id, day, 0);
    this.#leader = this.#tab;
    this.#changed({ kind: 'dealt' });
  }

  /** Puts a saved match (this tab's, or another's) on the table. */
  restore(saved: SavedMatch): void {
    this.#set(saved.history, saved.seating, saved.id, saved.day, saved.seenHand);
    this.#leader = saved.leader ?? null;
    this.#changed({ kind: 'restored' }, false);
  }

  /** This tab takes the lead (the page was opened here, or the leading tab went quiet); saved, so other tabs hear it. */
  lead(): void {
    if (this.#history === null || this.#leader === this.#tab) return;
    this.#leader = this.#tab;
    this.#changed({ kind: 'led' });
  }

  /** Another tab's save names another leader, the match being the same. */
  heardLeader(leader: string | null): void {
    if (leader === this.#leader) return;
    this.#leader = leader;
    this.#changed({ kind: 'led' }, false);
  }

  /** Plays the seat to act's action; an illegal one changes nothing and comes back with its reason. */
  act(action: Action, by: Actor): RecordResult {
    const previous = this.#history;
    if (previous === null) throw new Error('no match to act in');
    const r = record(previous, action);
    if (!r.ok) return r;
    this.#history = r.value;
    // A person's action (or Watch in a person's seat) here makes this the tab that leads.
    if (by !== 'computer') this.#leader = this.#tab;
    this.#changed({ kind: 'played', by, action, before: current(previous), after: current(r.value), previous });
    return r;
  }

  /** Takes back the last play of the turn in progress; false when there is none. */
  undo(): boolean {
    if (this.#history === null || !this.canUndo) return false;
    this.#history = engineUndo(this.#history);
    this.#changed({ kind: 'undone' });
    return true;
  }

  /** The hand's end was seen: the next hand is played. */
  seeHand(): void {
    const last = this.state?.last;
    if (!this.handEnded || last == null) return;
    this.#seenHand = last.hand;
    this.#changed({ kind: 'seen' });
  }

  #set(history: History, seating: Seating, id: string, day: string | null, seenHand: number): void {
    this.#history = history;
    this.#seating = seating;
    this.#id = id;
    this.#day = day;
    this.#seenHand = seenHand;
  }

  #changed(change: MatchChange, save = true): void {
    if (save && this.#history !== null) {
      this.saveStatus = this.#saveMatch({
        id: this.#id, history: this.#history, seenHand: this.#seenHand, day: this.#day, seating: this.#seating, leader: this.#leader
      });
    }
    for (const heard of this.#listeners) heard(change);
  }
}
