// The table's walk-through: when it opens by itself, what it remembers, and where its dialog
// stands (beside what each step points at, covering none of it).
import { describe, expect, it } from 'vitest';
import { TABLE_WALK_FOCUS, TableWalkthrough } from '$lib/table/walkthrough.svelte';
import { TABLE_WALK_STEPS } from '$lib/table/walkthrough-steps';
import { placeDialog, type Box } from '$lib/table/walk-place';
import type { TableWalkthroughRecord } from '$lib/storage/table';
import type { WriteStatus } from '$lib/storage/local';

function store(saved: TableWalkthroughRecord | null, status: WriteStatus = 'saved') {
  const writes: TableWalkthroughRecord[] = [];
  return { writes, load: () => saved, save: (record: TableWalkthroughRecord) => (writes.push(record), status) };
}

describe("the table's walk-through", () => {
  it('opens on the first match shown, steps through its five points, and is remembered once closed', () => {
    const saved = store(null);
    const tour = new TableWalkthrough(saved);
    tour.openIfFirstVisit();
    expect(tour.step).toBe(0);
    expect(saved.writes).toEqual([{ version: 1, done: false }]);
    tour.back();
    expect(tour.focus).toBe('hand');
    const seen = [tour.focus];
    for (let i = 1; i < tour.count; i++) {
      tour.next();
      seen.push(tour.focus);
    }
    expect(seen).toEqual(['hand', 'piles', 'stock', 'end', 'seats']);
    tour.next();
    expect(tour.step).toBeNull();
    expect(saved.writes.at(-1)).toEqual({ version: 1, done: true });
  });

  it('asks once a page: a later match on the same page does not reopen it', () => {
    const saved = store(null);
    const tour = new TableWalkthrough(saved);
    tour.openIfFirstVisit();
    tour.close();
    tour.openIfFirstVisit();
    expect(tour.step).toBeNull();
    expect(saved.writes).toHaveLength(2);
  });

  it('does not open by itself once closed, nor where storage cannot remember it; the menu opens it', () => {
    const seen = new TableWalkthrough(store({ version: 1, done: true }));
    seen.openIfFirstVisit();
    expect(seen.step).toBeNull();
    seen.open();
    expect(seen.step).toBe(0);
    const off = new TableWalkthrough(store(null, 'unavailable'));
    off.openIfFirstVisit();
    expect(off.step).toBeNull();
    // A visit that left it unread shows it again.
    const unread = new TableWalkthrough(store({ version: 1, done: false }));
    unread.openIfFirstVisit();
    expect(unread.step).toBe(0);
  });

  it('has words and targets for every step', () => {
    for (const focus of TABLE_WALK_FOCUS) {
      expect(TABLE_WALK_STEPS[focus].title.length).toBeGreaterThan(3);
      expect(TABLE_WALK_STEPS[focus].targets).toMatch(/\[data-/);
    }
  });
});

describe('where the dialog stands', () => {
  const covers = (at: { x: number; y: number }, size: { width: number; height: number }, t: Box) =>
    at.x < t.x + t.width && t.x < at.x + size.width && at.y < t.y + t.height && t.y < at.y + size.height;
  const size = { width: 300, height: 180 };

  it('beside a target at the bottom (the hand), inside the window and not over it', () => {
    const view = { width: 390, height: 844 };
    const hand = { x: 10, y: 620, width: 370, height: 120 };
    const at = placeDialog(size, [hand], view);
    expect(covers(at, size, hand)).toBe(false);
    expect(at.y + size.height).toBeLessThanOrEqual(hand.y);
    expect(at.x).toBeGreaterThanOrEqual(0);
    expect(at.x + size.width).toBeLessThanOrEqual(view.width);
  });

  it('clear of targets at the top and the bottom at once (the seats)', () => {
    const view = { width: 1366, height: 768 };
    const seats = [
      { x: 600, y: 10, width: 160, height: 60 },
      { x: 20, y: 700, width: 160, height: 50 }
    ];
    const at = placeDialog(size, seats, view);
    for (const seat of seats) expect(covers(at, size, seat)).toBe(false);
  });

  it('ignores targets not on show', () => {
    const at = placeDialog(size, [{ x: 0, y: 0, width: 0, height: 0 }], { width: 800, height: 600 });
    expect(at).toEqual({ x: 250, y: 210 });
  });
});
