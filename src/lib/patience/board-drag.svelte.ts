// A card dragged across the board with a mouse, a finger or a pen: where it is, which slot it
// is over, and where it was let go. The press itself is the shared one (src/lib/ui/card-drag.ts,
// as on the table: threshold, the window's pointer events, the slot under the pointer by its
// data-slot); this board draws the dragged card itself where `offsetOf` says, since nothing
// clips it. What may be dropped where is the engine's (the board's `targetsOf`), and a drop is
// handed on to the page as it is.
import { forgetDrop, justDragged, pressCard } from '$lib/ui/card-drag';
import type { Slot } from './engine';
import type { DragSource } from './game.svelte';
import type { BoardMotion } from './motion.svelte';

/** A pointer held down on a card that may be dragged; `moved` once it has left its place. */
export interface Drag {
  readonly source: DragSource;
  readonly dx: number;
  readonly dy: number;
  readonly moved: boolean;
  readonly over: Slot | null;
}

const slotOf = (place: string | null): Slot | null => (place === null ? null : Number(place));

export class BoardDrag {
  #drag: Drag | null = $state.raw(null);
  /** The card being dragged across the board, once it has moved; null otherwise. */
  readonly moving: Drag | null = $derived.by(() => (this.#drag !== null && this.#drag.moved ? this.#drag : null));
  #callOff: (() => void) | null = null;
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
    forgetDrop();
    if (event.button !== 0 || !event.isPrimary) return;
    // Only cards the board marks with data-drag can be dragged; anything else is ignored. A
    // card still flying in is caught: it lands at once and the drag takes it.
    const target = event.target as Element;
    const handle = this.#motion.flights?.catchAt(target, event.clientX, event.clientY) ?? target.closest<HTMLElement>('[data-drag]');
    // A card on its way out has given up its data-card hook: it is no longer there to drag.
    if (!handle || handle.querySelector('[data-card]') === null) return;
    const source: DragSource = handle.dataset.drag === 'stock' ? 'stock' : Number(handle.dataset.drag);
    this.cancel();
    this.#drag = { source, dx: 0, dy: 0, moved: false, over: null };
    this.#callOff = pressCard(event, 'data-slot', {
      move: (dx, dy, over) => (this.#drag = { source, dx, dy, moved: true, over: slotOf(over) }),
      end: (place, dx, dy) => {
        this.#drag = this.#callOff = null;
        if (place === undefined) return;
        // The card flies to where it lands from where it was let go, not from its place.
        this.#motion.flights?.dropped(source, dx, dy);
        this.#onDrop(source, slotOf(place));
      }
    });
  };

  /** The drag is called off (the window loses focus or is resized, Escape, a new press); the pointer's own cancel is the press's. */
  readonly cancel = (): void => this.#callOff?.();

  /** A key was pressed: the next click is the keyboard's, not a drag's end. */
  readonly keyed = forgetDrop;

  /**
   * Whether this click only ends a drag (a drag that ends over a button also makes the browser
   * click it; that click is not a tap); it is forgotten once asked.
   */
  endsDrag(): boolean {
    const swallowed = justDragged();
    forgetDrop();
    return swallowed;
  }
}
