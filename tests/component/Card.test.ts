import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import Card from '$lib/components/Card.svelte';
import { card } from '../unit/helpers.ts';

describe('Card', () => {
  it('carries the canonical code and shows the short label', () => {
    render(Card, { card: card('9S') });
    const el = screen.getByRole('img', { name: '9 of spades' });
    expect(el.dataset.card).toBe('9S');
    expect(el.textContent).toBe('9♠');
  });

  it('writes the ten as T in the code and 10 on the face', () => {
    render(Card, { card: card('10d') });
    const el = screen.getByRole('img', { name: '10 of diamonds' });
    expect(el.dataset.card).toBe('TD');
    expect(el.textContent).toBe('10♦');
  });
});
