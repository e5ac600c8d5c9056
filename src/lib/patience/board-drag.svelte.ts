// A card dragged across the board with a mouse, a finger or a pen: where it is, which slot it
// is over, and where it was let go. The board listens on the window with these handlers and
// draws the card where `offsetOf` says; what may be dropped where is the engine's (the board's
// `targetsOf`), and a drop is handed on to the page as it is. When a press is a drag is the
// shared drag's (src/lib/ui/card-drag.ts), as on the table; nothing is lifted over this board,
// so the slot under the pointer is simply the element there.
import { isDragMove } from '$lib/ui/card-drag';
import type { Slot } from './engine';
import type { DragSource } from './game.svelte';
import type { BoardMotion } from './motion.svelte';

/** A pointer held down on a card that may be dragged; `moved` once it has left its place. */
export interface Drag {
  readonly source: DragSource;
  readonly pointerId: number;
  readonly x0: number;
  readonly y0: number;
  readonly dx: number;
  readonly dy: number;
  readonly moved: boolean;
  readonly over: Slot | null;
}

function slotAt(x: number, y: number): Slot | null {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-slot]');
  return el ? Number(el.dataset.slot) : null;
}

export class BoardDrag {
  #drag: Drag | null = $state.raw(null);
  /** The card being dragged across the board, once it has moved; null otherwise. */
  readonly moving: Drag | null = $derived.by(() => (this.#drag !== null && this.#drag.moved ? this.#drag : null));
  // A drag that ends over a button also makes the browser click it; that click is not a tap.
  #swallowClick = false;
  readonly #motion: BoardMotion;
  readonly #onDrop: (from: DragSource, to: Slot | null) => void;

  /** `onDrop` hears where a dragged card was let go: on a slot, or null off the board. */
  constructor(motion: BoardMotion, onDrop: (from: DragSource, to: Slot | null) => void) {
    this.#motion = motion;
    this.#onDrop = onDrop;
  }

  /** A pointer is held on a card, moved or not yet. */
  get held(): boolean {
    return this.#drag !== null;
  }

  /** How far the card from `source` has been dragged from its place; null unless it is the one moving. */
  offsetOf(source: DragSource): { x: number; y: number } | null {
    const moving = this.moving;
    return moving?.source === source ? { x: moving.dx, y: moving.dy } : null;
  }

  readonly down = (event: PointerEvent): void => {
    this.#swallowClick = false;
    if (event.button !== 0 || !event.isPrimary) return;
    // Only cards the board marks with data-drag can be dragged; anything else is ignored. A
    // card still flying in is caught: it lands at once and the drag takes it.
    const target = event.target as Element;
    const handle = this.#motion.flights?.catchAt(target, event.clientX, event.clientY) ?? target.closest<HTMLElement>('[data-drag]');
    // A card on its way out has given up its data-card hook: it is no longer there to drag.
    if (!handle || handle.querySelector('[data-card]') === null) return;
    const source: DragSource = handle.dataset.drag === 'stock' ? 'stock' : Number(handle.dataset.drag);
    this.#drag = { source, pointerId: event.pointerId, x0: event.clientX, y0: event.clientY, dx: 0, dy: 0, moved: false, over: null };
  };

  readonly move = (event: PointerEvent): void => {
    const drag = this.#drag;
    if (drag === null || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.x0;
    const dy = event.clientY - drag.y0;
    const moved = drag.moved || isDragMove(dx, dy);
    if (moved) event.preventDefault();
    this.#drag = { ...drag, dx, dy, moved, over: moved ? slotAt(event.clientX, event.clientY) : null };
  };

  readonly up = (event: PointerEvent): void => {
    const ended = this.#drag;
    if (ended === null || event.pointerId !== ended.pointerId) return;
    this.#drag = null;
    if (!ended.moved) return;
    this.#swallowClick = true;
    // The card flies to where it lands from where it was let go, not from its place.
    this.#motion.flights?.dropped(ended.source, ended.dx, ended.dy);
    this.#onDrop(ended.source, slotAt(event.clientX, event.clientY));
  };

  /** The drag is called off (the pointer is cancelled, the window loses focus or is resized, Escape). */
  readonly cancel = (): void => {
    this.#drag = null;
  };

  /** A key was pressed: the next click is the keyboard's, not a drag's end. */
  readonly keyed = (): void => {
    this.#swallowClick = false;
  };

  /** Whether this click only ends a drag (and so is no tap); it is forgotten once asked. */
  endsDrag(): boolean {
    const swallowed = this.#swallowClick;
    this.#swallowClick = false;
    return swallowed;
  }
}
