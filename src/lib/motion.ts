// Card movement between the stock and the board. One crossfade pair is shared by every slot
// and the stock, so a placed card flies from the stock to its slot and an undone one flies back.
import { cubicOut } from 'svelte/easing';
import { crossfade } from 'svelte/transition';

/** How long a move takes at normal speed, in ms; 0 switches every animation off. */
export const MOVE_MS = 220;

const [send, receive] = crossfade({
  duration: MOVE_MS,
  easing: cubicOut,
  // A card with no counterpart (a removal, or an undone removal) fades and shrinks in place.
  fallback: (node, params) => {
    const duration = typeof params.duration === 'number' ? params.duration : MOVE_MS;
    return {
      duration,
      easing: cubicOut,
      css: (t) => `opacity: ${t}; transform: scale(${0.6 + 0.4 * t});`
    };
  }
});

type Deferred = ReturnType<typeof send>;

/**
 * Svelte calls a transition's function once and keeps what it returned while an element goes
 * out and comes back (an undo right after a move resumes the leaving element rather than
 * making a new one). crossfade returns a function that Svelte calls at the start of every run,
 * so the hooks are changed there, on every run, and not only the first time.
 */
function everyRun(node: Element, deferred: Deferred, change: (node: Element) => void): Deferred {
  return () => {
    change(node);
    return deferred();
  };
}

/** The hooks a card on its way out gives up, each kept under another name until it comes back. */
const LEAVING_HOOKS = [
  ['data-card', 'data-leaving'],
  ['data-drag', 'data-leaving-drag']
] as const;

/** Elements of `node`, itself included, that carry the attribute. */
const carrying = (node: Element, name: string): Element[] => [
  ...(node.hasAttribute(name) ? [node] : []),
  ...node.querySelectorAll(`[${name}]`)
];

/** A card on its way out is no longer in play or on the board: no data-card or drag hook, no name. */
function hideLeaving(node: Element) {
  for (const [hook, kept] of LEAVING_HOOKS) {
    for (const el of carrying(node, hook)) {
      el.setAttribute(kept, el.getAttribute(hook) ?? '');
      el.removeAttribute(hook);
    }
  }
  node.setAttribute('aria-hidden', 'true');
  // Nor can it be touched: a finger quick to drag the next card must reach that card, not
  // the one fading out above it.
  if (node instanceof HTMLElement) node.style.pointerEvents = 'none';
}

/**
 * What hideLeaving took, given back to a card that came back. A slot may bring back its
 * leaving element for another card (a pair removed and the slot filled at once); Svelte has
 * then already written the new card's data-card, and that one stays.
 */
function showArriving(node: Element) {
  for (const [hook, kept] of LEAVING_HOOKS) {
    for (const el of carrying(node, kept)) {
      if (!el.hasAttribute(hook)) el.setAttribute(hook, el.getAttribute(kept) ?? '');
      el.removeAttribute(kept);
    }
  }
  node.removeAttribute('aria-hidden');
  if (node instanceof HTMLElement) node.style.removeProperty('pointer-events');
}

/**
 * With animations off there is nothing to measure: crossfade would still read both cards'
 * boxes (a forced layout, 1.5 ms a click in `npm run bench`), so it is not asked at all.
 */
const still: Deferred = () => ({ duration: 0 });

/** The intro of a card arriving in the stock or on a slot: it flies from where it was. */
export const arrive = (node: Element, params: { key: string; duration: number }) =>
  everyRun(node, params.duration === 0 ? still : receive(node, params), showArriving);

/**
 * The outro of a card leaving the stock or a slot. While it animates out it gives up its
 * data-card and data-drag hooks (so the board does not start a drag on it, and tests and
 * screen readers see one card in each place) and is hidden from assistive technology.
 */
export const leave = (node: Element, params: { key: string; duration: number }) =>
  everyRun(node, params.duration === 0 ? still : send(node, params), hideLeaving);
