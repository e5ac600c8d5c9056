// Dragging a card or a table pile by lifting it above the page (card-drag.ts says why): a copy
// follows the pointer in a fixed layer on <body>, never clipped, while the original keeps its
// room; a drop the session does not take flies the copy home.
import { isDragMove } from './card-drag';

/** The hook on the lifted copy of what is dragged (a test hook: the element under the pointer mid-drag). */
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

export interface CardDragHandlers {
  /** The drag has begun: the session picks up what is pressed (and lights where it may go). */
  pick(): void;
  /** Let go over the place `place`, or over none: whether it was taken there (else it flies back). */
  drop(place: string | null): boolean;
}

const EASE_OUT = 'cubic-bezier(0.33, 1, 0.68, 1)';
/** Hooks a copy must not carry: it is a picture of the card, not the card. */
const HOOKS = ['id', 'tabindex', 'data-card', 'data-pile', 'data-count', 'data-index', 'data-focusable', 'data-drag'];

/** A copy of `el` drawn where it is, above everything on the page; `el` keeps its room, unseen. */
function lift(el: HTMLElement, card: string | null): HTMLElement {
  const box = el.getBoundingClientRect();
  const copy = el.cloneNode(true) as HTMLElement;
  for (const node of [copy, ...copy.querySelectorAll<HTMLElement>('*')]) for (const hook of HOOKS) node.removeAttribute(hook);
  copy.setAttribute(DRAGGED_ATTRIBUTE, card ?? '');
  // Not inert: it stays the element under the pointer, as what is held should be.
  copy.setAttribute('aria-hidden', 'true');
  copy.tabIndex = -1;
  Object.assign(copy.style, {
    position: 'fixed',
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    margin: '0',
    zIndex: '900',
    cursor: 'grabbing',
    filter: 'drop-shadow(0 8px 10px rgb(0 0 0 / 0.45))'
  });
  document.body.append(copy);
  el.style.visibility = 'hidden';
  return copy;
}

/** Puts `el` back on show and the copy away, at once or after flying the copy home in `ms`. */
function land(el: HTMLElement, copy: HTMLElement, ms: number): void {
  const done = () => {
    copy.remove();
    el.style.visibility = '';
  };
  if (ms <= 0 || typeof copy.animate !== 'function') return done();
  copy.animate([{ transform: copy.style.transform }, { transform: 'none' }], { duration: ms, easing: EASE_OUT }).finished.then(done, done);
}

/**
 * Drags the element pressed (`event.currentTarget`): once it has moved it is lifted above the
 * page and follows the pointer; let go, `handlers.drop` hears the place under the pointer (by
 * `attribute`). What was not taken flies back in `flyBackMs`. `card` names what is shown.
 */
export function dragCard(event: PointerEvent, attribute: string, handlers: CardDragHandlers, flyBackMs: number, card: string | null = null): void {
  if (event.button !== 0) return;
  const el = event.currentTarget as HTMLElement;
  const x0 = event.clientX;
  const y0 = event.clientY;
  let copy: HTMLElement | null = null;
  try {
    el.setPointerCapture(event.pointerId);
  } catch {
    // A pointer the browser no longer tracks: the element still hears its own events.
  }
  const move = (e: PointerEvent) => {
    const dx = e.clientX - x0;
    const dy = e.clientY - y0;
    if (copy === null) {
      if (!isDragMove(dx, dy)) return;
      handlers.pick();
      copy = lift(el, card);
    }
    copy.style.transform = `translate(${dx}px, ${dy}px)`;
  };
  const up = (e: PointerEvent) => {
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerup', up);
    el.removeEventListener('pointercancel', up);
    if (copy === null) return;
    droppedAt = e.timeStamp;
    const taken = handlers.drop(e.type === 'pointerup' ? placeAt(e.clientX, e.clientY, attribute) : null);
    land(el, copy, taken ? 0 : flyBackMs);
  };
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', up);
}
