// The table's page session (docs/table-page.md, "Who does what"): what the page shows and how a
// tap becomes an action. It opens the match the address or the save names, keeps the options
// form, the picked card, the glow, the notes, the hint, the pass screen between two people and
// the hand's end on the cloth. The match itself is the match controller's (match.svelte.ts);
// who plays each seat and when is the seats' (seats.svelte.ts); what is said about the play is
// the commentary's (commentary.svelte.ts). The outside world comes in through TableEnvironment
// (environment.ts), so the tests drive it with their own.
import { dealOfDay } from '$lib/cards';
import { LiveWords } from '$lib/ui/live-region.svelte';
import { problemLines, type ProblemLine } from '$lib/ui/problem-line';
import { TableCommentary } from './commentary.svelte';
import type { Action, Card, History, MatchOptions, MatchState, PileName } from './engine';
import type { TableEnvironment } from './environment';
import { actionWords, handEndWords, matchEndWords } from './explain';
import { lastHandEnd, type HandEnd } from './hand-end';
import { MatchController, type MatchChange } from './match.svelte';
import type { Pace } from './pace';
import { TableHand, type HintLine, type Picked } from './hand.svelte';
import { TableOpening } from './opening.svelte';
import { TableRecords } from './records.svelte';
import { isPassAndPlay, type SeatChoice, type Seating } from './seating';
import { TableSeats } from './seats.svelte';
import { matchQuery, turnWords } from './words';

export type { TableEnvironment } from './environment';
export { PACES, type Pace } from './pace';

/** The page's phase (docs/table-notation.md, "Browser test hooks"), plus 'options' before any match. */
export type TablePhase = 'options' | 'pass' | 'draw' | 'play' | 'wait' | 'hand-over' | 'over';

export type { HintLine, Picked } from './hand.svelte';

export class TableSession {
  readonly match: MatchController;
  readonly seats: TableSeats;
  readonly commentary: TableCommentary;
  readonly opening: TableOpening;
  readonly hand: TableHand;
  /** Damaged statistics said, and records storage could not keep (records.svelte.ts). */
  readonly records: TableRecords;
  /** A quiet line: what happened in another tab, a copy made, why a card fits nowhere. */
  /**
   * The person whose cards are on show. With several people at the device, null from the end of a
   * person's turn until the next person to act says they hold the device (the pass screen).
   */
  viewer: number | null = $state(0);
  /** What the page's live region says (src/lib/ui/live-region.svelte.ts): the session speaks into it. */
  readonly live = new LiveWords();
  /** Says a line in the page's live region (a test listens here instead). */
  speak: (text: string) => void = (text) => this.live.say(text);

  readonly today: string;
  readonly #env: TableEnvironment;
  #savedWarned = false;
  #held = false;

  constructor(env: TableEnvironment) {
    this.#env = env;
    this.today = env.today();
    this.match = new MatchController((m) => env.saveMatch(m), `t-${env.random32().toString(36)}`);
    this.seats = new TableSeats(this.match, env, () => !this.choosing && this.phase !== 'pass');
    this.records = new TableRecords(env);
    this.commentary = new TableCommentary(this.match, this.seats, env, (text) => this.speak(text), (m, status) => this.records.counted(m, status));
    this.hand = new TableHand(this.match, this.seats, { phase: () => this.phase, speak: (text) => this.speak(text), hint: env.hint });
    this.opening = new TableOpening(this.match, this.seats, env, this.today, (text) => this.hand.tell(text));
    // Every change of the match, in this order: what the page shows, the commentary, the words
    // said, the sound, a save refused, then the seats' next action.
    this.match.listen((change) => this.#follow(change));
    this.match.listen((change) => this.commentary.heard(change));
    this.match.listen((change) => this.#say(change));
    this.match.listen((change) => change.kind === 'played' && env.sound?.(change.before, change.action, change.after));
    this.match.listen(() => this.#warnUnsaved());
    this.match.listen((change) => this.seats.heard(change));
  }

  // ---- what the page shows (its parts' state read through) -------------------------------------

  get history(): History | null { return this.match.history; }
  get state(): MatchState | null { return this.match.state; }
  get seenHand(): number { return this.match.seenHand; }
  /** Problems to show (src/lib/ui/problem-line.ts): the opening's and a record storage could not keep. */
  readonly problems: ProblemLine[] = $derived.by(() => problemLines([...this.opening.problems, ...this.records.lost]));
  get statsDamaged(): string | null { return this.records.statsDamaged; }
  get choosing(): boolean { return this.opening.choosing; }
  get draft(): MatchOptions { return this.opening.draft; }
  get draftSeating(): Seating { return this.opening.draftSeating; }
  get leaving() { return this.opening.leaving; }
  get pace(): Pace { return this.seats.pace; }
  get hurrying(): boolean { return this.seats.hurrying; }
  get watch() { return this.seats.watch; }
  get herald() { return this.commentary.herald; }
  get coachLine() { return this.commentary.coachLine; }
  get verdict() { return this.commentary.verdict; }
  /** The verdict's better line while it is shown (line-show.svelte.ts). */
  get showing() { return this.commentary.line; }

  readonly phase: TablePhase = $derived.by(() => {
    const s = this.state;
    if (s === null || this.choosing) return 'options';
    if (s.phase === 'over') return 'over';
    if (this.match.handEnded) return 'hand-over';
    if (!this.seats.isPerson(s.turn)) return 'wait';
    if (this.viewer !== s.turn) return 'pass';
    return s.phase;
  });
  /** Each seat's player, with names (seating.ts). */
  readonly players = $derived.by(() => this.match.players);
  readonly passAndPlay: boolean = $derived.by(() => isPassAndPlay(this.match.seating));
  get legal(): Action[] { return this.hand.legal; }
  get targets(): PileName[] { return this.hand.targets; }
  get canUndo(): boolean { return this.hand.canUndo; }
  get picked(): Picked | null { return this.hand.picked; }
  get hintLines(): HintLine[] | null { return this.hand.hintLines; }
  get note(): string | null { return this.hand.note; }
  /** The hand just ended, while its end is on show: the cloth keeps its finished position until Next hand. */
  readonly handEnd: HandEnd | null = $derived(
    (this.phase === 'hand-over' || this.phase === 'over') && this.history !== null ? lastHandEnd(this.history) : null
  );
  /** The table on the cloth: the better line's step on show, else the hand's finished position, else the match. */
  readonly onCloth: MatchState | null = $derived(this.showing?.frame.state ?? this.handEnd?.position ?? this.state);
  /** The seat whose cards the hand shows (null while the pass screen hides them); at a hand's end, every hand is shown in its summary. */
  readonly handSeat: number | null = $derived(this.passAndPlay ? this.viewer : 0);
  /** The address that opens the match on the table. */
  get link(): string {
    return this.state === null ? '' : new URL(`/table${this.#query()}`, this.#env.url()).href;
  }

  #query(): string {
    const s = this.state!;
    return matchQuery(s.key, s.options, this.match.seating);
  }

  // ---- opening (opening.svelte.ts) ------------------------------------------------------------

  readonly listen = () => this.opening.listen();
  readonly arrive = (url: URL) => {
    this.records.check();
    this.opening.arrive(url);
  };
  readonly startStatsAfresh = () => this.records.startAfresh();
  readonly chooseNew = () => this.opening.chooseNew();
  readonly cancelChoosing = () => this.opening.cancelChoosing();
  readonly setDraft = (options: Partial<MatchOptions>) => this.opening.setDraft(options);
  readonly setSeat = (seat: number, choice: SeatChoice) => this.opening.setSeat(seat, choice);
  readonly deal = (which: 'today' | 'new') => this.opening.deal(which);
  readonly replayMatch = () => this.opening.replayMatch();
  readonly confirmLeave = () => this.opening.confirmLeave();
  readonly cancelLeave = () => this.opening.cancelLeave();

  // ---- the player's actions --------------------------------------------------------------------

  setPace(pace: Pace): void {
    this.seats.setPace(pace);
    this.#env.savePace(pace);
  }

  hurry(): void {
    this.seats.hurry();
  }

  /** While the Intermission covers the page the computers' turns wait; then they go on. */
  hold(held: boolean): void {
    this.#held = held;
    this.seats.hold(held);
  }

  /** The person to act has the device: the pass screen goes and their cards show. */
  takeSeat(): void {
    const s = this.state;
    if (this.phase !== 'pass' || s === null) return;
    this.viewer = s.turn;
    this.speak(`${this.players[s.turn].name}, your turn. ${s.phase === 'draw' ? 'Draw from the stock.' : 'Play or end your turn.'}`);
    this.seats.resume();
  }

  readonly draw = () => this.hand.draw();
  readonly endTurn = () => this.hand.endTurn();
  readonly undo = () => this.hand.undo();
  readonly showHint = () => this.hand.showHint();
  readonly hideHint = () => this.hand.hideHint();
  readonly letGo = () => this.hand.letGo();
  readonly tapCard = (card: Card) => this.hand.tapCard(card);
  readonly pickCard = (card: Card) => this.hand.pickCard(card);
  readonly tapPile = (pile: PileName) => this.hand.tapPile(pile);
  readonly dropOn = (pile: PileName) => this.hand.dropOn(pile);

  /** Dismisses the end of a hand: the next hand is played. */
  nextHand(): void {
    if (this.phase !== 'hand-over') return;
    this.match.seeHand();
  }

  /** Watch, or Pause: the Expert plays the person's seat from now on (a paused watch goes on), or stops after its action on show. */
  toggleWatch(): void {
    if (this.seats.watch === 'running') return this.seats.pauseWatch();
    if (this.phase !== 'draw' && this.phase !== 'play' && this.phase !== 'wait') return;
    if (this.showing !== null) return;
    this.hand.letGo();
    this.hand.hideHint();
    this.seats.runWatch();
  }

  /** Plays one action of the Expert in the person's seat (paused, or not watching). */
  stepWatch(): Promise<void> {
    if (this.phase !== 'draw' && this.phase !== 'play') return Promise.resolve();
    return this.seats.stepWatch();
  }

  dismissCoach(): void {
    this.commentary.dismissCoach();
  }

  /** Shows the verdict's better line on the cloth (`make`: line-show.svelte.ts, loaded with the hand's end). */
  showLine(make: Parameters<TableCommentary['showLine']>[0]): void {
    this.commentary.showLine(make);
  }

  stopLine(): void {
    this.commentary.stopLine();
  }

  async copyDetails(): Promise<void> {
    if (this.history === null) return;
    try {
      await this.#env.copy(await this.details());
      this.hand.note = 'Deal details copied.';
    } catch {
      this.hand.note = 'The deal details could not be copied: the browser refused.';
    }
  }

  /** The deal details as text (details.ts, loaded with the menu). */
  async details(): Promise<string> {
    const h = this.history;
    return h === null ? '' : this.#env.matchDetails(h, this.link, matchEndWords(this.state!));
  }

  // ---- inside ----------------------------------------------------------------------------------

  /** What the page shows after a change: nothing picked or hinted, the note gone at a person's action, the pass screen between two people. */
  #follow(change: MatchChange): void {
    if (change.kind === 'led') return;
    this.hand.letGo();
    this.hand.hideHint();
    if (change.kind === 'dealt' || change.kind === 'restored') {
      this.hand.note = null;
      this.viewer = this.passAndPlay ? null : 0;
      this.seats.hold(this.#held);
      return;
    }
    if (change.kind === 'seen' && this.passAndPlay) this.viewer = null;
    if (change.kind !== 'played') return;
    const { before, after } = change;
    if (this.seats.isPerson(before.turn)) this.hand.note = null;
    // A person's turn is over: their cards hide until the next person takes the device.
    if (this.passAndPlay && (after.turn !== before.turn || after.hand !== before.hand)) this.viewer = null;
  }

  /** The action in words for the live region, the Herald's calls, then the hand's or the match's end, or whose turn it is. */
  #say(change: MatchChange): void {
    if (change.kind === 'dealt') {
      const s = this.state!;
      this.speak(`${s.key === String(dealOfDay(this.today)) ? "Today's match" : 'A new match'} is dealt. ${this.#turnWords(s.turn)}`);
      return;
    }
    if (change.kind === 'seen') {
      const s = this.state!;
      this.speak(`Hand ${s.hand}. ${this.#turnWords(s.turn)}`);
      return;
    }
    if (change.kind !== 'played') return;
    const { before, action, after } = change;
    const names = this.passAndPlay ? this.players.map((p) => p.name) : undefined;
    const lines = [actionWords(before, action, names)];
    if (this.commentary.called !== null) lines.push(this.commentary.called);
    if (after.phase === 'over') lines.push(handEndWords(after, names), matchEndWords(after, names));
    else if (after.hand !== before.hand) lines.push(handEndWords(after, names));
    else if (after.turn !== before.turn) lines.push(this.#turnWords(after.turn));
    this.speak(lines.join(' '));
  }

  #turnWords(seat: number): string {
    return this.passAndPlay ? `${this.players[seat].name}'s turn.` : turnWords(seat);
  }

  /** Says once, as a problem, that the match is not being saved. */
  #warnUnsaved(): void {
    const status = this.match.saveStatus;
    if (status === 'saved' || this.#savedWarned) return;
    this.#savedWarned = true;
    this.opening.problems = [...this.opening.problems, status === 'full' ? 'Storage is full: this match is not being saved.' : 'Storage is off: this match is not being saved.'];
  }
}
