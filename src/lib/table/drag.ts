// Dragging a card or a pile with the pointer (mouse, finger or pen): the element follows the
// pointer once it has moved a little; letting go over a pile drops it there. A press that
// never moved is left to the click that follows, so taps keep working.
const THRESHOLD = 8;

let droppedAt = -Infinity;

/** True for the click that follows a drag's drop: it is not a tap. */
export const justDragged = (event: Event): boolean => event.timeStamp - droppedAt < 400;

export interface DragHandlers {
  /** The drag has begun: pick up what is pressed. */
  pick(): void;
  /** Let go over the pile `pile` (its data-pile), or over nothing. */
  drop(pile: string | null): void;
}

export function startDrag(event: PointerEvent, handlers: DragHandlers): void {
  if (event.button !== 0) return;
  const el = event.currentTarget as HTMLElement;
  const x0 = event.clientX;
  const y0 = event.clientY;
  let dragging = false;
  try {
    el.setPointerCapture(event.pointerId);
  } catch {
    // A pointer the browser no longer tracks: the element still hears its own events.
  }
  const move = (e: PointerEvent) => {
    const dx = e.clientX - x0;
    const dy = e.clientY - y0;
    if (!dragging && Math.hypot(dx, dy) < THRESHOLD) return;
    if (!dragging) {
      dragging = true;
      handlers.pick();
      el.style.pointerEvents = 'none';
      el.style.zIndex = '50';
    }
    el.style.transform = `translate(${dx}px, ${dy}px)`;
  };
  const up = (e: PointerEvent) => {
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerup', up);
    el.removeEventListener('pointercancel', up);
    if (!dragging) return;
    el.style.transform = '';
    el.style.zIndex = '';
    const under = e.type === 'pointerup' ? document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-pile]') : null;
    el.style.pointerEvents = '';
    droppedAt = e.timeStamp;
    handlers.drop(under?.getAttribute('data-pile') ?? null);
  };
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', up);
}
