import { render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import Board from '$lib/patience/components/Board.svelte';
import { choicesFor } from '$lib/patience/guide';
import { dealStock, type GameState } from '$lib/patience/engine';
import { DEAL_1_LOST, fromDeal } from '../unit/helpers.ts';

function renderBoard(game: GameState) {
  const handlers = { onSlot: vi.fn(), onDrop: vi.fn(), onResume: vi.fn() };
  const { container } = render(Board, {
    position: game,
    choices: choicesFor(game),
    selected: null,
    partners: [],
    hint: null,
    duration: 0,
    ...handlers
  });
  return { root: container.querySelector<HTMLElement>('[data-phase]')!, handlers };
}

describe('Board', () => {
  it('carries the phase, progress and stock hooks of a fresh deal', () => {
    const { root } = renderBoard(fromDeal(1, ''));
    expect(root.dataset.phase).toBe('place');
    expect(root.dataset.removed).toBe('0');
    expect(root.dataset.reason).toBeUndefined();
    const stock = root.querySelector<HTMLElement>('[data-stock]')!;
    expect(stock.dataset.count).toBe('52');
    expect(stock.querySelector('[data-card]')?.getAttribute('data-card')).toBe('9S');
    expect(root.querySelectorAll('[data-slot]')).toHaveLength(16);
    expect(dealStock(1)).toHaveLength(52);
  });

  it('highlights exactly the slots the engine allows', () => {
    // Deal 1's fifth card is a Jack: only the side middle seats take it.
    const game = fromDeal(1, 'p5 p1 p6 p9');
    const { root } = renderBoard(game);
    const legal = [...root.querySelectorAll<HTMLElement>('[data-slot][data-legal]')].map((el) => el.dataset.slot);
    expect(legal).toEqual(['4', '7', '8', '11']);
  });

  it('enables Resume only when the rules allow it', () => {
    const full = fromDeal(1, 'p5 p1 p6 p9 p4 p7 p10 p0 p2 p3 p8 p11 p12 p13 p14 p15');
    expect(renderBoard(full).root.querySelector<HTMLButtonElement>('[data-action="resume"]')!.disabled).toBe(true);
  });

  it('shows the reason of a loss and keeps the card that lost', () => {
    const { root } = renderBoard(fromDeal(1, DEAL_1_LOST));
    expect(root.dataset.phase).toBe('lost');
    expect(root.dataset.reason).toBe('blocked');
    expect(root.dataset.removed).toBe('8');
    expect(root.querySelector('[data-stock] [data-card]')?.getAttribute('data-card')).toBe('JD');
    // Every Jack seat is taken, two of them by number cards that block it.
    const jackSeats = screen.getAllByRole('button', { name: /Jack seat: / }).map((el) => el.getAttribute('aria-label'));
    expect(jackSeats).toEqual([
      'left edge, upper, Jack seat: jack of hearts',
      'right edge, upper, Jack seat: jack of clubs',
      'left edge, lower, Jack seat: 4 of hearts, takes a Jack seat the J♦ needed',
      'right edge, lower, Jack seat: 2 of hearts, takes a Jack seat the J♦ needed'
    ]);
  });
});
