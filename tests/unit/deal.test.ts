import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  dayOf, dealOfDay, dealStock, makeDealNumber, makeDeckCode, orderedDeck, parseDealNumber, parseDeckCode, MAX_DEAL
} from '../../src/lib/patience/engine/index.ts';

const fixtures: Record<string, string> = JSON.parse(
  readFileSync(new URL('../fixtures/deals.json', import.meta.url), 'utf8')
);

describe('deal numbers give their stock orders', () => {
  it.each(Object.entries(fixtures))('deal %s', (deal, code) => {
    expect(makeDeckCode(dealStock(Number(deal)))).toBe(code);
  });

  it('has every fixture deal, including both ends of the range', () => {
    expect(Object.keys(fixtures)).toEqual(expect.arrayContaining(['1', String(MAX_DEAL)]));
  });

  it('gives 9 and 99, 1 and 111, 12 and 1212 the same order: seedrandom repeats short keys (public, not a bug)', () => {
    expect(dealStock(9)).toEqual(dealStock(99));
    expect(dealStock(1)).toEqual(dealStock(111));
    expect(dealStock(12)).toEqual(dealStock(1212));
    expect(dealStock(12)).not.toEqual(dealStock(21));
  });

  it('holds every card once', () => {
    for (const deal of [1, 2, 20261129, MAX_DEAL]) expect([...dealStock(deal)].sort((a, b) => a - b)).toEqual(orderedDeck());
  });
});

describe('parseDealNumber', () => {
  it.each([
    ['1', 1], ['42', 42], [' 20261129 ', 20261129], ['4294967295', 4294967295], ['007', 7]
  ])('reads %j as %d', (text, n) => {
    expect(parseDealNumber(text)).toEqual({ ok: true, value: n });
  });

  it.each([
    ['', 'empty'], ['abc', '"abc" is not a deal number'], ['0', 'out of range'], ['-5', '"-5" is not a deal number'],
    ['4294967296', 'out of range'], ['99999999999', 'out of range'], ['1.5', 'not a deal number'], ['1e3', 'not a deal number'],
    ['99999999999999999999999', 'out of range']
  ])('rejects %j: %s', (text, words) => {
    const r = parseDealNumber(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad-deal-number');
      expect(r.error.message).toContain(words);
      expect(r.error.message).toContain('a whole number such as 25 or 123456 (the largest is 4,294,967,295)');
    }
  });
});

describe('makeDealNumber', () => {
  it.each([1, 42, 20261129, MAX_DEAL])('round-trips deal %d', (n) => {
    expect(parseDealNumber(makeDealNumber(n))).toEqual({ ok: true, value: n });
  });
});

describe("today's deal", () => {
  it('is the local date as YYYYMMDD', () => {
    expect(dealOfDay(dayOf(new Date(2026, 10, 29, 23, 59)))).toBe(20261129);
    expect(dealOfDay(dayOf(new Date(2027, 0, 1, 0, 0)))).toBe(20270101);
    expect(dayOf(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });
});

describe('deck codes', () => {
  const code1 = fixtures['1'];

  it('round-trips a stock order', () => {
    const r = parseDeckCode(code1);
    expect(r.ok && makeDeckCode(r.value)).toBe(code1);
    expect(code1).toHaveLength(104);
  });

  it('accepts spaces, commas, lower case and 10 for the ten', () => {
    const spaced = code1.match(/../g)!.map((c) => c.replace('T', '10').toLowerCase()).join(', ');
    const r = parseDeckCode(spaced);
    expect(r.ok && makeDeckCode(r.value)).toBe(code1);
  });

  it('names a bad token and its position', () => {
    const r = parseDeckCode('AS2S3SXX' + code1.slice(8));
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-card' } });
    if (!r.ok) expect(r.error.message).toMatch(/"XX" at card 4 \(character 7\)/);
  });

  it('names a duplicated card and both places', () => {
    const dup = code1.slice(0, 102) + code1.slice(0, 2); // the last card replaced by the first
    const r = parseDeckCode(dup);
    expect(r).toMatchObject({ ok: false, error: { code: 'duplicate-card' } });
    if (!r.ok) expect(r.error.message).toContain(`${code1.slice(0, 2)} appears twice, at cards 1 and 52`);
  });

  it('names the missing card', () => {
    const r = parseDeckCode(code1.slice(0, 102));
    expect(r).toMatchObject({ ok: false, error: { code: 'missing-card' } });
    if (!r.ok) expect(r.error.message).toContain(`missing card ${code1.slice(102)}`);
  });

  it('names many missing cards without flooding', () => {
    const r = parseDeckCode('');
    expect(r).toMatchObject({ ok: false, error: { code: 'missing-card' } });
    if (!r.ok) expect(r.error.message).toContain('0 cards of 52; missing cards AC, 2C, 3C, 4C, 5C, 6C, 7C, 8C and 44 more');
  });

  it('rejects a 53rd card', () => {
    const r = parseDeckCode(code1 + 'AS');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toMatch(/duplicate-card|too-many-cards/);
  });
});
