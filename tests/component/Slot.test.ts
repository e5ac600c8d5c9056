import { render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import Slot from '$lib/patience/components/Slot.svelte';
import { card } from '../unit/helpers.ts';

const plain = { legal: false, removable: false, selected: false, partner: false, hinted: false, target: false };

function renderSlot(slot: number, code: string | null, look: Partial<typeof plain> = {}) {
  const onTap = vi.fn();
  render(Slot, { slot, card: code === null ? null : card(code), look: { ...plain, ...look }, dragOffset: null, onTap });
  return { button: screen.getByRole('button'), onTap };
}

describe('Slot', () => {
  it('shows what an empty seat takes', () => {
    const { button } = renderSlot(0, null);
    expect(button.dataset.slot).toBe('0');
    expect(button.dataset.seat).toBe('K');
    expect(button.textContent).toContain('King');
    expect(button.getAttribute('aria-label')).toBe('top-left corner, King seat: empty');
  });

  it('shows no mark on an empty centre slot', () => {
    const { button } = renderSlot(6, null);
    expect(button.dataset.seat).toBe('centre');
    expect(button.textContent?.trim()).toBe('');
    expect(button.getAttribute('aria-label')).toBe('centre, upper right, centre: empty');
  });

  it('shows the card on it, also a number card blocking a seat', () => {
    const { button } = renderSlot(13, '7H');
    expect(button.querySelector('[data-card]')?.getAttribute('data-card')).toBe('7H');
    expect(button.textContent).not.toContain('Queen');
    expect(button.getAttribute('aria-label')).toBe('bottom edge, left, Queen seat: 7 of hearts');
  });

  it('marks each highlight with its own attribute, and only when it is on', () => {
    const { button } = renderSlot(5, null, { legal: true });
    expect(button.dataset.legal).toBe('true');
    expect(button.dataset.hint).toBeUndefined();
    expect(button.dataset.selected).toBeUndefined();
  });

  it('lets a removable card be dragged, and only then', () => {
    renderSlot(5, '3C', { removable: true, selected: true });
    const button = screen.getByRole('button');
    expect(button.querySelector('[data-drag]')?.getAttribute('data-drag')).toBe('5');
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps royals from being dragged', () => {
    const { button } = renderSlot(0, 'KS');
    expect(button.querySelector('[data-drag]')).toBeNull();
  });

  it('reports a click as a tap on its slot', () => {
    const { button, onTap } = renderSlot(9, '4D');
    button.click();
    expect(onTap).toHaveBeenCalledWith(9);
  });
});
