// The page session of a friends' table (docs/table-online.md, "The page"): what /table/friends
// shows and sends. The server holds the match; this holds the latest snapshot of this seat,
// turns taps into action tokens the snapshot lists as legal, and says plainly what went wrong.
// Loaded with the client on demand (later.ts's `online`); the components only show it.
import { makeCard, parseCard, type Card } from '$lib/cards';
import { PILES } from '../engine';
import type { OnCloth } from '../flight';
import { friendsSeats, readFriendName, writeFriendName } from '$lib/storage/friends';
import { TableConnection, type SeatKeeper } from './client';
import {
  DEFAULT_TABLE_OPTIONS, REACTIONS, REACTION_WORDS, TURN_TIMERS,
  type Reaction, type TableOptions, type TableSnapshot
} from './protocol';

export type FriendsPhase = 'choose' | 'name' | 'connecting' | 'table' | 'unreachable' | 'refused';

/** What the page is given: where the server is, what this browser remembers, and the opener of a connection. */
export interface FriendsEnvironment {
  readonly endpoint: string;
  readonly seats: SeatKeeper;
  readonly readName: () => string;
  readonly writeName: (name: string) => void;
  /** Puts the table's code in the address (without a new history entry). */
  readonly showCode: (code: string) => void;
  readonly open: typeof TableConnection.open;
  readonly join: typeof TableConnection.join;
}

export interface HeardReaction {
  readonly id: number;
  readonly seat: number;
  readonly words: string;
}

const toCard = (text: string): Card => {
  const read = parseCard(text);
  if (!read.ok) throw new Error(`the server sent "${text}" for a card`);
  return read.value;
};

const UNREACHABLE = 'The game server cannot be reached. Friends\u2019 tables need it; solo play on this site works without it.';

export class FriendsTable {
  phase: FriendsPhase = $state('choose');
  code: string | null = $state(null);
  snapshot: TableSnapshot | null = $state.raw(null);
  name = $state('');
  /** A refusal or a failure, in words; null when all is well. */
  problem: string | null = $state(null);
  connected = $state(true);
  /** A card of the hand, or a side pile, picked to be played. */
  picked: string | null = $state(null);
  reactions: HeardReaction[] = $state([]);
  /** This browser's clock, read every half second while a turn timer runs (for the countdown). */
  now = $state(0);
  /** The commitment checked against the reveal: null until the end. */
  verified: boolean | null = $state(null);
  /** The protocol's lists, for the components (which import nothing of the online code but types: it loads on demand). */
  readonly defaults = DEFAULT_TABLE_OPTIONS;
  readonly timers = TURN_TIMERS;
  readonly reactionList = REACTIONS;
  readonly reactionWords = REACTION_WORDS;
  /** The cloth as the solo table's Cloth shows it: one object a snapshot, so that moved piles fly. */
  readonly onCloth: OnCloth | null = $derived.by(() => {
    const s = this.snapshot;
    if (!s?.match) return null;
    return { key: s.code, hand: s.match.hand, piles: PILES.map((name) => (s.match!.piles[name] ?? []).map(toCard)), stock: { length: s.match.stock } };
  });
  #connection: TableConnection | null = null;
  #heard = 0;
  #watch: ReturnType<typeof setInterval> | undefined;
  /** The last problem is a move lost to a dropped connection (cleared once the table is seen again). */
  #lostOnTheWay = false;

  constructor(private readonly env: FriendsEnvironment) {
    this.name = env.readName();
  }

  /** The page opened at `code` (or with none: the options to open a table). */
  arrive(code: string | null) {
    this.code = code;
    if (code === null) this.phase = 'choose';
    else if (this.env.seats.get(code) !== null && this.name !== '') void this.join();
    else this.phase = 'name';
  }

  async create(options: Partial<TableOptions>) {
    if (!this.#named()) return;
    await this.#connect(() => this.env.open(this.env.endpoint, options, this.name, this.env.seats));
    if (this.#connection) {
      this.code = this.#connection.code;
      this.env.showCode(this.code);
    }
  }

  async join() {
    if (!this.#named() || this.code === null) return;
    const code = this.code;
    await this.#connect(() => this.env.join(this.env.endpoint, code, this.name, this.env.seats));
  }

  #named(): boolean {
    this.name = this.name.trim().slice(0, 20);
    if (this.name === '') {
      this.problem = 'Give a name first: the others see it at the table.';
      return false;
    }
    this.env.writeName(this.name);
    return true;
  }

  async #connect(make: () => Promise<TableConnection>) {
    this.phase = 'connecting';
    this.problem = null;
    try {
      const c = await make();
      this.#connection = c;
      c.on('table', (s) => this.#see(s));
      c.on('error', (m) => (this.problem = m.message));
      c.on('reaction', (m) => this.#hear(m.seat, REACTION_WORDS[m.reaction]));
      if (c.snapshot) this.#see(c.snapshot);
      this.phase = 'table';
      clearInterval(this.#watch);
      this.#watch = setInterval(() => {
        this.connected = c.connected;
        if (this.snapshot?.deadline != null) this.now = Date.now();
      }, 500);
    } catch (e) {
      const code = (e as { code?: string }).code;
      this.phase = code === 'unreachable' || code === undefined ? 'unreachable' : 'refused';
      this.problem = this.phase === 'unreachable' ? UNREACHABLE : (e as Error).message.replace(/^[a-z-]+: /, '');
    }
  }

  #see(s: TableSnapshot) {
    this.snapshot = s;
    this.connected = true;
    // A move lost to a drop: the table, back, now shows what became of it.
    if (this.#lostOnTheWay) this.problem = null;
    this.#lostOnTheWay = false;
    if (this.picked !== null && !this.legal.some((a) => a.startsWith(`${this.picked}>`))) this.picked = null;
    if (s.reveal && this.verified === null) void this.#check(s.reveal.deck, s.reveal.salt, s.reveal.commitment);
  }

  async #check(deck: string, salt: string, commitment: string) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(deck + salt));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    this.verified = hex === commitment && hex === this.snapshot?.commitment;
  }

  #hear(seat: number, words: string) {
    const id = ++this.#heard;
    this.reactions = [...this.reactions.slice(-3), { id, seat, words }];
    setTimeout(() => (this.reactions = this.reactions.filter((r) => r.id !== id)), 4000);
  }

  /** The cards of this seat's hand, and of a pile, as the cloth's components take them. */
  get hand(): Card[] {
    return (this.snapshot?.match?.cards ?? []).map(toCard);
  }

  pile(name: string): Card[] {
    return (this.snapshot?.match?.piles[name] ?? []).map(toCard);
  }

  get pickedCard(): Card | null {
    const read = this.picked === null ? null : parseCard(this.picked);
    return read?.ok ? read.value : null;
  }

  get legal(): readonly string[] {
    return this.snapshot?.match?.legal ?? [];
  }

  /**
   * Whole seconds left for the turn when the timer is on, else null. The deadline is the
   * server's clock; the browser's is taken to agree (both keep network time), and the count is
   * held within the turn's length so a clock that is off shows 0 or the full time, never nonsense.
   */
  get secondsLeft(): number | null {
    const deadline = this.snapshot?.deadline;
    if (deadline == null || this.snapshot?.match?.phase === 'over') return null;
    const now = Math.max(this.now, Date.now());
    return Math.max(0, Math.min(this.snapshot!.options.timer, Math.ceil((deadline - now) / 1000)));
  }

  get isHost(): boolean {
    return this.snapshot !== null && this.snapshot.you === this.snapshot.host;
  }

  /** The piles the picked card or side pile may go to. */
  get places(): readonly string[] {
    const p = this.picked;
    return p === null ? [] : this.legal.filter((a) => a.startsWith(`${p}>`)).map((a) => a.slice(p.length + 1));
  }

  /** The replay of a finished match on the solo page. */
  get replay(): string | null {
    const s = this.snapshot;
    if (!s?.reveal) return null;
    const o = s.options;
    return `/table?deck=${encodeURIComponent(s.reveal.deck)}&players=${o.players}&target=${o.target}&draw=${o.draw}&qj2=${o.qj2 ? 1 : 0}&level=${o.level}`;
  }

  start() {
    void this.#send(() => this.#connection!.start());
  }

  /** A card of the hand tapped: played where it alone fits, else picked (again: put down). */
  tapCard(code: Card) {
    const card = makeCard(code);
    const places = this.legal.filter((a) => a.startsWith(`${card}>`));
    if (this.picked === card || places.length === 0) this.picked = null;
    else if (places.length === 1) this.act(places[0]);
    else this.picked = card;
  }

  /** A pile tapped: the picked card or pile goes there, or a side pile is picked to move. */
  tapPile(pile: string) {
    if (this.picked !== null && this.places.includes(pile)) return this.act(`${this.picked}>${pile}`);
    this.picked = this.legal.some((a) => a.startsWith(`${pile}>`)) && this.picked !== pile ? pile : null;
  }

  act(action: string) {
    this.picked = null;
    if (!this.legal.includes(action)) return;
    void this.#send(() => this.#connection!.act(action));
  }

  react(reaction: Reaction) {
    this.#connection?.react(reaction);
  }

  async #send(send: () => Promise<unknown>) {
    if (this.#connection === null) return;
    this.problem = null;
    try {
      await send();
    } catch (e) {
      this.problem = (e as Error).message.replace(/^[a-z-]+: /, '');
      this.#lostOnTheWay = (e as { code?: string }).code === 'unreachable';
    }
  }

  close() {
    clearInterval(this.#watch);
    // Not a leave: the seat waits through the grace period, as after a reload.
    this.#connection?.drop();
  }
}

/** The friends' table of this page: the server at the page's own origin, this browser's name and seat tokens. */
export function browserFriendsTable(showCode: (code: string) => void): FriendsTable {
  return new FriendsTable({
    endpoint: location.origin.replace(/^http/, 'ws'),
    seats: friendsSeats,
    readName: readFriendName,
    writeName: writeFriendName,
    showCode,
    open: TableConnection.open.bind(TableConnection),
    join: TableConnection.join.bind(TableConnection)
  });
}
