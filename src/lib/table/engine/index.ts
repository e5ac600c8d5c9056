// The table game's engine, Kings Corner (docs/table-rules.md, docs/table-notation.md): pure
// TypeScript with no Svelte, page, storage, clock or unseeded randomness.
//
// The public API, stable for the page:
//   Types          MatchState, MatchOptions, Action, Phase, Seat, PileName, Side, Corner, Level,
//                  HandResult, PlayResult, SeatView, History, HintStep; PILES, SIDES, CORNERS,
//                  LEVELS, TARGETS, DRAW_TIMINGS, PLAYER_COUNTS, SEAT_NAMES, DEFAULT_OPTIONS
//   Match          readMatchKey(text) → Result<key>;  createMatch(key, options?) → MatchState
//                  (hand 1 dealt);  deckOfHand(key, k)
//   Rules          legalActions(state) → Action[];  isLegal(state, a);  whyIllegal(state, a)
//                  play(state, a) → {ok: true, state} | {ok: false, code, reason}
//                  state.phase 'draw' | 'play' | 'over'; state.turn is the seat to act;
//                  state.last = the hand that just ended {hand, reason 'out'|'blocked',
//                  winner, penalties}; state.winner once over; cardPenalty, handPenalty,
//                  pilesByName(state), seatName(seat), dealerOf(hand, players)
//   Tokens         parseAction / makeAction ('d', 'e', '9H>N', 'N>E'); parseMoves(text) →
//                  tokens with positions; makeMoves(actions, hands?) (' | ' between hands)
//   Undo           startHistory(state); record(h, a) → {ok, history} | {ok: false, code, reason};
//                  current(h); canUndo(h); undo(h); replay(start, actions). Undo takes back the
//                  plays of the turn in progress only (never a draw or an ended turn).
//   Views          seatView(state, seat) → SeatView (what that seat may know);
//                  makeReplayView(state) → the command line's JSON
//   Players        planTurn(level, view) → the rest of the turn; decide(level, view) → next
//                  action; hint(view) → [{action, reason}] (the Expert's plan, for the Hint)
//   Autoplay       playTurn(state, level) plays the turn of the seat to act; playMatch(start, levels)
export * from './types';
export * from './layout';
export * from './match-key';
export * from './rules';
export * from './actions';
export * from './history';
export * from './view';
export * from './replay-format';
export * from './autoplay';
export { planTurn, decide, hint, type HintStep } from './players';
export * from './verdict';
