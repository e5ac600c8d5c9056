// Where the keys take the focus on the table page (keys.ts says where each arrow leads): after
// a card or a pile played by Enter or Space, on an arrow, and back to what Escape let go. The
// page loads this with the first of those; until then (a few milliseconds) the focus stays.
import { tick } from 'svelte';
import { CLOTH_ORDER, nextSpot, type Arrow, type Spot } from './keys';
import type { Picked, TableSession } from './session.svelte';

export interface TableFocus {
  /** An arrow was pressed: the focus steps along the table from where it is. */
  arrow(key: Arrow): void;
  /** After a tap made by a key: to the first place a picked card or pile may go, else back to the hand (`handAt`, else the last card left). */
  followKey(handAt: number | null): Promise<void>;
  /** Back to the card or the pile just let go. */
  backTo(picked: Picked): void;
}

/** `hand.last` is the hand card the focus last left or the last card tapped; the page and this share it. */
export function tableFocus(session: TableSession, hand: { last: number }): TableFocus {
  const handButtons = () => [...document.querySelectorAll<HTMLElement>('[data-zone="hand"] [data-focusable]')];
  const clothPlace = (at: number) =>
    document.querySelector<HTMLElement>(CLOTH_ORDER[at] === 'stock' ? '[data-zone="cloth"] [data-stock]' : `[data-zone="cloth"] [data-pile="${CLOTH_ORDER[at]}"]`);
  const targetSpots = () => session.targets.map((t) => CLOTH_ORDER.indexOf(t));
  const handSize = () => session.state?.hands[session.handSeat ?? 0].length ?? 0;

  function spotOf(el: Element | null): Spot {
    if (el instanceof HTMLElement && el.closest('[data-zone="hand"]') && el.dataset.index !== undefined) return { zone: 'hand', at: Number(el.dataset.index) };
    const place = el instanceof HTMLElement && el.closest('[data-zone="cloth"]') ? (el.dataset.pile ?? (el.dataset.stock !== undefined ? 'stock' : null)) : null;
    const at = CLOTH_ORDER.indexOf(place as (typeof CLOTH_ORDER)[number]);
    return at < 0 ? { zone: 'none' } : { zone: 'cloth', at };
  }

  function focusSpot(spot: Spot) {
    const el = spot.zone === 'hand' ? handButtons()[spot.at] : spot.zone === 'cloth' ? clothPlace(spot.at) : null;
    if (spot.zone === 'hand') hand.last = spot.at;
    el?.focus();
    el?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  return {
    arrow(key) {
      focusSpot(nextSpot(spotOf(document.activeElement), key, handSize(), session.picked ? targetSpots() : [], hand.last));
    },
    async followKey(handAt) {
      await tick();
      const targets = targetSpots();
      if (session.picked !== null && targets.length > 0) return focusSpot(nextSpot({ zone: 'none' }, 'ArrowRight', 0, targets));
      const gone = document.activeElement === null || document.activeElement === document.body;
      if (handAt === null && !gone) return;
      if (handButtons().length > 0) return focusSpot({ zone: 'hand', at: Math.min(handAt ?? hand.last, handButtons().length - 1) });
      document.querySelector<HTMLElement>('[data-action="next"], [data-action="end"]:not(:disabled)')?.focus();
    },
    backTo(picked) {
      if (picked.kind === 'card') {
        const at = session.state?.hands[session.handSeat ?? 0].indexOf(picked.card) ?? -1;
        if (at >= 0) focusSpot({ zone: 'hand', at });
      } else focusSpot({ zone: 'cloth', at: CLOTH_ORDER.indexOf(picked.pile) });
    }
  };
}
