// The board's moving cards, as the board and its cards reach them. The flights themselves
// (motion.ts) load with the player's first pointer move, press, key or focus on the page, not
// with the page (import on interaction: a visit that only looks never loads them). A mouse moves
// before it clicks and a finger presses before it lifts, so the first move flies; until the
// flights are there, cards simply appear.
import { getContext, setContext, tick } from 'svelte';
import { atFirstSign } from '$lib/ui/first-sign';
import type { Flights } from './motion';

/** How long a move takes at normal speed, in ms; 0 switches every animation off. */
export const MOVE_MS = 220;

/** One board's flights: null until motion.ts has loaded; `ready` once the cards on show are known to it. */
export interface BoardMotion {
  readonly flights: Flights | null;
  readonly ready: boolean;
}

const MOTION = Symbol('board motion');

/** Makes the board's motion for the cards inside it; its flights load at the player's first sign (ui/first-sign.ts). */
export function boardMotion(): BoardMotion {
  const motion = $state<{ flights: Flights | null; ready: boolean }>({ flights: null, ready: false });
  const load = () =>
    import('./motion').then(
      async ({ Flights }) => {
        motion.flights = new Flights();
        // The cards on show meet the flights first at duration 0 (they are where they are); moves animate from then on.
        await tick();
        motion.ready = true;
      },
      () => {} // without its flights the board still plays: cards just appear
    );
  $effect(() => atFirstSign(() => void load()));
  return setContext(MOTION, motion);
}

/** The motion of the board around a card; undefined for a card drawn outside a board. */
export const motionAround = (): BoardMotion | undefined => getContext<BoardMotion | undefined>(MOTION);
