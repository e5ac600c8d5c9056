// The board's one tab stop (a roving tabindex): Tab enters the board once, on the slot or the
// card in play last focused, and the arrow keys move it (where to: keyboard.ts).
import type { Attachment } from 'svelte/attachments';
import type { Slot } from '$lib/patience/engine';
import { moveFocus, slotOf, type FocusTarget, type StockPlace } from '$lib/patience/keyboard';

function targetOf(element: EventTarget | null): FocusTarget | null {
  if (!(element instanceof HTMLElement)) return null;
  if (element.dataset.focus === 'stock') return 'stock';
  return element.dataset.slot === undefined ? null : Number(element.dataset.slot);
}

const selectorOf = (target: FocusTarget) => (target === 'stock' ? '[data-focus="stock"]' : `[data-slot="${target}"]`);

/** Where the board shows the card in play now: above the grid (a tall board) or right of it. */
function stockPlace(node: HTMLElement): StockPlace {
  const stock = node.querySelector('[data-focus="stock"]')?.getBoundingClientRect();
  const first = node.querySelector('[data-slot="0"]')?.getBoundingClientRect();
  // Boxes with no size (the board not laid out) say nothing: the usual place, right of the grid.
  const laid = stock !== undefined && first !== undefined && stock.height > 0 && first.height > 0;
  return laid && stock.bottom <= first.top + 1 ? 'above' : 'right';
}

export class RovingFocus {
  /** The slot or the card in play that holds the board's tab stop. */
  current: FocusTarget = $state(0);
  /** The slot last focused: the card in play's way back to the grid goes to its row (or column). */
  #last: Slot = 3;
  readonly #onEscape: () => boolean;

  /** `onEscape` answers whether Escape did something (let go of a card, ended a drag). */
  constructor(onEscape: () => boolean) {
    this.#onEscape = onEscape;
  }

  tabindexOf(target: FocusTarget): 0 | -1 {
    return this.current === target ? 0 : -1;
  }

  /** On the board's root: the slots carry data-slot, the card in play data-focus="stock". */
  readonly attach: Attachment<HTMLElement> = (node) => {
    // A click or tap focuses its slot too: the arrow keys go on from there.
    const onfocusin = (event: FocusEvent) => {
      const target = targetOf(event.target);
      if (target === null) return;
      this.current = target;
      this.#last = slotOf(target, this.#last);
    };
    const onkeydown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (this.#onEscape()) event.preventDefault();
        return;
      }
      const from = targetOf(event.target);
      if (from === null || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const to = moveFocus(from, event.key, this.#last, stockPlace(node));
      if (to === null) return;
      event.preventDefault();
      this.current = to;
      node.querySelector<HTMLElement>(selectorOf(to))?.focus();
    };
    node.addEventListener('focusin', onfocusin);
    node.addEventListener('keydown', onkeydown);
    return () => {
      node.removeEventListener('focusin', onfocusin);
      node.removeEventListener('keydown', onkeydown);
    };
  };
}
