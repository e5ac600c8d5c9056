// The table game's engine, Kings Corner (docs/table-rules.md, docs/table-notation.md): pure
// TypeScript with no Svelte, page, storage, clock or unseeded randomness.
//
// Every expected failure is a `Result` of cards/result.ts ({ok: true, value} | {ok: false, error:
// {code, message}}); context about a failure rides in the error (replay's `index` and `history`,
// parseMoves's `position` and `text`). whyIllegal asks rather than acts: a Problem, or null.
// Exceptions are for bugs.
//
// The public API, stable for the page:
//   Types          MatchState, MatchOptions, Action, Phase, Seat, PileName, Side, Corner, Level,
//                  HandResult, PlayResult, SeatView, History, HintStep; PILES, SIDES, CORNERS,
//                  LEVELS, TARGETS, DRAW_TIMINGS, PLAYER_COUNTS, SEAT_NAMES, DEFAULT_OPTIONS
//   Match          readMatchKey(text) → Result<key>;  createMatch(key, options?) → MatchState
//                  (hand 1 dealt);  deckOfHand(key, k)
//   Rules          legalActions(state) → Action[];  isLegal(state, a);  whyIllegal(state, a) →
//                  Problem<IllegalCode> | null;  play(state, a) → Result<MatchState, IllegalCode>
//                  state.phase 'draw' | 'play' | 'over'; state.turn is the seat to act;
//                  state.last = the hand that just ended {hand, reason 'out'|'blocked',
//                  winner, penalties}; state.winner once over; cardPenalty, handPenalty,
//                  pilesByName(state), seatName(seat), dealerOf(hand, players)
//   Tokens         parseAction / makeAction ('d', 'e', '9H>N', 'N>E'); parseMoves(text) →
//                  Result of tokens with positions (error: + position, text); makeMoves(actions,
//                  hands?) (' | ' between hands)
//   Undo           startHistory(state); record(h, a) → Result<History, IllegalCode>; current(h);
//                  canUndo(h); undo(h); replay(start, actions) → Result<History> (error: + index,
//                  history up to it). Undo takes back the plays of the turn in progress only
//                  (never a draw or an ended turn).
//   Views          seatView(state, seat) → SeatView (what that seat may know);
//                  makeReplayView(state) → the command line's JSON
//   Names          PILE_WORDS (each pile in words), optionsWords(options)
//   Hand's end     finishedPosition(before, action): the table as the hand's last action left it
// From their own modules (so that a page loads them only when it needs them):
//   players/       index.ts: planTurn(level, view) → the rest of the turn; decide(level, view)
//                  → next action; turn.ts: planWith(plan, view); hint.ts: hint(view) →
//                  [{action, reason}] (the Hint)
//   autoplay.ts    playTurn(state, level) plays the turn of the seat to act; playMatch(start, levels)
//   verdict.ts     handVerdict(start, played, budget) (the shape and lastHand are here)
export * from './types';
export * from './layout';
export * from './match-key';
export * from './rules';
export * from './actions';
export * from './history';
export * from './view';
export * from './replay-format';
export * from './names';
export * from './finished';
// The players (players/index.ts: planTurn, decide, PLANS; players/hint.ts) and whole games
// (autoplay.ts: playTurn, playMatch) are imported from their own modules: the page loads a
// level's player when a match needs it, and the hint when first asked for.
// The search (handVerdict) is imported from './verdict' itself, by the worker and the command line,
// so that the pages, which name only the shape, do not load it.
export * from './verdict-shape';
