// The deal details to copy (the menu's Copy deal details), loaded with the menu (later.ts menu).
// Pure: no Svelte, no browser.
import { makeMoves, optionsWords, seatName, type History } from './engine';

/**
 * Deal details to copy: the deal, options, result, every move in the notation, the link. `ended`
 * is the match's end in words (explain.ts matchEndWords), given by the page, which says it anyway.
 */
export function matchDetails(history: History, link: string, ended: string): string {
  const state = history.turn[history.turn.length - 1];
  const key = state.key;
  const result =
    state.phase === 'over'
      ? `${ended} Totals: ${state.totals.map((t, s) => `${seatName(s)} ${t}`).join(', ')}.`
      : `In progress: hand ${state.hand}, totals ${state.totals.map((t, s) => `${seatName(s)} ${t}`).join(', ')}.`;
  return [
    `Kings Corner, ${/^[0-9]+$/.test(key) ? `deal ${key}` : `deck ${key}`}`,
    `Options: ${optionsWords(state.options)}`,
    `Result: ${result}`,
    `Moves: ${makeMoves(history.actions, history.hands)}`,
    `Link: ${link}`
  ].join('\n');
}

