// The board's keyboard: one tab stop that the arrow keys move, and Escape letting go.
import { fireEvent, render } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import Board from '$lib/patience/components/Board.svelte';
import { choicesFor } from '$lib/patience/guide';
import type { GameState, Slot } from '$lib/patience/engine';
import { fromDeal } from '../unit/helpers.ts';

const FILL_BOARD = 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14';

function renderBoard(game: GameState, selected: Slot | null = null) {
  const handlers = { onSlot: vi.fn(), onDrop: vi.fn(), onResume: vi.fn() };
  const { container } = render(Board, {
    position: game, choices: choicesFor(game), selected, partners: [], hint: null, duration: 0, ...handlers
  });
  const slot = (n: number) => container.querySelector<HTMLElement>(`[data-slot="${n}"]`)!;
  const stock = container.querySelector<HTMLElement>('[data-focus="stock"]')!;
  const tabStops = () => [...container.querySelectorAll<HTMLElement>('[data-slot], [data-focus]')].filter((el) => el.tabIndex === 0);
  return { slot, stock, tabStops, handlers };
}

describe('the board by keyboard', () => {
  it('has one tab stop, and the arrow keys move it and the focus', async () => {
    const { slot, stock, tabStops } = renderBoard(fromDeal(25, ''));
    expect(tabStops()).toEqual([slot(0)]);
    slot(0).focus();
    await fireEvent.keyDown(slot(0), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(slot(4));
    expect(tabStops()).toEqual([slot(4)]);
    await fireEvent.keyDown(slot(4), { key: 'End' });
    expect(document.activeElement).toBe(slot(15));
    await fireEvent.keyDown(slot(15), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(stock);
    expect(tabStops()).toEqual([stock]);
    await fireEvent.keyDown(stock, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(slot(15));
  });

  it('leaves arrows with a modifier to the browser', async () => {
    const { slot } = renderBoard(fromDeal(25, ''));
    slot(5).focus();
    await fireEvent.keyDown(slot(5), { key: 'ArrowLeft', altKey: true });
    expect(document.activeElement).toBe(slot(5));
  });

  it('lets go of the selected card on Escape, as a second tap on it does', async () => {
    const { slot, handlers } = renderBoard(fromDeal(25, FILL_BOARD), 3);
    slot(7).focus();
    await fireEvent.keyDown(slot(7), { key: 'Escape' });
    expect(handlers.onSlot).toHaveBeenCalledWith(3);
  });

  it('resumes drawing from the card in play in the removal phase, and only then', async () => {
    const removing = renderBoard(fromDeal(25, `${FILL_BOARD} r3+5 r6+10 r9+12`));
    removing.stock.click();
    expect(removing.handlers.onResume).toHaveBeenCalledTimes(1);
  });

  it('does nothing with the card in play while placing', () => {
    const placing = renderBoard(fromDeal(25, 'p5'));
    placing.stock.click();
    expect(placing.handlers.onResume).not.toHaveBeenCalled();
    expect(placing.handlers.onSlot).not.toHaveBeenCalled();
    expect(placing.stock.getAttribute('aria-label')).toBe('Card in play: 5 of diamonds; 50 more to come');
  });
});
