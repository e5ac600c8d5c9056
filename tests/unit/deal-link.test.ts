import { describe, expect, it } from 'vitest';
import { chooseDeal } from '$lib/deal-link';

const today = new Date(2026, 10, 29, 9, 30);

describe('the deal a link opens', () => {
  it("is today's deal when the link names none", () => {
    expect(chooseDeal(null, today)).toEqual({ deal: 20261129, problem: null });
  });

  it('is the deal the link names', () => {
    expect(chooseDeal('42', today)).toEqual({ deal: 42, problem: null });
  });

  it.each(['abc', '0', '-5', '99999999999', ''])("explains %j and falls back to today's deal", (param) => {
    const choice = chooseDeal(param, today);
    expect(choice.deal).toBe(20261129);
    expect(choice.problem).toMatch(/deal number/);
  });
});
