// Keyboard play: where the arrow keys take the focus (the key maps are key-map.test.ts's).
import { describe, expect, it } from 'vitest';
import { moveFocus, slotOf, type FocusTarget, type StockPlace } from '$lib/patience/keyboard';

describe('arrow keys on the board', () => {
  it.each([
    [5, 'ArrowLeft', 4],
    [5, 'ArrowRight', 6],
    [5, 'ArrowUp', 1],
    [5, 'ArrowDown', 9],
    [0, 'ArrowLeft', 0],
    [0, 'ArrowUp', 0],
    [12, 'ArrowDown', 12],
    [15, 'ArrowDown', 15],
    [3, 'ArrowUp', 3],
    [9, 'Home', 0],
    [9, 'End', 15],
    ['stock', 'Home', 0]
  ] as [FocusTarget, string, FocusTarget][])('from %s, %s goes to %s', (from, key, to) => {
    expect(moveFocus(from, key)).toBe(to);
  });

  it('goes right from the right column to the card in play, and back to the same row', () => {
    for (const row of [0, 1, 2, 3]) {
      const edge = row * 4 + 3;
      expect(moveFocus(edge, 'ArrowRight', edge)).toBe('stock');
      expect(moveFocus('stock', 'ArrowLeft', slotOf('stock', edge))).toBe(edge);
      // The top row's Up stays: the card in play is not above it.
      expect(moveFocus(row * 4, 'ArrowUp', edge)).toBe(row === 0 ? 0 : row * 4 - 4);
    }
  });

  it('stays on the card in play for Right, Up and Down, and comes back to the top row by default', () => {
    expect(['ArrowRight', 'ArrowUp', 'ArrowDown'].map((key) => moveFocus('stock', key))).toEqual(['stock', 'stock', 'stock']);
    expect(moveFocus('stock', 'ArrowLeft')).toBe(3);
    expect(slotOf('stock', 9)).toBe(9);
    expect(slotOf(13, 0)).toBe(13);
  });

  it('on a tall board, where the card in play is above the grid: Up from the top row reaches it, Down comes back to the column', () => {
    for (const col of [0, 1, 2, 3]) {
      expect(moveFocus(col, 'ArrowUp', col, 'above')).toBe('stock');
      expect(moveFocus('stock', 'ArrowDown', slotOf('stock', col), 'above')).toBe(col);
    }
    // Right from the right column stays: nothing is there.
    expect(moveFocus(7, 'ArrowRight', 7, 'above')).toBe(7);
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp'].map((key) => moveFocus('stock', key, 2, 'above'))).toEqual(['stock', 'stock', 'stock']);
    expect(moveFocus(9, 'ArrowUp', 9, 'above')).toBe(5);
  });

  it('leaves every other key alone', () => {
    expect(moveFocus(5, 'Enter')).toBeNull();
    expect(moveFocus(5, 'u')).toBeNull();
    expect(moveFocus('stock', 'Tab')).toBeNull();
  });

  it.each(['right', 'above'] as StockPlace[])('reaches every slot and the card in play from any slot (card in play %s)', (place) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
    for (let start = 0; start < 16; start++) {
      const seen = new Set<FocusTarget>([start]);
      let frontier: FocusTarget[] = [start];
      while (frontier.length > 0) {
        const next: FocusTarget[] = [];
        for (const from of frontier) {
          for (const key of keys) {
            const to = moveFocus(from, key, slotOf(from, 3), place);
            if (to !== null && !seen.has(to)) {
              seen.add(to);
              next.push(to);
            }
          }
        }
        frontier = next;
      }
      expect(seen.size).toBe(17);
    }
  });
});
