// How fast the table's computer players act: the setting and its steps (docs/table-page.md, "Pace").
// Pure: the seats (seats.svelte.ts) time each action by it, storage/table.ts keeps it.

/** How long a computer player's action stays on show before the next one, in ms. */
export const PACES = { slow: 1000, normal: 330, fast: 150, instant: 0 } as const;
export type Pace = keyof typeof PACES;

/** Only the four paces themselves: `in` would also accept "constructor" or "toString" (issue 43). */
export const isPace = (v: unknown): v is Pace => typeof v === 'string' && Object.hasOwn(PACES, v);
