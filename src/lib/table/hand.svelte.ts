// The person's hand on the table (docs/table-page.md): a tap, a drag or a key becomes an
// action of the person to act, or a card or pile picked up with the places it may go, or a
// refusal said in words; the hint shows the Expert's rest of the turn. Part of the page session
// (session.svelte.ts): every action goes to the match controller.
import { current, isSide, legalActions, record, seatView, startHistory, type Action, type Card, type PileName, type Side } from './engine';
import type { HintStep } from './engine/players/hint';
import type { SeatView } from './engine/view';
import { actionWords, cardFitsNowhere, pileGoesNowhere } from './explain';
import type { MatchController } from './match.svelte';
import type { TableSeats } from './seats.svelte';

/** What the player has picked up: a card of the hand or a side pile. */
export type Picked = { readonly kind: 'card'; readonly card: Card } | { readonly kind: 'pile'; readonly pile: Side };

export interface HintLine {
  readonly action: Action;
  readonly text: string;
  readonly reason: string;
}

/** What the hand needs of the page: its phase, and its voice. */
export interface HandPage {
  phase(): string;
  speak(text: string): void;
  /** The Hint's Expert, loaded with the computer players; missing: no hint. */
  hint?: () => Promise<(view: SeatView) => HintStep[]>;
}

export class TableHand {
  /** A quiet line: what happened in another tab, a copy made, why a card fits nowhere. */
  note: string | null = $state(null);
  picked: Picked | null = $state.raw(null);
  hintLines: HintLine[] | null = $state.raw(null);

  readonly #match: MatchController;
  readonly #seats: TableSeats;
  readonly #phase: () => string;
  readonly #speak: (text: string) => void;
  readonly #hint: HandPage['hint'];

  constructor(match: MatchController, seats: TableSeats, page: HandPage) {
    this.#match = match;
    this.#seats = seats;
    this.#phase = page.phase;
    this.#speak = page.speak;
    this.#hint = page.hint;
  }

  readonly legal: Action[] = $derived.by(() => (this.#phase() === 'draw' || this.#phase() === 'play' ? legalActions(this.#match.state!) : []));
  /** Where the picked card or pile may go. */
  readonly targets: PileName[] = $derived.by(() => {
    const p = this.picked;
    if (p === null) return [];
    return this.legal.flatMap((a) =>
      (p.kind === 'card' && a.type === 'card' && a.card === p.card) || (p.kind === 'pile' && a.type === 'move' && a.from === p.pile) ? [a.to] : []
    );
  });
  readonly canUndo: boolean = $derived.by(() => this.#phase() === 'play' && this.#match.canUndo);

  draw(): void {
    this.#seats.byHand();
    if (this.#phase() === 'draw') this.#act({ type: 'draw' });
    else if (this.#phase() === 'play') this.tell(this.#match.state!.options.draw === 'end' ? 'You draw when you end your turn.' : 'You have drawn this turn.');
  }

  endTurn(): void {
    this.#seats.byHand();
    if (this.#phase() === 'play') this.#act({ type: 'end' });
    else if (this.#phase() === 'draw') this.tell('Draw from the stock first.');
  }

  undo(): void {
    if (!this.canUndo) return;
    this.#seats.byHand();
    if (this.#match.undo()) this.#speak('Undone.');
  }

  /** The Expert's rest of the turn for the person to act, shown step by step; its code loads with the computer players. */
  async showHint(): Promise<void> {
    if ((this.#phase() !== 'draw' && this.#phase() !== 'play') || this.#hint === undefined) return;
    const s = this.#match.state!;
    const hint = await this.#hint();
    if (this.#match.state !== s) return;
    const steps = hint(seatView(s, s.turn));
    let shown = s;
    this.hintLines = steps.map((step) => {
      const line = { action: step.action, text: actionWords(shown, step.action), reason: step.reason };
      const next = record(startHistory(shown), step.action);
      if (next.ok) shown = current(next.value);
      return line;
    });
    this.#speak(`Hint: ${this.hintLines.map((l) => l.text).join(' ')}`);
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
    this.#seats.byHand();
    if (this.#phase() === 'draw') return this.tell('Draw from the stock first.');
    if (this.#phase() !== 'play') return;
    if (this.picked?.kind === 'card' && this.picked.card === card) return this.letGo();
    const places = this.legal.filter((a) => a.type === 'card' && a.card === card);
    if (places.length === 0) return this.tell(cardFitsNowhere(card));
    if (places.length === 1) return this.#act(places[0]);
    this.picked = { kind: 'card', card };
    this.note = null;
  }

  /** Picks a card without playing it (the start of a drag). */
  pickCard(card: Card): void {
    this.#seats.byHand();
    if (this.#phase() === 'play') this.picked = { kind: 'card', card };
  }

  /** A pile was tapped: the picked card or pile goes there, or a side pile is picked up. */
  tapPile(pile: PileName): void {
    this.#seats.byHand();
    if (this.#phase() !== 'play') {
      if (this.#phase() === 'draw') this.tell('Draw from the stock first.');
      return;
    }
    if (this.picked !== null && this.targets.includes(pile)) return this.dropOn(pile);
    if (this.picked?.kind === 'pile' && this.picked.pile === pile) return this.letGo();
    const moves = isSide(pile) ? this.legal.filter((a) => a.type === 'move' && a.from === pile) : [];
    if (moves.length === 0) {
      this.picked = null;
      return this.tell(pileGoesNowhere(this.#match.state!, pile));
    }
    this.picked = { kind: 'pile', pile: pile as Side };
    this.note = null;
  }

  /** The picked card or pile is put on `pile`; an illegal place says why. */
  dropOn(pile: PileName): void {
    this.#seats.byHand();
    const p = this.picked;
    if (p === null || this.#phase() !== 'play') return;
    const action: Action = p.kind === 'card' ? { type: 'card', card: p.card, to: pile } : { type: 'move', from: p.pile, to: pile };
    const r = record(this.#match.history!, action);
    if (!r.ok) {
      this.picked = null;
      return this.tell(`That does not go there: ${r.error.message}.`);
    }
    this.#act(action);
  }

  tell(text: string): void {
    this.note = text;
    this.#speak(text);
  }

  /** Plays the person's action through the match controller; what follows is its listeners'. */
  #act(action: Action): void {
    const r = this.#match.act(action, 'person');
    if (!r.ok) this.tell(r.error.message);
  }
}
