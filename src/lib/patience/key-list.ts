// The keys of the game page and what they do, in the order the key list (KeyList.svelte) and
// the rules page show them; what each key does is in keyboard.ts and Shortcuts.svelte.
/** The keys and what they do, in the order the page lists them. */
export const KEY_LIST = [
  { keys: ['←', '↑', '→', '↓'], does: 'move between the slots and the card in play' },
  { keys: ['Enter', 'Space'], does: 'place the card in play on the slot, or pick a card to remove and then its partner' },
  { keys: ['Esc'], does: 'let go of the picked card' },
  { keys: ['U'], does: 'undo' },
  { keys: ['H'], does: 'hint' },
  { keys: ['D'], does: 'resume drawing' },
  { keys: ['R'], does: 'restart this deal' },
  { keys: ['N'], does: 'new game' }
] as const;
