// The first game's walk-through: when it opens by itself, and what it remembers.
import { describe, expect, it } from 'vitest';
import { validateWalkthrough, Walkthrough, type WalkthroughRecord } from '$lib/patience/walkthrough.svelte';
import { WALKTHROUGH_STEPS } from '$lib/patience/walkthrough-steps';
import type { WriteStatus } from '$lib/storage/local';

function store(saved: WalkthroughRecord | null, status: WriteStatus = 'saved') {
  const writes: WalkthroughRecord[] = [];
  return { writes, load: () => saved, save: (record: WalkthroughRecord) => (writes.push(record), status) };
}

describe('the walk-through', () => {
  it('opens on a first visit, steps through, and is remembered once closed', () => {
    const saved = store(null);
    const tour = new Walkthrough(saved);
    tour.openIfFirstVisit();
    expect(tour.step).toBe(0);
    expect(tour.focus).toBe('numbers');
    tour.back();
    expect(tour.step).toBe(0);
    for (let i = 1; i < WALKTHROUGH_STEPS.length; i++) tour.next();
    expect(tour.focus).toBe('end');
    tour.next();
    expect(tour.step).toBeNull();
    expect(saved.writes.at(-1)).toEqual({ version: 1, done: true });
  });

  it('does not open by itself once closed, nor where storage cannot remember it', () => {
    const seen = new Walkthrough(store({ version: 1, done: true }));
    seen.openIfFirstVisit();
    expect(seen.step).toBeNull();
    seen.open();
    expect(seen.step).toBe(0);
    const off = new Walkthrough(store(null, 'unavailable'));
    off.openIfFirstVisit();
    expect(off.step).toBeNull();
  });

  it('opens again after a visit that left it unread', () => {
    const tour = new Walkthrough(store({ version: 1, done: false }));
    tour.openIfFirstVisit();
    expect(tour.step).toBe(0);
  });

  it('reads only what it writes', () => {
    expect(validateWalkthrough({ version: 1, done: true })).toEqual({ version: 1, done: true });
    for (const bad of [null, [], { version: 2, done: true }, { version: 1, done: 'yes' }, { version: 1 }]) {
      expect(validateWalkthrough(bad)).toBeNull();
    }
  });
});
