// The game in progress, kept across reloads: the deal and every action since it, in
// action tokens (docs/notation.md). Replaying them through the engine rebuilds the whole undo history,
// and proves on every read that the save is a game legal play could have produced.
import { isDealNumber, makeActions, newGame, parseActions, replay, type History } from '$lib/patience/engine';
import { checkDeckCode, stockOf, type DealId } from '$lib/cards';
import { isGameId } from '$lib/patience/saved-stats';
import { isPlainObject } from '$lib/storage/validate';

export const SAVED_GAME_VERSION = 1;

/** The stored form. */
export interface SavedGameData {
  readonly version: typeof SAVED_GAME_VERSION;
  /** Ties the game to its statistics record. */
  readonly id: string;
  /** A deal number, or the canonical deck code of a game dealt from one. */
  readonly deal: DealId;
  readonly moves: string;
}

/** A restored game: its id, its deal and its whole history. */
export interface SavedGame {
  readonly id: string;
  readonly deal: DealId;
  readonly history: History;
}

/** Checks the shape, then replays every move: a save no legal play could produce is refused. */
export function validateSavedGame(data: unknown): SavedGame | null {
  if (!isPlainObject(data) || data.version !== SAVED_GAME_VERSION) return null;
  const { id, deal, moves } = data;
  if (!isGameId(id)) return null;
  if (!(typeof deal === 'number' ? isDealNumber(deal) : checkDeckCode(deal) !== null)) return null;
  if (typeof moves !== 'string') return null;
  const actions = parseActions(moves);
  if (!actions.ok) return null;
  const replayed = replay(newGame(stockOf(deal as DealId)), actions.value);
  if (!replayed.ok) return null;
  return { id, deal: deal as DealId, history: replayed.value };
}

export const toSavedGameData = (game: SavedGame): SavedGameData => ({
  version: SAVED_GAME_VERSION,
  id: game.id,
  deal: game.deal,
  moves: makeActions(game.history.actions)
});
