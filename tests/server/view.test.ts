// The view function (src/lib/table/online/view.ts): over whole matches of computer players, no
// seat's view ever names a card of another hand or of the stock, the key or the seed.
import { describe, expect, test } from 'vitest';
import { makeCard } from '../../src/lib/cards/card';
import { makeDeckCode, shuffledDeck } from '../../src/lib/cards/deck';
import { parseAction } from '../../src/lib/table/engine/actions';
import { playMatch } from '../../src/lib/table/engine/autoplay';
import { createMatch, play } from '../../src/lib/table/engine/rules';
import type { MatchState, PlayerCount } from '../../src/lib/table/engine/types';
import { onlineView, publicAction } from '../../src/lib/table/online/view';

const VIEW_KEYS = ['cards', 'dealer', 'hand', 'handSizes', 'handsWon', 'last', 'legal', 'phase', 'piles', 'stock', 'totals', 'turn', 'winner'];

/** Every state of a match of computer players from a deck code key, with the action that left it. */
function* statesOf(seed: string, players: PlayerCount) {
  const key = makeDeckCode(shuffledDeck(seed));
  const start = createMatch(key, { players, target: 10 });
  const played = playMatch(start, Array.from({ length: players }, () => 'easy' as const));
  let s: MatchState = start;
  for (const action of played.actions) {
    yield { key, state: s, action };
    const r = play(s, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  yield { key, state: s, action: null };
}

describe('onlineView', () => {
  for (const players of [2, 3, 4] as const) {
    test(`${players} players: a seat sees its own cards and the piles, never another hand or the stock`, () => {
      let checked = 0;
      const wrong: string[] = [];
      const keys = VIEW_KEYS.join();
      for (const seed of ['a', 'b']) {
        for (const { key, state } of statesOf(`online-view/${seed}/${players}`, players)) {
          const piles = new Set(state.piles.flat().map(makeCard));
          for (let seat = 0; seat < players; seat++) {
            const view = onlineView(state, seat);
            const own = new Set(state.hands[seat].map(makeCard));
            const text = JSON.stringify(view);
            const at = `seat ${seat}, hand ${state.hand}, turn ${state.turnIndex}`;
            if (Object.keys(view).sort().join() !== keys) wrong.push(`${at}: fields ${Object.keys(view)}`);
            if (view.cards.length !== own.size || view.cards.some((c) => !own.has(c))) wrong.push(`${at}: cards ${view.cards}`);
            if (Object.values(view.piles).flat().length !== piles.size) wrong.push(`${at}: piles`);
            if (view.handSizes.join() !== state.hands.map((h) => h.length).join() || view.stock !== state.stock.length) wrong.push(`${at}: counts`);
            if ((state.phase === 'over' || state.turn !== seat) && view.legal.length > 0) wrong.push(`${at}: legal off turn`);
            if (text.includes(key)) wrong.push(`${at}: the key`);
            // No card outside this seat's hand and the piles appears anywhere in the view.
            for (const code of text.match(/"[A2-9TJQK][CDHS]"/g) ?? []) {
              const card = code.slice(1, -1);
              if (!own.has(card) && !piles.has(card)) wrong.push(`${at}: ${card} shown`);
            }
            checked++;
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(200);
    }, 30_000);
  }

  test('no seat sees no hand', () => {
    const state = createMatch(7, { players: 3 });
    expect(onlineView(state, null).cards).toEqual([]);
    expect(onlineView(state, null).legal).toEqual([]);
  });
});

describe('publicAction', () => {
  test('a draw names its card to the seat that drew only; plays are public', () => {
    for (const draw of ['start', 'end'] as const) {
      const state = createMatch(11, { players: 3, draw });
      const token = draw === 'start' ? 'd' : 'e';
      const action = (parseAction(token) as { ok: true; value: never }).value;
      const top = makeCard(state.stock[0]);
      expect(publicAction(state, action, state.turn, 'player')).toEqual({ seat: state.turn, token, card: top, by: 'player' });
      for (const other of [1, 2, null]) expect(publicAction(state, action, other, 'player')).toEqual({ seat: state.turn, token, by: 'player' });
    }
    const s = createMatch(11, { players: 2, draw: 'end' });
    const card = s.hands[s.turn][0];
    const play9 = { type: 'card' as const, card, to: 'N' as const };
    expect(publicAction(s, play9, 1, 'computer')).toEqual({ seat: s.turn, token: `${makeCard(card)}>N`, by: 'computer' });
  });
});
