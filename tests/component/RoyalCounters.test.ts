// The royal counters say in words when more of a royal is to come than its free seats (issue 19:
// a wavy underline alone read as a glitch).
import { render } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import RoyalCounters from '$lib/patience/components/RoyalCounters.svelte';

const ok = { seated: 1, toCome: 3, freeSeats: 3 };

describe('RoyalCounters', () => {
  it('warns in words, with a sign in the cell, when a royal has fewer free seats than are to come', () => {
    const { container } = render(RoyalCounters, { counts: { K: ok, Q: { seated: 0, toCome: 4, freeSeats: 3 }, J: { seated: 3, toCome: 1, freeSeats: 0 } } });
    const warnings = [...container.querySelectorAll('[data-royal-warning]')];
    expect(warnings.map((p) => [p.getAttribute('data-royal-warning'), p.textContent?.replace(/\s+/g, ' ').trim()])).toEqual([
      ['Q', '⚠ 4 Queens to come, 3 free seats'],
      ['J', '⚠ 1 Jack to come, 0 free seats']
    ]);
    expect(container.querySelectorAll('.danger .warn')).toHaveLength(2);
  });

  it('says nothing while every royal to come has a seat', () => {
    const { container } = render(RoyalCounters, { counts: { K: ok, Q: ok, J: ok } });
    expect(container.querySelectorAll('[data-royal-warning], .warn')).toHaveLength(0);
  });
});
