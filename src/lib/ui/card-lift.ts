// The table's way of drawing a dragged card or pile (card-drag.ts says why): a copy follows the
// pointer in a fixed layer on <body>, never clipped, while the original keeps its room; a drop
// the session does not take flies the copy home. The press itself is card-drag.ts's.
import { pressCard } from './card-drag';
import { flyFrom } from './card-flight';

export interface CardDragHandlers {
  /** The drag has begun: the session picks up what is pressed (and lights where it may go). */
  pick(): void;
  /** Let go over the place `place`, or over none (or called off): whether it was taken there (else it flies back). */
  drop(place: string | null): boolean;
}

/** The hook on a lifted copy of what is dragged (a test hook: the element under the pointer mid-drag). */
const DRAGGED_ATTRIBUTE = 'data-dragged';
/** Hooks a copy must not carry: it is a picture of the card, not the card. */
const HOOKS = ['id', 'tabindex', 'data-card', 'data-pile', 'data-count', 'data-index', 'data-focusable'];

/** A copy of `el` drawn where it is, above everything on the page; `el` keeps its room, unseen. */
function lift(el: HTMLElement, card: string | null): HTMLElement {
  const box = el.getBoundingClientRect();
  const copy = el.cloneNode(true) as HTMLElement;
  for (const node of [copy, ...copy.querySelectorAll<HTMLElement>('*')]) for (const hook of HOOKS) node.removeAttribute(hook);
  copy.setAttribute(DRAGGED_ATTRIBUTE, card ?? '');
  // Not inert: it stays the element under the pointer, as what is held should be.
  copy.setAttribute('aria-hidden', 'true');
  copy.tabIndex = -1;
  // Its look (fixed, above all, a shadow) is the page's stylesheet's (table-layout.css): here only where it starts.
  Object.assign(copy.style, { left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px` });
  document.body.append(copy);
  el.style.visibility = 'hidden';
  return copy;
}

/** Puts `el` back on show and the copy (let go `dx`, `dy` from its place) away, at once or after flying it home in `ms`. */
function land(el: HTMLElement, copy: HTMLElement, dx: number, dy: number, ms: number): void {
  const done = () => {
    copy.remove();
    el.style.visibility = '';
  };
  if (ms <= 0) return done();
  flyFrom(copy, dx, dy, ms).finished.then(done, done);
}

/**
 * Drags the element pressed (`event.currentTarget`): once it has moved it is lifted above the
 * page and follows the pointer; let go (or called off), `handlers.drop` hears the place under the
 * pointer (by `attribute`). What was not taken flies back in `flyBackMs`. `card` names what is shown.
 */
export function dragCard(event: PointerEvent, attribute: string, handlers: CardDragHandlers, flyBackMs: number, card: string | null = null): void {
  if (event.button !== 0) return;
  const el = event.currentTarget as HTMLElement;
  let copy: HTMLElement | null = null;
  pressCard(event, attribute, {
    move: (dx, dy) => {
      copy ??= (handlers.pick(), lift(el, card));
      copy.style.transform = `translate(${dx}px, ${dy}px)`;
    },
    end: (place, dx, dy) => {
      if (copy) land(el, copy, dx, dy, handlers.drop(place ?? null) ? 0 : flyBackMs);
    }
  });
}
