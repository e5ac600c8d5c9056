import { describe, expect, it } from 'vitest';
import {
  cardLabel, cardName, isNumberCard, makeCard, parseCard, rankOf, royalOf, DECK_SIZE
} from '../../src/lib/patience/engine/index.ts';

describe('cards', () => {
  it('numbers the ordered deck C, D, H, S and A … K', () => {
    expect(makeCard(0)).toBe('AC');
    expect(makeCard(9)).toBe('TC');
    expect(makeCard(12)).toBe('KC');
    expect(makeCard(13)).toBe('AD');
    expect(makeCard(51)).toBe('KS');
  });

  it('round-trips every card through makeCard and parseCard', () => {
    for (let c = 0; c < DECK_SIZE; c++) expect(parseCard(makeCard(c))).toEqual({ ok: true, value: c });
  });

  it.each([
    ['as', 'AS'], ['Td', 'TD'], ['10D', 'TD'], ['10d', 'TD'], [' kh ', 'KH'], ['7c', '7C']
  ])('reads %j as %s', (input, canonical) => {
    const c = parseCard(input);
    expect(c.ok && makeCard(c.value)).toBe(canonical);
  });

  it.each(['', 'A', '1S', '11S', 'ZS', 'AX', 'ASX', '0D', '1 0D'])('rejects %j with a message that quotes it', (input) => {
    const c = parseCard(input);
    expect(c.ok).toBe(false);
    if (!c.ok) {
      expect(c.error.code).toBe('bad-card');
      expect(c.error.message).toContain(`"${input}"`);
    }
  });

  it('tells number cards from royals', () => {
    const numbers = Array.from({ length: DECK_SIZE }, (_, c) => c).filter(isNumberCard);
    expect(numbers).toHaveLength(40);
    expect(numbers.every((c) => rankOf(c) <= 10 && royalOf(c) === null)).toBe(true);
    expect(royalOf(10)).toBe('J');
    expect(royalOf(11)).toBe('Q');
    expect(royalOf(12)).toBe('K');
  });

  it('names cards for people', () => {
    expect(cardName(51)).toBe('king of spades');
    expect(cardName(13 * 2 + 6)).toBe('7 of hearts');
    expect(cardLabel(13 + 9)).toBe('10♦');
    expect(cardLabel(0)).toBe('A♣');
  });
});
