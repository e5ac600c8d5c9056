// The one way a card (or a table pile) is dragged in both games, as chessground owns dragging
// in one place: a press that moves a few pixels picks it up, the place under the pointer is
// named by an attribute (the patience's data-slot, the table's data-pile) while it moves and
// when it is let go, and what may go where is the session's, which lights its legal places
// while something is picked. A press that never moved is left to the click that follows, so
// taps keep working; the click that follows a drop is not a tap (justDragged).
//
// How the dragged card is drawn is the board's: the table's cards sit in clipping strips (the
// hand scrolls), so card-lift.ts lifts a copy into a layer above the whole page and flies it back
// when it is let go where it does not go; the patience's board, with no clipping strip, draws its
// own dragged card from the offsets `move` hands it (board-drag.svelte.ts).

/** Movement below this many pixels is a click or a tap, not a drag. */
export const DRAG_THRESHOLD = 6;

export const isDragMove = (dx: number, dy: number): boolean => Math.hypot(dx, dy) >= DRAG_THRESHOLD;

/** The hook on a lifted copy of what is dragged (a test hook: the element under the pointer mid-drag). */
export const DRAGGED_ATTRIBUTE = 'data-dragged';

/**
 * The place (the value of `attribute`) under the point, looking through what is being dragged;
 * null over anything else.
 */
export function placeAt(x: number, y: number, attribute: string): string | null {
  const under = document.elementsFromPoint(x, y).find((el) => el.closest(`[${DRAGGED_ATTRIBUTE}]`) === null);
  return under?.closest(`[${attribute}]`)?.getAttribute(attribute) ?? null;
}

let droppedAt = -Infinity;

/** True for the click that follows a drag's drop: it is not a tap. */
export const justDragged = (event: Event): boolean => event.timeStamp - droppedAt < 400;

/** What a board hears of one press on a card it lets be dragged. */
export interface DragHandlers {
  /** It moved past the threshold: the drag begins (the session picks up what is pressed). */
  pick(): void;
  /** Dragged `dx`, `dy` pixels from where it was pressed, over the place `over` (or none). */
  move?(dx: number, dy: number, over: string | null): void;
  /** Let go after a drag, over the place `place` or over none, `dx`, `dy` pixels from where it was pressed. */
  drop(place: string | null, dx: number, dy: number): void;
  /** The press ended with no drop: it never moved (`dragged` false: a click follows), or it was called off. */
  off?(dragged: boolean): void;
}

/**
 * One press, fed the window's pointer events (`follow` does that); pure but for `placeAt`.
 * Events of other pointers are not its own.
 */
export class Press {
  dx = 0;
  dy = 0;
  moved = false;
  #over = false;

  constructor(
    readonly pointerId: number,
    readonly x0: number,
    readonly y0: number,
    readonly attribute: string,
    readonly handlers: DragHandlers
  ) {}

  readonly move = (e: PointerEvent): void => {
    if (e.pointerId !== this.pointerId || this.#over) return;
    this.dx = e.clientX - this.x0;
    this.dy = e.clientY - this.y0;
    if (!this.moved) {
      if (!isDragMove(this.dx, this.dy)) return;
      this.moved = true;
      this.handlers.pick();
    }
    e.preventDefault();
    this.handlers.move?.(this.dx, this.dy, placeAt(e.clientX, e.clientY, this.attribute));
  };

  /** The pointer is let go (pointerup) or cancelled (pointercancel); whether the press is over. */
  readonly up = (e: PointerEvent): boolean => {
    if (e.pointerId !== this.pointerId || this.#over) return this.#over;
    if (this.moved && e.type === 'pointerup') {
      this.#over = true;
      droppedAt = e.timeStamp;
      this.handlers.drop(placeAt(e.clientX, e.clientY, this.attribute), this.dx, this.dy);
    } else this.cancel();
    return true;
  };

  /** Called off (the pointer is cancelled, the window loses focus or is resized, Escape): nothing is dropped. */
  readonly cancel = (): void => {
    if (this.#over) return;
    this.#over = true;
    this.handlers.off?.(this.moved);
  };
}

/**
 * Follows the press `event` (left button) until it ends, hearing the window (so a card drawn
 * elsewhere while dragged still reports); the place under the pointer is named by `attribute`.
 * Returns a way to call it off; null for a press of another button.
 */
export function pressCard(event: PointerEvent, attribute: string, handlers: DragHandlers): (() => void) | null {
  if (event.button !== 0) return null;
  const press = new Press(event.pointerId, event.clientX, event.clientY, attribute, handlers);
  const up = (e: PointerEvent) => {
    if (press.up(e)) stop();
  };
  const on = (add: boolean) => {
    const listen = (add ? window.addEventListener : window.removeEventListener).bind(window);
    listen('pointermove', press.move);
    listen('pointerup', up);
    listen('pointercancel', up);
  };
  const stop = () => on(false);
  on(true);
  return () => {
    stop();
    press.cancel();
  };
}
