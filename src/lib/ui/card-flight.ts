// The one way a card flies in both games, as chessground animates every piece in one place: from
// where it was drawn to where it is drawn now, with the Web Animations API on transform only (the
// compositor runs it), easing out. Where it was is the board's to know: the patience reads its
// places' offsets when the board's size changes (patience/motion.svelte.ts), the table measures
// the cards that change pile before the cloth changes (table/flight.ts), a lifted copy
// (card-lift.ts) flies home from where it was let go. How long is the caller's: its move's time
// scaled by the speed setting, none at all (no call) when the player or the system wants no motion.

/** Svelte's cubicOut as a CSS timing function. */
export const EASE_OUT = 'cubic-bezier(0.33, 1, 0.68, 1)';

/** Flies `el` to where it is drawn from `dx`, `dy` pixels away, in `ms`. */
export const flyFrom = (el: Element, dx: number, dy: number, ms: number): Animation =>
  el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { duration: ms, easing: EASE_OUT });

