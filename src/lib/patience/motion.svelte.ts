// Card movement on the board: a placed card flies from the stock to its slot, an undone one
// flies back, a card that leaves the board fades and shrinks in place, and a card that comes
// from nowhere (the next card in play, an undone removal) grows and fades in.
//
// Done with the Web Animations API on transform and opacity only, which the compositor runs (a
// card's flight is the shared one, src/lib/ui/card-flight.ts), and without reading any box after the DOM changed (Svelte's crossfade did, a forced layout of
// 1–3 ms a click): where each place is on the board is read when the board's size changes,
// when layout is clean, and a flight starts from those offsets. Each board makes its own
// (boardMotion) and its cards reach it through the context (motionAround).
import { getContext, setContext, tick } from 'svelte';
import type { Attachment } from 'svelte/attachments';
import { EASE_OUT, flyFrom } from '$lib/ui/card-flight';

/** Where a card is on the board: the stock's pile, or a slot. */
export type Place = 'stock' | number;

interface Offset {
  readonly x: number;
  readonly y: number;
}

/** A card that left its place in this update: it may land on another one, or leave the board. */
interface Departure {
  readonly place: Place;
  /** The card's face, gone from the page; null when it stays there showing another card. */
  readonly node: HTMLElement | null;
  /** The slot's button or the stock's pile it was in. */
  readonly container: Element;
  readonly duration: number;
}

/** The place of a card in flight is drawn above the other places; a dragged card's place (z-index 10) above it. */
const FLYING_Z = '5';

const placeOf = (el: HTMLElement): Place => (el.dataset.slot !== undefined ? Number(el.dataset.slot) : 'stock');

/** The hooks a card on its way out gives up: it is no longer in play, on the board, nor draggable. */
function hideLeaving(node: HTMLElement): void {
  for (const hook of ['data-card', 'data-drag']) {
    node.removeAttribute(hook);
    for (const el of node.querySelectorAll(`[${hook}]`)) el.removeAttribute(hook);
  }
  node.setAttribute('aria-hidden', 'true');
  // Nor can it be touched: a finger quick to drag the next card must reach that card, not
  // the one fading out above it.
  node.style.pointerEvents = 'none';
}

/** How many cards in flight each place holds: it is drawn above the other places while it has one. */
const inFlight = new WeakMap<HTMLElement, number>();

/**
 * A card in flight is drawn above the others, and lets clicks through to what is under it: a
 * quick click on a slot it passes over (or on the slot an undone card leaves) is for that slot.
 * Each place is a layer of its own (see Slot.svelte), so a z-index on the card would only count
 * inside its place: the place it lands on is lifted instead. Inside it the card comes last, so
 * it is drawn above a card fading out there.
 */
function lift(node: HTMLElement, animation: Animation): void {
  const place = node.parentElement;
  node.style.pointerEvents = 'none';
  if (place !== null) {
    inFlight.set(place, (inFlight.get(place) ?? 0) + 1);
    place.style.zIndex = FLYING_Z;
  }
  const land = () => {
    node.style.removeProperty('pointer-events');
    if (place === null) return;
    const left = (inFlight.get(place) ?? 1) - 1;
    if (left > 0) inFlight.set(place, left);
    else {
      inFlight.delete(place);
      place.style.removeProperty('z-index');
    }
  };
  animation.finished.then(land, land);
}

/**
 * One board's moving cards. The board gives its grid to `measure` and says where a dragged
 * card was let go; each card on it carries `card(...)`.
 */
export class Flights {
  /** Top-left corner of each place relative to the board's table, read when the grid's size changes. */
  readonly #offsets = new Map<Place, Offset>();
  #table: Element | null = null;
  /** Where each card's face is, by card code. */
  readonly #live = new Map<string, Place>();
  /** Cards whose new face was made before their old one went, in this update. */
  readonly #landed = new Set<string>();
  readonly #departures = new Map<string, Departure>();
  #sweeping = false;
  /** Cards in flight now, each with its flight: a press on one catches it (catchAt). */
  readonly #flying = new Map<HTMLElement, Animation>();
  /** Where the last dragged card was let go, relative to its place, until the next frame. */
  #dropped: { readonly from: Place; readonly x: number; readonly y: number } | null = null;
  /**
   * How long a move takes now, in ms; 0 (at first, and when the player wants no motion) for
   * no animation at all. Set by the board; a plain field, since Svelte gives a card's teardown
   * the values state had before the update.
   */
  duration = 0;

  /** For the board's grid: reads where every place is whenever its size changes (after layout, so cheaply). */
  readonly measure: Attachment<HTMLElement> = (grid) => {
    this.#table = grid.parentElement;
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => this.#read());
    observer.observe(grid);
    return () => {
      observer.disconnect();
      this.#table = null;
    };
  };

  /** The dragged card from `from` was let go `x`, `y` pixels from its place: a flight starts there. */
  dropped(from: Place, x: number, y: number): void {
    this.#dropped = { from, x, y };
    requestAnimationFrame(() => (this.#dropped = null));
  }

  /**
   * A press (on `target`, at `x`, `y`) meant for a card in flight that can be dragged: on the
   * card where it is drawn now, or on the place it is flying to. A card in flight lets clicks
   * through (see lift), so without this the press would reach what is under it and the drag be
   * lost. The card lands at once and its drag handle is returned; null when no such card is there.
   */
  catchAt(target: Element, x: number, y: number): HTMLElement | null {
    for (const [node, flight] of this.#flying) {
      if (!node.isConnected || node.dataset.drag === undefined) continue;
      const box = node.getBoundingClientRect();
      const onCard = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      if (!onCard && !node.parentElement?.contains(target)) continue;
      flight.finish();
      return node;
    }
    return null;
  }

  /**
   * For a card's face at `place`, `key` being the card: it flies in from where it was, or
   * grows in; when it goes it lands elsewhere or fades out. With duration 0, no animation at all.
   */
  card(key: string, place: Place): Attachment<HTMLElement> {
    return (node) => {
      const container = node.parentElement;
      this.#arrive(key, place, node, this.duration);
      return () => this.#leave(key, place, node, container, this.duration);
    };
  }

  #read(): void {
    const table = this.#table;
    if (table === null) return;
    const origin = table.getBoundingClientRect();
    this.#offsets.clear();
    for (const el of table.querySelectorAll<HTMLElement>('[data-slot], [data-focus="stock"]')) {
      const box = el.getBoundingClientRect();
      this.#offsets.set(placeOf(el), { x: box.left - origin.left, y: box.top - origin.top });
    }
  }

  #offset(place: Place): Offset | undefined {
    // Only before the first resize report (or where there is none): read now, a forced layout.
    if (!this.#offsets.has(place)) this.#read();
    return this.#offsets.get(place);
  }

  #arrive(key: string, place: Place, node: HTMLElement, duration: number): void {
    // Where it was: a face already gone in this update, or one still on the page (Svelte may
    // make the new face before it removes the old one).
    const left = this.#departures.get(key);
    const was = left?.place ?? this.#live.get(key);
    this.#live.set(key, place);
    if (duration === 0) return;
    const a = was === undefined || was === place ? undefined : this.#offset(was);
    const b = this.#offset(place);
    if (was !== undefined && a !== undefined && b !== undefined) {
      // It lands here: the face it left goes without a trace.
      if (left !== undefined) this.#departures.delete(key);
      else this.#landed.add(key);
      this.#sweepSoon();
      const drop = this.#dropped?.from === was ? this.#dropped : { x: 0, y: 0 };
      const flight = flyFrom(node, a.x - b.x + drop.x, a.y - b.y + drop.y, duration);
      lift(node, flight);
      this.#flying.set(node, flight);
      const landed = () => this.#flying.delete(node);
      flight.finished.then(landed, landed);
    } else {
      node.animate([{ opacity: 0, transform: 'scale(0.6)', offset: 0 }], { duration, easing: EASE_OUT });
    }
  }

  #leave(key: string, place: Place, node: HTMLElement, container: Element | null, duration: number): void {
    if (this.#live.get(key) === place) this.#live.delete(key);
    // Already landed on another place, its new face made first.
    if (this.#landed.delete(key) || duration === 0 || container === null) return;
    // A face still on the page shows another card now: that card grows in, no ghost fades out.
    this.#departures.set(key, { place, node: node.isConnected ? null : node, container, duration });
    this.#sweepSoon();
  }

  /** Cards that land elsewhere do so in the same update; after it, the others fade out. */
  #sweepSoon(): void {
    if (this.#sweeping) return;
    this.#sweeping = true;
    queueMicrotask(() => this.#sweep());
  }

  /** Cards that left and did not land: each fades and shrinks where it was, then goes. */
  #sweep(): void {
    this.#sweeping = false;
    this.#landed.clear();
    for (const { node, container, duration } of this.#departures.values()) {
      if (node === null || !container.isConnected) continue;
      hideLeaving(node);
      // Under what the place shows now: a seat's mark, or a card that came at once.
      container.prepend(node);
      // Held at its end until it goes, so it does not show again for a frame.
      // Rastered once, not again at each step of its shrinking (a frame's raster work each).
      node.style.willChange = 'transform';
      const fade = node.animate([{ opacity: 0, transform: 'scale(0.6)' }], { duration, easing: EASE_OUT, fill: 'forwards' });
      const gone = () => node.remove();
      fade.finished.then(gone, gone);
    }
    this.#departures.clear();
  }
}

/** How long a move takes at normal speed, in ms; 0 switches every animation off. */
export const MOVE_MS = 220;

/** One board's flights; `ready` once the cards on show are known to them. */
export interface BoardMotion {
  readonly flights: Flights | null;
  readonly ready: boolean;
}

const MOTION = Symbol('board motion');

/** Makes the board's motion for the cards inside it. */
export function boardMotion(): BoardMotion {
  const motion = $state<{ flights: Flights | null; ready: boolean }>({ flights: new Flights(), ready: false });
  // The cards on show meet the flights first at duration 0 (they are where they are); moves animate from then on.
  $effect(() => void tick().then(() => (motion.ready = true)));
  return setContext(MOTION, motion);
}

/** The motion of the board around a card; undefined for a card drawn outside a board. */
export const motionAround = (): BoardMotion | undefined => getContext<BoardMotion | undefined>(MOTION);
