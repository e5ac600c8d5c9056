// The expert hint: plays on what a player may know, the cards seen so far and hence which
// cards (never in what order) are still to come.
//
// From any position the next removal phase comes after exactly as many placements as there
// are free slots, since each card fills one (or when the stock runs out). Until then all that
// matters is how many free centre slots and free seats of each kind there are, and how many
// royals of each kind and number cards are still to come: seats of one kind are
// interchangeable, and so are number cards until the removal phase. Every order of the unseen
// cards is equally likely to the player, so the chance of reaching that phase alive, placing
// each number as well as possible, is an exact recursion on those eight counts. The full board
// that ends it is worth the chance of then seating the card in play: a royal there finds each
// seat of its kind that its royals do not hold held by a number, which stays with chance 0.5.
// A stretch of one placement after the one weighed is worked out on the board itself instead:
// the full board that ends it is then all known but one card, so whether a royal in play there
// finds a seat whose number can come off (a 10, or a partner on the board) is counted, not guessed.
//
// The expert places each number where that chance is highest, with one exception for the
// stretches after it: the board is full when the removal phase opens, so a number that stays
// after it keeps blocking where it sits, and a seat held by a number blocks a royal. While the
// centre has room, a number whose chance of pairing at the next removal phase (hypergeometric
// over the cards still to be drawn before it) beats the average of the numbers still to come
// may take a seat, leaving the centre to a later number likelier to stay: it does when 0.1 ×
// that difference outweighs the chance of getting through that the seat costs. Near-ties
// between seat kinds send a number likely to pair away from the kinds with most royals to come.
//
// In a removal phase it chooses which copies of each rank to take (the ones left behind keep
// blocking where they sit) by the same chance for the placements that follow, takes first the
// removal that raises that chance most (near-ties: the one that frees the centre, or seats
// fewest royals want, so that numbers that can come off stay on the seats royals will need),
// and stops early (insurance) when resuming now beats resuming after every removal by more
// than 0.25 in that chance: the pairs left make the board fill, and the next removal phase
// come, sooner, and are sure to be there when it does.
//
// Every variant tried, with its figure, is in docs/expert-hint.md.
import { cardLabel, isNumberCard, rankOf, ROYAL_NAMES, royalOf } from './cards';
import type { Policy } from './policies';
import { inPlay, isLegal, legalActions, loneTenAction, placeAction, unseenCards } from './rules';
import { SLOT_COUNT, SLOT_SEATS, type Action, type Card, type GameState, type Slot } from './types';

// Slot kinds as small numbers for the tables below: 0 is the unmarked centre, then the seats.
const CENTRE = 0;
const KINDS = 4;
const KIND_OF_SLOT: readonly number[] = SLOT_SEATS.map((seat) => (seat === null ? CENTRE : seat === 'K' ? 1 : seat === 'Q' ? 2 : 3));
const kindOfCard = (card: Card): number => {
  const royal = royalOf(card);
  return royal === null ? CENTRE : royal === 'K' ? 1 : royal === 'Q' ? 2 : 3;
};

// ---- reaching the next removal phase ----------------------------------------------------------

/**
 * Memo of `survive`, shared by every game: 5^7 × 41 entries (12.8 MB), made on the first hint.
 * It starts as zeros, which cost nothing (filling it with a sentinel took 60 ms of the first
 * hint): 0 means not yet computed, and a computed 0 is stored as -0, equal to 0 in arithmetic.
 */
let memo: Float32Array | null = null;

/**
 * The chance that a number on a seat cannot come off at a removal phase, as the full board's
 * worth counts it (see `survive`).
 */
const STAYS = 0.5;
/** u × STAYS^u for u = 0–4 royals of a kind still to come. */
const STUCK = [0, 1, 2, 3, 4].map((u) => u * STAYS ** u);

/**
 * The chance of reaching the next removal phase alive with `c` free centre slots, `fK`, `fQ`,
 * `fJ` free seats, and `uK`, `uQ`, `uJ` royals and `uN` number cards still to come, every order
 * of them equally likely, each number placed on the best kind of slot; and of then seating the
 * card in play. On the full board every seat of a kind not held by its royal holds a number, so
 * a royal of a kind with u still to come turns up in play with u numbers on its seats, none of
 * which may come off: each stays with chance STAYS, a rough figure for a number's ranks.
 */
function survive(c: number, fK: number, fQ: number, fJ: number, uK: number, uQ: number, uJ: number, uN: number): number {
  const total = uK + uQ + uJ + uN;
  if (total === 0) return 1;
  if (c + fK + fQ + fJ === 0) return 1 - (STUCK[uK] + STUCK[uQ] + STUCK[uJ]) / total;
  const key = ((((((c * 5 + fK) * 5 + fQ) * 5 + fJ) * 5 + uK) * 5 + uQ) * 5 + uJ) * 41 + uN;
  const table = (memo ??= new Float32Array(5 ** 7 * 41));
  const known = table[key];
  if (known !== 0 || Object.is(known, -0)) return known;
  let p = 0;
  if (uK > 0 && fK > 0) p += (uK / total) * survive(c, fK - 1, fQ, fJ, uK - 1, uQ, uJ, uN);
  if (uQ > 0 && fQ > 0) p += (uQ / total) * survive(c, fK, fQ - 1, fJ, uK, uQ - 1, uJ, uN);
  if (uJ > 0 && fJ > 0) p += (uJ / total) * survive(c, fK, fQ, fJ - 1, uK, uQ, uJ - 1, uN);
  if (uN > 0) {
    let best = 0;
    if (c > 0) best = Math.max(best, survive(c - 1, fK, fQ, fJ, uK, uQ, uJ, uN - 1));
    if (fK > 0) best = Math.max(best, survive(c, fK - 1, fQ, fJ, uK, uQ, uJ, uN - 1));
    if (fQ > 0) best = Math.max(best, survive(c, fK, fQ - 1, fJ, uK, uQ, uJ, uN - 1));
    if (fJ > 0) best = Math.max(best, survive(c, fK, fQ, fJ - 1, uK, uQ, uJ, uN - 1));
    p += (uN / total) * best;
  }
  // The table keeps single precision, so the value returned is always the stored one: a
  // fresh computation returning more digits than a cached one would break near-ties one way
  // on the first hint and the other way later (found by the property test on card order).
  table[key] = p === 0 ? -0 : p;
  return table[key];
}

/** The unseen cards counted: royals by kind (index 1–3), number cards by rank and in all. */
interface Unseen {
  readonly royals: readonly number[];
  readonly numbers: number;
  /** Number cards by rank, index 1–10. */
  readonly ranks: readonly number[];
}

function countUnseen(state: GameState): Unseen {
  const royals = [0, 0, 0, 0];
  const ranks = new Array<number>(11).fill(0);
  let numbers = 0;
  for (const c of unseenCards(state)) {
    if (isNumberCard(c)) {
      numbers++;
      ranks[rankOf(c)]++;
    } else royals[kindOfCard(c)]++;
  }
  return { royals, numbers, ranks };
}

// ---- which numbers will pair at the next removal phase ----------------------------------------

const BINOMIAL: readonly (readonly number[])[] = (() => {
  const rows: number[][] = [];
  for (let n = 0; n <= 52; n++) {
    const row: number[] = [];
    for (let k = 0; k <= n; k++) row.push(k === 0 || k === n ? 1 : rows[n - 1][k - 1] + rows[n - 1][k]);
    rows.push(row);
  }
  return rows;
})();
const binomial = (n: number, k: number): number => (k < 0 || k > n ? 0 : BINOMIAL[n][k]);

/** The chance that at least `m` of `k` marked cards turn up among `d` drawn from `n`. */
function atLeast(n: number, k: number, d: number, m: number): number {
  if (m <= 0) return 1;
  const draws = Math.min(d, n);
  let p = 0;
  for (let j = m; j <= Math.min(k, draws); j++) p += binomial(k, j) * binomial(n - k, draws - j);
  return p / binomial(n, draws);
}

/**
 * The chance that a number of rank `r`, placed now, is taken at the next removal phase, with
 * `d` more cards drawn before it opens: a 10 always is; a 5 when the fives on the board are odd
 * or another five comes; any other rank when enough partners are on the board beyond the ones
 * its own rank already claims, or turn up.
 */
function pairChance(board: readonly (Card | null)[], r: number, u: Unseen, d: number): number {
  if (r === 10) return 1;
  let same = 0;
  let partners = 0;
  for (const c of board) {
    if (c === null || !isNumberCard(c)) continue;
    const q = rankOf(c);
    if (q === r) same++;
    else if (q === 10 - r) partners++;
  }
  const unseen = u.numbers + u.royals[1] + u.royals[2] + u.royals[3];
  if (r === 5) return same % 2 === 1 ? 1 : atLeast(unseen, u.ranks[5], d, 1);
  return atLeast(unseen, u.ranks[10 - r], d, same + 1 - partners);
}

/** How much a chance of the number in play pairing, beyond the average, weighs against a chance of getting through. */
const PAIR_WEIGHT = 0.1;
/** The later numbers it is measured against are drawn this many cards later on average. */
const LATER_DRAWS = 1;
/**
 * Near-ties between seat kinds: a number likelier than not to pair leans to the seat kind with
 * the fewest royals to come beyond its free seats, one unlikely to pair to the kind with the
 * most, by this much of a chance per royal, times its chance of pairing less one half.
 */
const PRESSURE_WEIGHT = 0.01;

/** Royals of a seat kind still to come beyond its free seats. */
const pressure = (free: readonly number[], u: Unseen, kind: number): number => u.royals[kind] - free[kind];

function freeByKind(board: readonly (Card | null)[]): number[] {
  const free = [0, 0, 0, 0];
  for (let s = 0; s < SLOT_COUNT; s++) if (board[s] === null) free[KIND_OF_SLOT[s]]++;
  return free;
}

const surviveFrom = (free: readonly number[], u: Unseen): number =>
  survive(free[0], free[1], free[2], free[3], u.royals[1], u.royals[2], u.royals[3], u.numbers);

// ---- short stretches, on the board as it is --------------------------------------------------

/**
 * Stretches of at most this many placements after the one being weighed are worked out on the
 * board itself rather than on counts: the cards already on it are most of the full board that
 * ends the stretch, so whether a royal in play there finds a seat that can be freed (a number on
 * it with a partner on the board, or a 10) is known, not guessed with STAYS.
 */
const EXACT_FREE = 1;
/** A card of each seat kind, to stand for a royal placed while working a stretch out. */
const ROYAL_CARD = [-1, 12, 11, 10];

/**
 * The worth of a full board (the removal phase is open): the chance that the next card, drawn
 * from these counts, then finds its way: a royal when some seat of its kind holds a number that
 * can come off (a 10, a 5 with another 5, or a number with a partner on the board), a number
 * card always.
 */
function fullBoardWorth(board: readonly (Card | null)[], royals: readonly number[], numbers: number, total: number): number {
  const onBoard = new Array<number>(11).fill(0);
  for (const c of board) if (c !== null && isNumberCard(c)) onBoard[rankOf(c)]++;
  const freed = [false, false, false, false];
  for (let s = 0; s < SLOT_COUNT; s++) {
    const c = board[s] as Card;
    if (!isNumberCard(c)) continue;
    const r = rankOf(c);
    if (r === 10 || (r === 5 ? onBoard[5] >= 2 : onBoard[10 - r] > 0)) freed[KIND_OF_SLOT[s]] = true;
  }
  let p = numbers;
  for (let k = 1; k < KINDS; k++) if (freed[k]) p += royals[k];
  return p / total;
}

/**
 * `survive` on the board itself: the chance of reaching the next removal phase, each card still
 * to come (by kind and rank, every order equally likely) placed as well as possible, and of the
 * card in play there finding its way (`fullBoardWorth`). The counts are changed and put back.
 */
function surviveOnBoard(board: (Card | null)[], royals: number[], ranks: number[], numbers: number): number {
  const total = royals[1] + royals[2] + royals[3] + numbers;
  if (total === 0) return 1;
  const first = [-1, -1, -1, -1];
  for (let s = 0; s < SLOT_COUNT; s++) if (board[s] === null && first[KIND_OF_SLOT[s]] < 0) first[KIND_OF_SLOT[s]] = s;
  if (first.every((s) => s < 0)) return fullBoardWorth(board, royals, numbers, total);
  let p = 0;
  for (let k = 1; k < KINDS; k++) {
    const n = royals[k];
    if (n === 0 || first[k] < 0) continue;
    board[first[k]] = ROYAL_CARD[k];
    royals[k]--;
    p += n * surviveOnBoard(board, royals, ranks, numbers);
    royals[k]++;
    board[first[k]] = null;
  }
  for (let r = 1; r <= 10; r++) {
    const n = ranks[r];
    if (n === 0) continue;
    ranks[r]--;
    let best = 0;
    for (let k = 0; k < KINDS; k++) {
      if (first[k] < 0) continue;
      board[first[k]] = r - 1; // the card of rank r in the first suit
      best = Math.max(best, surviveOnBoard(board, royals, ranks, numbers - 1));
      board[first[k]] = null;
    }
    ranks[r]++;
    p += n * best;
  }
  return p / total;
}

/**
 * The chance of reaching the next removal phase (and of the card in play there finding its way)
 * once `card` takes a free slot of `kind` (0 if none is free): on the board itself for a short
 * stretch, on the counts for a longer one.
 */
function surviveTaking(board: readonly (Card | null)[], free: number[], kind: number, card: Card, u: Unseen): number {
  if (free[kind] === 0) return 0;
  if (free[0] + free[1] + free[2] + free[3] - 1 <= EXACT_FREE) {
    const after = board.slice();
    after[firstFree(board, kind)] = card;
    return surviveOnBoard(after, u.royals.slice(), u.ranks.slice(), u.numbers);
  }
  free[kind]--;
  const chance = surviveFrom(free, u);
  free[kind]++;
  return chance;
}

const firstFree = (board: readonly (Card | null)[], kind: number): Slot =>
  board.findIndex((c, s) => c === null && KIND_OF_SLOT[s] === kind);

// ---- placing ----------------------------------------------------------------------------------

/** Where a number goes: the kind of slot, and the chance of reaching the next removal phase from there. */
interface Placing {
  readonly kind: number;
  readonly chance: number;
}

/**
 * The kind of slot for the number in play: the best chance of reaching the next removal phase,
 * plus, for a seat while the centre has room, the weighted excess of its chance of pairing at
 * that phase over the numbers still to come. With the centre full, equal chances go to the
 * seat kind with the most free seats beyond its royals still to come.
 */
function numberKind(board: readonly (Card | null)[], u: Unseen, card: Card): Placing {
  const free = freeByKind(board);
  // A number in the centre is never worse off than on a seat for reaching the next removal
  // phase (swap the two and every later play still fits). But the board is full when that
  // phase opens, so every slot a number does not take now a later number takes, and what
  // stays after the removals keeps blocking where it sits. A number likelier to pair than the
  // numbers still to come may therefore take a seat, freeing the centre for one that stays:
  // when its extra chance of pairing, weighted, outweighs the chance of getting through lost.
  // (A seat kind with no royal to come has all four of its royals on its seats, so it is
  // never free.)
  if (free[CENTRE] > 0) {
    const centre = { kind: CENTRE, chance: surviveTaking(board, free, CENTRE, card, u) };
    if (u.numbers === 0) return centre;
    const draws = free[0] + free[1] + free[2] + free[3] - 1;
    const own = pairChance(board, rankOf(card), u, draws);
    let later = 0;
    for (let r = 1; r <= 10; r++) {
      if (u.ranks[r] > 0) later += u.ranks[r] * pairChance(board, r, u, Math.max(0, draws - LATER_DRAWS));
    }
    const bonus = PAIR_WEIGHT * (own - later / u.numbers);
    if (bonus <= 0) return centre;
    let best: Placing = centre;
    let bestScore = centre.chance;
    for (let kind = 1; kind < KINDS; kind++) {
      if (free[kind] === 0) continue;
      const chance = surviveTaking(board, free, kind, card, u);
      const score = chance + bonus - PRESSURE_WEIGHT * (own - 0.5) * pressure(free, u, kind);
      if (score > bestScore) {
        bestScore = score;
        best = { kind, chance };
      }
    }
    return best;
  }
  let best: Placing = { kind: -1, chance: 0 };
  let bestScore = -Infinity;
  const own = pairChance(board, rankOf(card), u, free[0] + free[1] + free[2] + free[3] - 1);
  for (let kind = 0; kind < KINDS; kind++) {
    if (free[kind] === 0) continue;
    const chance = surviveTaking(board, free, kind, card, u);
    const spare = free[kind] - u.royals[kind];
    const lean = kind === CENTRE ? 0 : PRESSURE_WEIGHT * (own - 0.5) * pressure(free, u, kind);
    // Chances are in [0, 1] and spares in [-4, 3]: the spare only breaks near-ties.
    const score = (chance - lean) * 1000 + spare;
    if (score > bestScore) {
      bestScore = score;
      best = { kind, chance };
    }
  }
  return best;
}

/** The chance of reaching the next removal phase after resuming with this card in play. */
function surviveAfterResume(board: readonly (Card | null)[], card: Card, u: Unseen): number {
  if (isNumberCard(card)) return numberKind(board, u, card).chance;
  return surviveTaking(board, freeByKind(board), kindOfCard(card), card, u);
}

// ---- removing ---------------------------------------------------------------------------------

/** A number card on the board and the kind of slot it sits on. */
interface Sitter {
  readonly slot: Slot;
  readonly kind: number;
}

/** Ways to take `k` of these cards, one for each different mix of slot kinds. */
function choicesByKind(cards: readonly Sitter[], k: number): Slot[][] {
  const out: Slot[][] = [];
  const seen = new Set<string>();
  const pick: Sitter[] = [];
  const walk = (from: number) => {
    if (pick.length === k) {
      const mix = pick.map((c) => c.kind).sort().join('');
      if (!seen.has(mix)) {
        seen.add(mix);
        out.push(pick.map((c) => c.slot));
      }
      return;
    }
    for (let i = from; i < cards.length; i++) {
      pick.push(cards[i]);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * Every removal on the board, as one set of slots: all lone 10s, as many pairs of each rank
 * pattern as there are, and for the ranks with cards left over, the copies whose leaving gives
 * the best chance through the placements that follow. Null when there is no removal.
 */
function bestRemovalSet(board: readonly (Card | null)[], card: Card, u: Unseen): Slot[] | null {
  const byRank: Sitter[][] = Array.from({ length: 11 }, () => []);
  for (let s = 0; s < SLOT_COUNT; s++) {
    const c = board[s];
    if (c !== null && isNumberCard(c)) byRank[rankOf(c)].push({ slot: s, kind: KIND_OF_SLOT[s] });
  }
  const take = new Array<number>(11).fill(0);
  take[10] = byRank[10].length;
  take[5] = byRank[5].length - (byRank[5].length % 2);
  for (let r = 1; r <= 4; r++) take[r] = take[10 - r] = Math.min(byRank[r].length, byRank[10 - r].length);
  const options: Slot[][][] = [];
  for (let r = 1; r <= 10; r++) if (take[r] > 0) options.push(choicesByKind(byRank[r], take[r]));
  if (options.length === 0) return null;

  let best: Slot[] = [];
  let bestChance = -1;
  let bestHeld = Infinity;
  const chosen: Slot[] = [];
  const after = board.slice();
  const walk = (i: number) => {
    if (i === options.length) {
      const chance = surviveAfterResume(after, card, u);
      // Equal chances: leave the fewest numbers on seats.
      let held = 0;
      for (let s = 0; s < SLOT_COUNT; s++) {
        const c = after[s];
        if (c !== null && KIND_OF_SLOT[s] !== CENTRE && isNumberCard(c)) held++;
      }
      if (chance > bestChance || (chance === bestChance && held < bestHeld)) {
        bestChance = chance;
        bestHeld = held;
        best = chosen.slice();
      }
      return;
    }
    for (const option of options[i]) {
      for (const s of option) after[s] = null;
      chosen.push(...option);
      walk(i + 1);
      chosen.length -= option.length;
      for (const s of option) after[s] = board[s];
    }
  };
  walk(0);
  return best;
}

/**
 * Near-ties between removals: each slot a removal frees counts this much of a chance, for the
 * centre 5 times over, for a seat less once per royal of its kind to come beyond its free seats.
 * Numbers that can come off, left on the seats of the kinds with most royals to come, free a
 * seat for one of them when it turns up in play.
 */
const FREEING_WEIGHT = 0.01;

/**
 * The removal inside the chosen set (one of its lone 10s, or a pair of it that makes ten) after
 * which resuming would give the best chance through the placements that follow, so that the
 * removals that matter most come first should the expert stop early; near-ties go to the
 * removal that frees the centre rather than seats wanted by royals.
 */
function removalWithin(state: GameState, set: readonly Slot[], card: Card, u: Unseen): Action {
  let best: Action | null = null;
  let bestScore = -Infinity;
  const after = state.board.slice();
  const free = freeByKind(state.board);
  for (const a of legalActions(state)) {
    if (a.type !== 'remove' || !a.slots.every((s) => set.includes(s))) continue;
    for (const s of a.slots) after[s] = null;
    let score = surviveAfterResume(after, card, u);
    for (const s of a.slots) after[s] = state.board[s];
    for (const s of a.slots) {
      const kind = KIND_OF_SLOT[s];
      score += FREEING_WEIGHT * (kind === CENTRE ? 5 : -pressure(free, u, kind));
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  if (best === null) throw new Error('expert: the chosen removal set holds no legal removal');
  return best;
}

/**
 * Insurance: the expert stops removing, and resumes with removals still on the board, when
 * that makes reaching the next removal phase likelier than taking the whole set by more than
 * this. The removals left make the board fill, and the next removal phase come, sooner, and
 * are sure to be there when it does.
 */
const INSURANCE = 0.25;
const RESUME: Action = { type: 'resume' };

// ---- the policy -------------------------------------------------------------------------------

export const expert: Policy = (state) => {
  if (state.phase === 'place') {
    const card = inPlay(state) as Card;
    // Seats of one kind are interchangeable, so a royal takes its lowest free seat.
    const kind = isNumberCard(card) ? numberKind(state.board, countUnseen(state), card).kind : kindOfCard(card);
    const slot = firstFree(state.board, kind);
    return slot < 0 ? null : placeAction(slot);
  }
  if (state.phase !== 'remove') return null;
  const card = inPlay(state);
  // With the stock empty whatever is left pairs off (docs/rules.md), so any order wins.
  if (card === null) return legalActions(state)[0] ?? null;
  const u = countUnseen(state);
  const set = bestRemovalSet(state.board, card, u);
  // No removal left: resume (the last legal action).
  if (set === null) return legalActions(state).at(-1) ?? null;
  if (state.board.includes(null)) {
    const after = state.board.slice();
    for (const s of set) after[s] = null;
    if (surviveAfterResume(state.board, card, u) > surviveAfterResume(after, card, u) + INSURANCE) return RESUME;
  }
  return removalWithin(state, set, card, u);
};

// ---- the reason given with the hint -----------------------------------------------------------

const KIND_NAMES = ['centre', `${ROYAL_NAMES.K} seat`, `${ROYAL_NAMES.Q} seat`, `${ROYAL_NAMES.J} seat`] as const;
// A no-break space: "83 %" never breaks before its sign at the end of a line.
const percent = (p: number): string => `${Math.round(100 * p)}\u00a0%`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * One short sentence on why the expert suggests `action` in `state` (the action it gives
 * there), from the same counts it decides by: so it too never depends on the order of the
 * cards still to come. Null once the game is over.
 */
export function expertReason(state: GameState, action: Action | null): string | null {
  if (action === null) return null;
  const card = inPlay(state);
  const u = countUnseen(state);
  if (action.type === 'place') {
    const placed = card as Card;
    const kind = KIND_OF_SLOT[action.slot];
    const free = freeByKind(state.board);
    if (!isNumberCard(placed)) {
      const name = ROYAL_NAMES[royalOf(placed) as 'K' | 'Q' | 'J'];
      const left = free[kind] - 1;
      const stay = left === 0 ? `no ${name} seat stays` : `${plural(left, `${name} seat`)} ${left === 1 ? 'stays' : 'stay'}`;
      return `The ${cardLabel(placed)} takes a free ${name} seat; ${stay} free for ${plural(u.royals[kind], name)} still to come.`;
    }
    const draws = free[0] + free[1] + free[2] + free[3] - 1;
    const own = pairChance(state.board, rankOf(placed), u, draws);
    const through = percent(surviveTaking(state.board, free, kind, placed, u));
    if (kind === CENTRE) {
      return `The centre blocks no royal, so it is kept for numbers likely to stay: the ${cardLabel(placed)} has a ${percent(own)} chance to pair at the next removal.`;
    }
    if (free[CENTRE] > 0) {
      const pairs = rankOf(placed) === 10 ? 'comes off alone' : own >= 0.995 ? 'will surely pair' : `will probably pair`;
      const odds = own >= 0.995 ? '' : ` (${percent(own)})`;
      return `Keeps the centre free for cards likely to stay: the ${cardLabel(placed)} ${pairs} at the next removal${odds}.`;
    }
    return `The centre is full; a ${KIND_NAMES[kind]} is the safest: ${through} chance of reaching the next removal.`;
  }
  if (card === null) return 'The stock is empty, so whatever is left pairs off: any order wins.';
  if (action.type === 'resume') {
    if (bestRemovalSet(state.board, card, u) === null) return 'Nothing is left to remove.';
    return `Stops removing early: the pairs left make the next removal come sooner and sure, and the chance of reaching it ${percent(surviveAfterResume(state.board, card, u))}.`;
  }
  const royal = royalOf(card);
  if (royal !== null && action.slots.some((s) => SLOT_SEATS[s] === royal) && freeByKind(state.board)[kindOfCard(card)] === 0) {
    return `Frees a ${ROYAL_NAMES[royal]} seat for the ${cardLabel(card)} in play.`;
  }
  const after = state.board.slice();
  for (const s of action.slots) after[s] = null;
  const seat = action.slots.find((s) => SLOT_SEATS[s] !== null);
  const what = seat === undefined ? 'Makes room in the centre' : `Frees a ${KIND_NAMES[KIND_OF_SLOT[seat]]} first`;
  return `${what}: of the removals, this one gives the best chance of reaching the next removal (${percent(surviveAfterResume(after, card, u))}).`;
}
