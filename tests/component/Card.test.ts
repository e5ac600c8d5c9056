import { render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import Card from '$lib/cards/Card.svelte';
import { card } from '../unit/helpers.ts';

/** The text of both corner indexes, top then bottom. */
const corners = (el: HTMLElement) => [...el.querySelectorAll('[data-corner]')].map((c) => c.textContent?.trim());

describe('Card', () => {
  it.each([
    ['9S', '9 of spades'],
    ['TD', '10 of diamonds'],
    ['KH', 'king of hearts'],
    ['AC', 'ace of clubs']
  ])('%s is an image named "%s" that carries its code', (code, name) => {
    render(Card, { card: card(code) });
    const el = screen.getByRole('img', { name });
    expect(el.dataset.card).toBe(code);
  });

  it('writes the ten as T in the code and 10 in both corners', () => {
    render(Card, { card: card('10d') });
    const el = screen.getByRole('img', { name: '10 of diamonds' });
    expect(el.dataset.card).toBe('TD');
    expect(corners(el)).toEqual(['10', '10']);
  });

  it.each([
    ['AS', 'A'],
    ['7C', '7'],
    ['JD', 'J'],
    ['QS', 'Q']
  ])('%s shows %s in its corners', (code, rank) => {
    const { container } = render(Card, { card: card(code) });
    expect(corners(container.querySelector('[data-card]') as HTMLElement)).toEqual([rank, rank]);
  });

  it.each([
    ['AH', 'red'],
    ['TD', 'red'],
    ['9S', 'black'],
    ['KC', 'black']
  ])('%s is marked %s', (code, colour) => {
    const { container } = render(Card, { card: card(code) });
    expect(container.querySelector('[data-card]')).toHaveProperty('dataset.colour', colour);
  });

  it('marks clubs green and diamonds blue only when four colours are asked for', () => {
    const { container } = render(Card, { card: card('5C'), fourColour: true });
    expect((container.querySelector('[data-card]') as HTMLElement).dataset.colour).toBe('green');
    const diamonds = render(Card, { card: card('5D'), fourColour: true });
    expect((diamonds.container.querySelector('[data-card]') as HTMLElement).dataset.colour).toBe('blue');
    const hearts = render(Card, { card: card('5H'), fourColour: true });
    expect((hearts.container.querySelector('[data-card]') as HTMLElement).dataset.colour).toBe('red');
  });

  it.each([
    ['J', 'H'],
    ['Q', 'S'],
    ['K', 'D']
  ])('a %s draws its figure, twice, in a court panel with its suit', async (letter, suit) => {
    render(Card, { card: card(`${letter}${suit}`) });
    const court = screen.getByRole('img').querySelector('[data-court]') as HTMLElement;
    expect(court.dataset.court).toBe(letter);
    // The pictures load the first time a court card shows.
    const figure = await waitFor(() => {
      const found = court.querySelector<SVGElement>('[data-figure]');
      expect(found).not.toBeNull();
      return found as SVGElement;
    });
    expect(figure.dataset.figure).toBe(letter);
    // Each half has the suit's pip by the head: the same path as the corners'.
    const cornerPip = screen.getByRole('img').querySelector('[data-corner] path')?.getAttribute('d');
    expect([...figure.querySelectorAll('path')].filter((path) => path.getAttribute('d') === cornerPip)).toHaveLength(2);
    expect(figure.querySelectorAll('g[transform^="rotate(180"]')).toHaveLength(1);
  });

  it('draws each court its own figure', async () => {
    const drawn = await Promise.all(
      ['JC', 'QC', 'KC'].map(async (code) => {
        const { container } = render(Card, { card: card(code) });
        return waitFor(() => {
          const figure = container.querySelector('[data-figure]');
          expect(figure).not.toBeNull();
          return (figure as Element).innerHTML.replace(/svelte-\w+/g, '');
        });
      })
    );
    expect(new Set(drawn).size).toBe(3);
  });

  it('gives number cards no court panel', () => {
    render(Card, { card: card('TS') });
    expect(screen.getByRole('img').querySelector('[data-court]')).toBeNull();
  });

  it('keeps its decoration out of the accessibility tree and cannot take focus', () => {
    render(Card, { card: card('QD') });
    const el = screen.getByRole('img', { name: 'queen of diamonds' });
    expect(el.hasAttribute('tabindex')).toBe(false);
    expect(el.querySelector('a, button, input, [tabindex]')).toBeNull();
    for (const child of el.children) expect(child.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    ['AS', 1],
    ['2H', 2],
    ['3C', 3],
    ['5D', 5],
    ['7S', 7],
    ['8C', 8],
    ['9H', 9],
    ['TD', 10]
  ])('%s shows %i pips in the middle', (code, count) => {
    const { container } = render(Card, { card: card(code) });
    expect(container.querySelectorAll('[data-pip]')).toHaveLength(count);
  });

  it('lays a 7 out as printed cards do: two columns of three and one above the middle', () => {
    const { container } = render(Card, { card: card('7H') });
    const places = [...container.querySelectorAll('[data-pip]')].map((pip) => [...pip.classList].filter((c) => /^[xy]\d$/.test(c)).join(' '));
    expect(places.sort()).toEqual(['x0 y0', 'x0 y4', 'x0 y8', 'x1 y2', 'x2 y0', 'x2 y4', 'x2 y8']);
  });

  it('gives court cards no pips in the middle', () => {
    const { container } = render(Card, { card: card('QC') });
    expect(container.querySelectorAll('[data-pip]')).toHaveLength(0);
  });

  it('draws every pip as one path of its suit', () => {
    const paths = (code: string) => {
      const { container } = render(Card, { card: card(code) });
      const svgs = [...container.querySelectorAll('[data-card] svg.pip')];
      expect(svgs.length).toBeGreaterThan(0);
      for (const svg of svgs) expect(svg.children.length).toBe(1);
      return new Set(svgs.map((svg) => svg.firstElementChild?.getAttribute('d')));
    };
    const bySuit = ['AC', '7D', 'QH', 'TS'].map(paths);
    for (const suit of bySuit) expect(suit.size).toBe(1);
    // Four different shapes, and the same shape for every card of a suit.
    expect(new Set(bySuit.map((suit) => [...suit][0])).size).toBe(4);
    expect(paths('KC')).toEqual(bySuit[0]);
  });
});
