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

export { receive };

/**
 * The outro of a card leaving the stock or a slot. While it animates out it is no longer in
 * play or on the board, so it gives up the test hooks and drag handle that say it is, and is
 * hidden from assistive technology.
 */
export function leave(node: Element, params: { key: string; duration: number }) {
  for (const el of node.querySelectorAll('[data-card]')) {
    el.setAttribute('data-leaving', el.getAttribute('data-card') ?? '');
    el.removeAttribute('data-card');
  }
  node.removeAttribute('data-drag');
  node.setAttribute('aria-hidden', 'true');
  return send(node, params);
}
