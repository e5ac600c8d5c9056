// The controller of one game on the page. It holds the history (a stack of engine states),
// turns what the player did into engine actions, and keeps the save and the statistics up
// to date (through its GameEnvironment, environment.ts). Every rule question goes to the
// engine; everything shown is $derived from it.
import {
  canUndo, classic, current, losesOnTheSpot, newGame, placeAction, loneTenAction, record, restart as restartHistory,
  startHistory, undo as undoHistory, type Action, type GameState, type History, type IllegalCode, type Problem, type Slot
} from '$lib/patience/engine';
import { dealNumberOf, stockOf, type DealId } from '$lib/cards';
import { choicesFor, deadEnd, describeAction, dropTargets, instruction, lossText, type Choices } from '$lib/patience/guide';
import type { SavedGame } from '$lib/patience/saved-game';
import { abandonGame, abandonOthers, dealKey, markLineShown, updateStats, type Stats } from '$lib/patience/stats';
import type { WriteStatus } from '$lib/storage/local';
import { browserEnvironment, type GameEnvironment } from './environment';
import { explainRefusal } from './explain';

/** Where a dragged card came from: the card in play, or a card on the board. */
export type DragSource = 'stock' | Slot;

/** A line for the player beside the instruction: why something was refused, or the hint. */
export interface Notice {
  readonly kind: 'refusal' | 'hint';
  readonly text: string;
  /** Why the hint is given, in one short sentence (hints only, when the hint level says). */
  readonly reason?: string;
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

export class GameController {
  deal: DealId;
  id: string;
  history: History;
  stats: Stats;
  /** The card chosen first for a pair, while removing. */
  selected: Slot | null = $state(null);
  /** The hint on show, until the next action. */
  hint: Action | null = $state.raw(null);
  notice: Notice | null = $state.raw(null);
  /**
   * An action that would lose on the spot, waiting for the player to confirm it. `undo` when it
   * is the only action left (a dead end): the way out offered is Undo, not "keep removing".
   */
  confirming: { readonly action: Action; readonly text: string; readonly undo: boolean } | null = $state.raw(null);
  /** The worst outcome of the last saves: anything but 'saved' means progress is not kept. */
  saveStatus: WriteStatus = $state('saved');

  // $derived.by keeps TypeScript from reading the fields set in the constructor too early.
  readonly state: GameState = $derived.by(() => current(this.history));
  readonly choices: Choices = $derived.by(() => choicesFor(this.state));
  readonly instruction: string = $derived.by(() => instruction(this.state, this.choices));
  readonly canUndo: boolean = $derived.by(() => canUndo(this.history));
  readonly isOver: boolean = $derived.by(() => this.state.phase === 'won' || this.state.phase === 'lost');
  /** Partners of the selected card, highlighted while the player picks the second card. */
  readonly partners: readonly Slot[] = $derived.by(() =>
    this.selected === null ? [] : (this.choices.partners.get(this.selected) ?? [])
  );

  readonly #env: GameEnvironment;

  constructor(game: SavedGame, stats: Stats, env: GameEnvironment = browserEnvironment) {
    this.#env = env;
    this.deal = $state.raw(game.deal);
    this.id = $state.raw(game.id);
    this.history = $state.raw(game.history);
    this.stats = $state.raw(stats);
  }

  /** Saves the game and counts it, as every change does; the session calls it once it has opened a game. */
  save(): void {
    this.#persist();
  }

  /**
   * Plays an action if the engine allows it; otherwise says why and changes nothing. `byWatch`:
   * Watch played it, so a game it ends is not the player's (stats.ts).
   */
  act(action: Action, byWatch = false): boolean {
    const next = record(this.history, action);
    if (!next.ok) {
      this.#refuse(action, next.error);
      return false;
    }
    this.#setHistory(next.value, byWatch);
    return true;
  }

  /** Says why an action was refused. */
  #refuse(action: Action, problem: Problem<IllegalCode>): void {
    this.notice = { kind: 'refusal', text: explainRefusal(this.state, action, problem) };
  }

  /** A click or tap on a slot: place, pick the first card of a pair, or complete one. */
  tapSlot(slot: Slot): void {
    const state = this.state;
    if (state.phase === 'place') {
      this.act(placeAction(slot));
      return;
    }
    if (state.phase !== 'remove') return;
    const selected = this.selected;
    if (selected === slot) {
      this.selected = null;
      this.notice = null;
      return;
    }
    if (selected !== null) {
      if (this.act({ type: 'remove', slots: [selected, slot] })) return;
      // A refused second card: keep the explanation, and let it start a new pair if it can.
      this.selected = this.choices.partners.has(slot) ? slot : null;
      return;
    }
    if (this.choices.loneTens.has(slot)) {
      this.act(loneTenAction(slot));
    } else if (this.choices.partners.has(slot)) {
      this.selected = slot;
      this.notice = null;
    } else {
      // Nothing to do with this card: ask the engine why, as a lone removal.
      this.act(loneTenAction(slot));
    }
  }

  /** The end of a drag: the same calls as clicks, so a drag and a click cannot disagree. */
  drop(from: DragSource, to: Slot | null): void {
    if (to === null || to === from) {
      this.notice = null;
      return;
    }
    if (from === 'stock') {
      this.act(placeAction(to));
    } else {
      this.selected = null;
      this.act({ type: 'remove', slots: [from, to] });
    }
  }

  /** Where a card dragged from `from` may be let go now: only these light up under it. */
  dropTargets(from: DragSource): readonly Slot[] {
    return dropTargets(this.choices, from);
  }

  /** Resume drawing; into a royal with no free seat only once the player confirms it. */
  resume(): void {
    const action: Action = { type: 'resume' };
    if (losesOnTheSpot(this.state, action)) {
      const lost = deadEnd(this.state, this.choices);
      this.confirming =
        lost !== null
          ? { action, text: `${lost}.`, undo: true }
          : { action, text: `Resume drawing? ${lossText({ ...this.state, reason: 'blocked' })}: the game will be lost.`, undo: false };
      return;
    }
    this.act(action);
  }

  /** The player confirmed the action that loses. */
  confirm(): void {
    const pending = this.confirming;
    this.confirming = null;
    if (pending !== null) this.act(pending.action);
  }

  cancelConfirm(): void {
    this.confirming = null;
  }

  /** The dialog's other answer: Undo at a dead end, else back to removing. */
  decline(): void {
    if (this.confirming?.undo) this.undo();
    else this.cancelConfirm();
  }

  undo(): void {
    if (!this.canUndo) return;
    this.#setHistory(undoHistory(this.history));
  }

  /** The same deal from the start; an unfinished game it replaces counts as lost. */
  restart(): void {
    this.abandon(this.id);
    this.id = this.#env.newId();
    this.#setHistory(restartHistory(this.history));
  }

  /** A fresh game of `deal`; an unfinished game it replaces counts as lost. */
  startDeal(deal: DealId): void {
    this.abandon(this.id);
    this.id = this.#env.newId();
    this.deal = deal;
    this.#setHistory(startHistory(newGame(stockOf(deal))));
  }

  /** Counts another game as lost if it was unfinished: the saved game a link replaced. */
  abandon(id: string): void {
    const counted = this.#count((stats) => abandonGame(stats, id));
    if (counted !== null) this.saveStatus = counted;
  }

  /** Counts every other game still in progress as lost: this is the one game in progress (a damaged save's game was left). */
  abandonOthers(): void {
    const counted = this.#count((stats) => abandonOthers(stats, this.id));
    if (counted !== null) this.saveStatus = counted;
  }

  /** The player is shown a winning line for this deal: a win of it from now on is assisted. */
  lineShown(): void {
    const deal = dealKey(this.deal);
    const counted = this.#count((stats) => markLineShown(stats, deal));
    if (counted !== null) this.saveStatus = counted;
  }

  /**
   * Shows the saved game another tab has moved on (or replaced), without saving or counting
   * anything: that tab has done both already.
   */
  follow(game: SavedGame): void {
    this.id = game.id;
    this.deal = game.deal;
    this.#show(game.history);
    this.reloadStats();
  }

  /** Takes up the statistics another tab saved (`saved`, else read now), unless this tab holds changes it could not save. */
  reloadStats(saved: Stats | null | undefined = this.#env.loadStats?.()): void {
    if (this.saveStatus !== 'saved') return;
    this.stats = saved ?? this.stats;
  }

  /**
   * Shows a hint without playing it: the action given (worked out by the page's hint level,
   * in the worker) with its reason, or the rule-book hint when none is given.
   */
  showHint(action: Action | null = classic(this.state), reason: string | null = null): void {
    this.selected = null;
    // At a dead end the only action loses: the hint is to undo, not to take it.
    const lost = deadEnd(this.state, this.choices);
    if (lost !== null) {
      this.hint = null;
      this.notice = { kind: 'hint', text: `Hint: undo. Resuming is the only move left, and ${lowerFirst(lossText({ ...this.state, reason: 'blocked' }))}` };
      return;
    }
    this.hint = action;
    if (action === null) {
      this.notice = null;
      return;
    }
    const text = `Hint: ${describeAction(this.state, action)}`;
    this.notice = reason === null ? { kind: 'hint', text } : { kind: 'hint', text, reason };
  }

  #setHistory(history: History, byWatch = false): void {
    this.#show(history);
    this.#persist(byWatch);
  }

  /** A new position on the board: what was picked, hinted, said or asked about the old one goes. */
  #show(history: History): void {
    this.history = history;
    this.selected = null;
    this.hint = null;
    this.notice = null;
    this.confirming = null;
  }

  #persist(byWatch = false): void {
    const game = { id: this.id, deal: this.deal, history: this.history };
    const snapshot = {
      id: this.id,
      deal: dealNumberOf(this.deal),
      dealKey: dealKey(this.deal),
      started: this.history.actions.length > 0,
      phase: this.state.phase,
      removed: this.state.removed,
      date: this.#env.today(),
      byWatch
    };
    const counted = this.#count((stats) => updateStats(stats, snapshot)) ?? 'saved';
    const saved = this.#env.saveGame(game);
    this.saveStatus = saved !== 'saved' ? saved : counted;
  }

  /**
   * Applies a change to the statistics and writes them; null when it changes nothing (the
   * counting functions then return the very same object). The change is made again on the
   * statistics as saved now, so a game another tab counted meanwhile is kept, and counting is
   * idempotent, so a game both tabs saw is not counted twice.
   */
  #count(change: (stats: Stats) => Stats): WriteStatus | null {
    if (change(this.stats) === this.stats) return null;
    this.reloadStats();
    const before = this.stats;
    this.stats = change(before);
    return this.stats === before ? null : this.#env.saveStats(this.stats);
  }
}
