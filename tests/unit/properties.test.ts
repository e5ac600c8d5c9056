// Property tests over many random games: the invariants that must hold after every action.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  current, dealStock, isLegal, isNumberCard, legalActions, makeAction, newGame, play, record, replay,
  startHistory, undo, DECK_SIZE, MAX_DEAL, type Action, type GameState
} from '../../src/lib/patience/engine/index.ts';

const GAMES = 10_000;

/** Every action that could ever be written down: 16 placements, 16 lone tens, 120 pairs, resume. */
const EVERY_ACTION: Action[] = [{ type: 'resume' }];
for (let a = 0; a < 16; a++) {
  EVERY_ACTION.push({ type: 'place', slot: a }, { type: 'remove', slots: [a] });
  for (let b = a + 1; b < 16; b++) EVERY_ACTION.push({ type: 'remove', slots: [a, b] });
}

const freeze = (s: GameState): GameState => {
  Object.freeze(s.board);
  Object.freeze(s.stock);
  return Object.freeze(s);
};

/** Fails with a message; plain checks keep millions of them fast (expect() is slow in loops). */
function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Deep equality of two states, field by field. */
const sameState = (a: GameState, b: GameState) =>
  a.next === b.next && a.phase === b.phase && a.reason === b.reason && a.removed === b.removed &&
  a.stock.length === b.stock.length && a.stock.every((c, i) => c === b.stock[i]) &&
  a.board.length === 16 && b.board.length === 16 && a.board.every((c, i) => c === b.board[i]);

/** Checks every invariant of one state; `removedCards` are the cards that have left the board. */
function checkState(s: GameState, removedCards: Set<number>) {
  const onBoard = s.board.filter((c): c is number => c !== null);
  const toCome = s.stock.slice(s.next);
  const all = [...onBoard, ...toCome, ...removedCards];
  check(all.length === DECK_SIZE && new Set(all).size === DECK_SIZE, 'all 52 cards accounted for, each once');
  check([...removedCards].every(isNumberCard), 'only number cards are ever removed');
  check(s.removed === removedCards.size, 'the progress counter counts the removed cards');
  const dealt = new Set(s.stock.slice(0, s.next));
  check(onBoard.every((c) => dealt.has(c)), 'cards on the board were all dealt already');
  const legal = new Set(legalActions(s).map(makeAction));
  for (const a of EVERY_ACTION) {
    check(isLegal(s, a) === legal.has(makeAction(a)), `legalActions and isLegal agree on ${makeAction(a)}`);
  }
  check((legal.size === 0) === (s.phase === 'won' || s.phase === 'lost'), 'nothing is legal exactly when the game is over');
  if (s.phase === 'won') check(toCome.length === 0 && onBoard.every((c) => !isNumberCard(c)), 'a win has no stock and no number card');
  check((s.reason !== null) === (s.phase === 'lost'), 'a reason exactly when lost');
}

describe(`invariants over ${GAMES} random games`, () => {
  it('hold after every action', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_DEAL }),
        fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
        fc.nat({ max: 130 }),
        (deal, choices, stopAfter) => {
          let state = freeze(newGame(dealStock(deal)));
          let history = startHistory(state);
          const removedCards = new Set<number>();
          checkState(state, removedCards);
          for (let step = 0; step < stopAfter; step++) {
            const legal = legalActions(state);
            if (legal.length === 0) break;
            const choice = choices[step % choices.length];

            // An illegal action is refused and changes nothing (the state is frozen: any write throws).
            const tokens = new Set(legal.map(makeAction));
            let probe = choice % EVERY_ACTION.length;
            while (tokens.has(makeAction(EVERY_ACTION[probe]))) probe = (probe + 1) % EVERY_ACTION.length;
            check(!play(state, EVERY_ACTION[probe]).ok, 'an illegal action is refused');

            const action = legal[choice % legal.length];
            const next = play(state, action);
            if (!next.ok) throw new Error(`a listed action was refused: ${makeAction(action)}`);
            for (let i = 0; i < 16; i++) {
              const before = state.board[i];
              if (before !== null && next.value.board[i] === null) removedCards.add(before);
            }
            const recorded = record(history, action);
            if (!recorded.ok) throw new Error('history refused a legal action');
            // Undo restores the exact earlier state.
            check(sameState(current(undo(recorded.value)), state), 'undo restores the exact earlier state');
            history = recorded.value;
            state = freeze(next.value);
            check(sameState(current(history), state), 'history holds the state that play returns');
            checkState(state, removedCards);
          }
          // The same deal and the same actions give the same game.
          const again = replay(newGame(dealStock(deal)), history.actions);
          check(again.ok && sameState(current(again.value), state), 'the same deal and actions give the same game');
        }
      ),
      { numRuns: GAMES }
    );
  }, 120_000);
});
