// What a screen reader hears: slot and stock names, and the live region's announcement of
// each change, for positions reached by legal play.
import { describe, expect, it } from 'vitest';
import { slotName, stockName } from '$lib/patience/guide';
import { narrate, spoken, type Moment } from '$lib/patience/narration';
import { dealStock, type History } from '$lib/patience/engine';
import { card, DEAL_1_LOST, DEAL_25_WIN, historyFrom } from './helpers.ts';

const moment = (history: History, extra: Partial<Moment> = {}): Moment => ({
  id: 'game', deal: 25, history, selected: null, notice: null, ...extra
});

const DEAL_25 = DEAL_25_WIN.split(' ');
/** Deal 25 after its first `count` moves of the winning line. */
const deal25 = (count: number) => historyFrom(dealStock(25), DEAL_25.slice(0, count).join(' '));
const deal1 = (count: number) => historyFrom(dealStock(1), DEAL_1_LOST.split(' ').slice(0, count).join(' '));
const DEAL_1_LENGTH = DEAL_1_LOST.split(' ').length;
/** The moment after the nth move of deal 25's line, announced from the moment before it. */
const nthMove = (n: number) => narrate(moment(deal25(n - 1)), moment(deal25(n)));

describe('names', () => {
  const none = { legal: false, removable: false, partner: false, hinted: false };

  it('say where a slot is, its seat, its card, and what can be done with it', () => {
    expect(slotName(0, null, none)).toBe('top-left corner, King seat: empty');
    expect(slotName(0, null, { ...none, legal: true })).toBe('top-left corner, King seat: empty, the card in play can go here');
    expect(slotName(0, null, { ...none, legal: true, squat: true })).toBe(
      'top-left corner, King seat: empty, the card in play can go here but blocks the seat'
    );
    expect(slotName(9, card('4S'), { ...none, played: true })).toBe('centre, lower left, centre: 4 of spades, the move on show');
    expect(slotName(13, card('7H'), { ...none, removable: true })).toBe('bottom edge, left, Queen seat: 7 of hearts, can be removed');
    expect(slotName(8, card('4H'), { ...none, squatting: 'takes a Jack seat the J♦ needed' })).toBe(
      'left edge, lower, Jack seat: 4 of hearts, takes a Jack seat the J♦ needed'
    );
    expect(slotName(6, card('3C'), { ...none, removable: true, partner: true, hinted: true })).toBe(
      'centre, upper right, centre: 3 of clubs, makes ten with the selected card, hinted'
    );
  });

  it('name the card in play and the cards to come after it', () => {
    expect(stockName(card('KS'), 40)).toBe('Card in play: king of spades; 39 more to come');
    expect(stockName(card('KS'), 2)).toBe('Card in play: king of spades; 1 more to come');
    expect(stockName(card('TD'), 1)).toBe('Card in play: 10 of diamonds; the last card');
    expect(stockName(null, 0)).toBe('No card in play: the stock is empty');
  });

  it('put card labels into words for the ear', () => {
    expect(spoken('The 4♥ and the 8♠ make 12, not ten')).toBe('The 4 of hearts and the 8 of spades make 12, not ten.');
    expect(spoken('The J♦ has no free Jack seat. 10♣ next')).toBe('The jack of diamonds has no free Jack seat. 10 of clubs next.');
    expect(spoken('A♥ placed! q')).toBe('Ace of hearts placed! Q.');
    expect(spoken('')).toBe('');
  });
});

describe('announcements', () => {
  it('say where a card went and which card comes next', () => {
    expect(nthMove(1)).toBe('8 of diamonds placed at the centre, upper left. Next: 5 of diamonds.');
  });

  it('say where a royal that comes next may go', () => {
    // Deal 25's fourth card is the J♣.
    expect(nthMove(3)).toBe('2 of hearts placed at the centre, lower left. Next: jack of clubs, on an empty side middle seat.');
  });

  it('say when the board is full', () => {
    expect(nthMove(16)).toBe('6 of spades placed at the bottom edge, right. Board full: remove pairs that make ten, then resume.');
  });

  it('say what was removed, the progress, and what is left to do', () => {
    expect(nthMove(17)).toBe('2 of spades and 8 of diamonds removed. 2 of 40 removed. Remove pairs that make ten or lone 10s, or resume drawing.');
    expect(nthMove(19)).toBe('2 of hearts and 8 of hearts removed. 6 of 40 removed. No pair that makes ten is left: resume drawing.');
  });

  it('say that drawing resumed and what to place', () => {
    expect(nthMove(20)).toBe('Drawing resumed. Place the ace of hearts on any empty slot.');
  });

  it('say a win, with the lone 10 that made it', () => {
    expect(nthMove(DEAL_25.length)).toBe('10 of diamonds removed. You won! All 40 number cards removed and all twelve royals seated.');
  });

  it('say a loss and its reason', () => {
    expect(narrate(moment(deal1(DEAL_1_LENGTH - 1)), moment(deal1(DEAL_1_LENGTH)))).toBe(
      '2 of hearts placed at the right edge, lower. Game over. The jack of diamonds has no free Jack seat. ' +
        'The 4 of hearts and the 2 of hearts sit on Jack seats. You removed 8 of 40 number cards; 31 cards were still to come.'
    );
  });

  it('say what an undo took back', () => {
    expect(narrate(moment(deal1(DEAL_1_LENGTH)), moment(deal1(DEAL_1_LENGTH - 1)))).toBe(
      'Undone: Place the 2 of hearts on the right edge, lower. Place the 2 of hearts on any empty slot.'
    );
  });

  it('say a restart and a new deal', () => {
    const restarted = narrate(moment(deal25(16)), moment(deal25(0), { id: 'another' }));
    expect(restarted).toBe('Deal 25 restarted. Place the 8 of diamonds on any empty slot.');
    const dealt = narrate(moment(deal25(16)), moment(historyFrom(dealStock(1), ''), { id: 'another', deal: 1 }));
    expect(dealt).toBe('Deal 1. Place the 9 of spades on any empty slot.');
  });

  it("name today's deal by its day, as the heading does", () => {
    const today = moment(historyFrom(dealStock(20261202), ''), { deal: 20261202 });
    expect(narrate(today, { ...today, id: 'another' }, 20261202)).toMatch(/^Today's deal, 2 December restarted\. Place the /);
    expect(narrate(moment(deal25(16)), { ...today, id: 'another' }, 20261202)).toMatch(/^Today's deal, 2 December\. Place the /);
  });

  it('say a selection with its partners, and letting go of it', () => {
    const full = deal25(16);
    expect(narrate(moment(full), moment(full, { selected: 3 }))).toBe(
      '2 of spades selected: it makes ten with the 8 of diamonds at the centre, upper left or the 8 of hearts at the bottom-left corner.'
    );
    expect(narrate(moment(full, { selected: 3 }), moment(full))).toBe('2 of spades deselected.');
  });

  it('say every refusal and hint, the same words again too', () => {
    const full = moment(deal25(16));
    const refusal = { kind: 'refusal', text: 'The 2♠ and the 6♠ make 8, not ten' };
    expect(narrate(full, { ...full, notice: refusal })).toBe('The 2 of spades and the 6 of spades make 8, not ten.');
    expect(narrate({ ...full, notice: refusal }, { ...full, notice: { ...refusal } })).toBe('The 2 of spades and the 6 of spades make 8, not ten.');
    expect(narrate(full, { ...full, notice: { kind: 'hint', text: 'Hint: Remove the 2♠ and the 8♦' } })).toBe(
      'Hint: Remove the 2 of spades and the 8 of diamonds.'
    );
    const reason = 'Frees a Jack seat for the J♥ in play.';
    expect(narrate(full, { ...full, notice: { kind: 'hint', text: 'Hint: Remove the 2♠ and the 8♦', reason } })).toBe(
      'Hint: Remove the 2 of spades and the 8 of diamonds. Frees a Jack seat for the jack of hearts in play.'
    );
  });

  it('say nothing when nothing changed, or only a notice went away', () => {
    const full = moment(deal25(16));
    expect(narrate(full, { ...full })).toBeNull();
    expect(narrate({ ...full, notice: { kind: 'hint', text: 'Hint' } }, full)).toBeNull();
  });
});
