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

/**
 * The place (the value of `attribute`) under the pointer, looking through what is being dragged
 * (a lifted copy, card-lift.ts's data-dragged); null over anything else.
 */
export function placeAt({ clientX, clientY }: PointerEvent, attribute: string): string | null {
  const under = document.elementsFromPoint(clientX, clientY).find((el) => el.closest('[data-dragged]') === null);
  return under?.closest(`[${attribute}]`)?.getAttribute(attribute) ?? null;
}

let droppedAt = -Infinity;

/** True for the click that follows a drag's drop: it is not a tap. */
export const justDragged = (): boolean => performance.now() - droppedAt < 400;

/** The next click is a tap whatever came before (a key was pressed, a new press began). */
export const forgetDrop = (): void => void (droppedAt = -Infinity);

const POINTER = ['pointermove', 'pointerup', 'pointercancel'] as const;

/** What a board hears of one press on a card it lets be dragged. */
export interface DragHandlers {
  /**
   * Dragged `dx`, `dy` pixels from where it was pressed, over the place `over` (or none); the
   * first call, once it has moved past the threshold, is the pick-up (the session picks up what
   * is pressed and lights where it may go).
   */
  move(dx: number, dy: number, over: string | null): void;
  /**
   * The press is over: let go after a drag over the place `place` (null: over none), `dx`, `dy`
   * pixels from where it was pressed; `undefined` when it never moved (a click follows) or was called off.
   */
  end(place: string | null | undefined, dx: number, dy: number): void;
}

/**
 * Follows the press `event` until it ends, hearing the window's pointer events (so a card drawn
 * elsewhere while dragged still reports; other pointers' are not its own); the place under the
 * pointer is named by `attribute`. Returns a way to call it off (the window loses focus or is
 * resized, Escape), after which nothing is dropped; only while it is held (the caller forgets it
 * once `end` is heard).
 */
export function pressCard(event: PointerEvent, attribute: string, handlers: DragHandlers): () => void {
  const { pointerId, clientX: x0, clientY: y0 } = event;
  let dx = 0;
  let dy = 0;
  let moved = false;
  const hear = (e: PointerEvent) => {
    if (e.pointerId !== pointerId) return;
    dx = e.clientX - x0;
    dy = e.clientY - y0;
    if (e.type === 'pointermove') {
      if (!(moved ||= isDragMove(dx, dy))) return;
      e.preventDefault();
      handlers.move(dx, dy, placeAt(e, attribute));
    } else if (moved && e.type === 'pointerup') {
      droppedAt = performance.now();
      stop(placeAt(e, attribute));
    } else stop();
  };
  const stop = (place?: string | null) => {
    for (const type of POINTER) removeEventListener(type, hear);
    handlers.end(place, dx, dy);
  };
  for (const type of POINTER) addEventListener(type, hear);
  return stop;
}
