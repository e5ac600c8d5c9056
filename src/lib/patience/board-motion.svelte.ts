// The board's moving cards, as the board and its cards reach them. The flights themselves
// (motion.ts) load as the board first shows, not with the page: until they are there, and for
// the board's first look, cards simply appear; every move after that flies.
import { getContext, setContext, tick } from 'svelte';
import type { Flights } from './motion';

/** How long a move takes at normal speed, in ms; 0 switches every animation off. */
export const MOVE_MS = 220;

/** One board's flights: null until motion.ts has loaded; `ready` once the cards on show are known to it. */
export interface BoardMotion {
  readonly flights: Flights | null;
  readonly ready: boolean;
}

const MOTION = Symbol('board motion');

/** Makes the board's motion for the cards inside it, and starts loading the flights. */
export function boardMotion(): BoardMotion {
  const motion = $state<{ flights: Flights | null; ready: boolean }>({ flights: null, ready: false });
  import('./motion').then(
    async ({ Flights }) => {
      motion.flights = new Flights();
      // The cards on show meet the flights first at duration 0 (they are where they are); moves animate from then on.
      await tick();
      motion.ready = true;
    },
    () => {} // without its flights the board still plays: cards just appear
  );
  return setContext(MOTION, motion);
}

/** The motion of the board around a card; undefined for a card drawn outside a board. */
export const motionAround = (): BoardMotion | undefined => getContext<BoardMotion | undefined>(MOTION);
