// Opening a table match (docs/table-page.md, "Opening"): the match the address names, else the
// saved one, else the options form; the form's options and seats; dealing, replaying, asking
// before a match in progress is dropped; following another tab's save. Part of the page session
// (session.svelte.ts), which shows what this holds; the match itself goes through the controller.
import { dealOfDay } from '$lib/cards';
import { STORAGE_KEYS } from '$lib/storage/keys';
import { Followed } from '$lib/ui/followed.svelte';
import { readAddress } from './address';
import { current, DEFAULT_OPTIONS, type MatchOptions } from './engine';
import type { TableEnvironment } from './environment';
import type { MatchController } from './match.svelte';
import type { SavedMatch } from './saved-match';
import { cleanName, fitSeating, soloSeating, type SeatChoice, type Seating } from './seating';
import type { TableSeats } from './seats.svelte';
import { matchQuery } from './words';

const newId = (n: number): string => `m-${n.toString(36)}`;

export class TableOpening {
  /** Problems to show, one line each (a bad link, a save refused, storage off). */
  problems: string[] = $state.raw([]);
  /** The options form is open (before the first deal, or for a new match). */
  choosing = $state(false);
  /** The options in the form, and who plays each seat. */
  draft: MatchOptions = $state.raw(DEFAULT_OPTIONS);
  draftSeating: Seating = $state.raw(soloSeating(DEFAULT_OPTIONS.players));
  /** Asked before a match in progress is dropped (dealing another, or replaying this one): the question's subject, or null. */
  leaving: 'today' | 'new' | 'replay' | null = $state(null);

  readonly #match: MatchController;
  readonly #seats: TableSeats;
  readonly #env: TableEnvironment;
  readonly #today: string;
  readonly #tell: (text: string) => void;

  constructor(match: MatchController, seats: TableSeats, env: TableEnvironment, today: string, tell: (text: string) => void) {
    this.#match = match;
    this.#seats = seats;
    this.#env = env;
    this.#today = today;
    this.#tell = tell;
  }

  /** Follows other tabs' saves; returns the function that stops it. */
  listen(): () => void {
    // The one way to follow another tab's save (src/lib/ui/followed.svelte.ts).
    const env = this.#env;
    const saved = new Followed(STORAGE_KEYS.tableMatch, () => env.loadMatch(), (key, heard) => env.onStoredChange(key, heard));
    const stop = saved.follow((match) => this.#followOtherTab(match.value));
    return () => {
      stop();
      this.#seats.stop();
    };
  }

  /** The page was reached: the address's match, else the saved one, else the options form. */
  arrive(url: URL): void {
    const pace = this.#env.loadPace();
    if (pace !== null) this.#seats.setPace(pace);
    const { options, problem } = this.#env.loadOptions();
    if (options !== null) this.#setDraft(options, this.draftSeating);
    const problems: string[] = problem === null ? [] : [problem];
    const saved = this.#env.loadMatch();
    if (saved.problem !== null) problems.push(`${saved.problem} A new match can be dealt.`);
    const asked = readAddress(url.searchParams);
    if (asked.kind === 'bad') problems.push(...asked.problems, this.#match.history !== null || saved.value ? 'The match in progress is kept.' : '');
    this.problems = problems.filter((p) => p !== '');
    if (asked.kind === 'match') {
      const s = saved.value && current(saved.value.history);
      const same = s && matchQuery(s.key, s.options, saved.value!.seating) === matchQuery(asked.key, asked.options, asked.seating);
      if (same) this.#restore(saved.value!);
      else this.#begin(asked.key, asked.options, asked.seating, asked.key === String(dealOfDay(this.#today)) ? this.#today : null);
      return;
    }
    if (this.#match.history !== null) {
      this.#writeAddress();
      return;
    }
    if (saved.value !== null) this.#restore(saved.value);
    else this.choosing = true;
  }

  /** Opens the options form for a new match (the match on the table stays until one is dealt). */
  chooseNew(): void {
    if (this.#match.state !== null) this.#setDraft(this.#match.state.options, this.#match.seating);
    this.choosing = true;
    this.#seats.stop();
  }

  cancelChoosing(): void {
    if (this.#match.history === null) return;
    this.choosing = false;
    this.#seats.resume();
  }

  setDraft(options: Partial<MatchOptions>): void {
    this.#setDraft({ ...this.draft, ...options }, this.draftSeating);
  }

  /** Seats a person or a computer at `seat` in the form, or renames a person (seating.ts cleans the name when dealt). */
  setSeat(seat: number, choice: SeatChoice): void {
    if (seat === 0 && choice.kind !== 'person') return;
    this.draftSeating = this.draftSeating.map((c, i) => (i === seat ? choice : c));
  }

  #setDraft(options: MatchOptions, seating: Seating): void {
    this.draft = options;
    this.draftSeating = fitSeating(seating, options.players);
  }

  get #inProgress(): boolean {
    const h = this.#match.history;
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
    const seating = fitSeating(this.draftSeating.map((c) => (c.kind === 'person' ? { kind: 'person', name: cleanName(c.name) } : c)), this.draft.players);
    if (which === 'today') this.#begin(String(dealOfDay(this.#today)), this.draft, seating, this.#today);
    else this.#begin(String((this.#env.random32() % 4294967295) + 1), this.draft, seating, null);
  }

  /** The same match from its first action: same cards, and the same computer decisions for the same play. */
  replayMatch(): void {
    if (this.#inProgress) this.leaving = 'replay';
    else this.#replay();
  }

  #replay(): void {
    const s = this.#match.state;
    if (s !== null) this.#begin(s.key, s.options, this.#match.seating, this.#match.day);
  }

  #begin(key: string, options: MatchOptions, seating: Seating, day: string | null): void {
    this.choosing = false;
    this.#match.begin(key, options, seating, newId(this.#env.random32()), day);
    this.#writeAddress();
  }

  #restore(saved: SavedMatch): void {
    this.choosing = false;
    this.#match.restore(saved);
    this.#match.lead(); // the page was opened here: this tab plays the computers now, any other follows
    this.#writeAddress();
  }

  #writeAddress(): void {
    const s = this.#match.state;
    if (s !== null) this.#env.replaceQuery(matchQuery(s.key, s.options, this.#match.seating));
  }

  #followOtherTab(saved: SavedMatch | null): void {
    const h = this.#match.history;
    if (saved === null || h === null) return;
    const same = saved.id === this.#match.id && saved.history.actions.length === h.actions.length && saved.seenHand === this.#match.seenHand;
    if (same && saved.history.actions.every((a, i) => a === h.actions[i] || JSON.stringify(a) === JSON.stringify(h.actions[i]))) {
      this.#match.heardLeader(saved.leader ?? null);
      return;
    }
    const replaced = saved.id !== this.#match.id;
    this.#match.restore(saved);
    this.#tell(replaced ? 'Another tab dealt a new match: this tab now shows it too.' : 'This match was played on in another tab; this tab has caught up with it.');
  }
}
