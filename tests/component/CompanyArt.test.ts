import { render } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import Card from '$lib/cards/Card.svelte';
import CompanyArt from '$lib/cards/CompanyArt.svelte';
import { SUITS } from '$lib/cards';
import { SUIT_PATHS } from '$lib/cards/face';
import { card } from '../unit/helpers.ts';

const COURTS = SUITS.flatMap((suit) => ['J', 'Q', 'K'].map((royal) => `${royal}${suit}`));

/** The Company picture a card shows, once drawn with the Company's art. */
function companyFigure(code: string): SVGElement {
  const { container } = render(Card, { card: card(code), art: CompanyArt });
  const figure = container.querySelector<SVGElement>('[data-court] [data-deck="company"]');
  expect(figure, `${code} draws the Company's picture`).not.toBeNull();
  return figure as SVGElement;
}

describe('the Company deck', () => {
  it.each(COURTS)('%s is its own figure, drawn twice, with its suit by each head', (code) => {
    const figure = companyFigure(code);
    expect(figure.dataset.figure).toBe(code);
    expect(figure.querySelectorAll('g[transform^="rotate(180"]')).toHaveLength(1);
    const pip = SUIT_PATHS[code[1] as keyof typeof SUIT_PATHS];
    expect([...figure.querySelectorAll('path')].filter((path) => path.getAttribute('d') === pip)).toHaveLength(2);
  });

  it('draws every court card differently, the four kings most of all', () => {
    // Without the suit's own pip, so that what differs is the drawing.
    const drawings = COURTS.map((code) =>
      [...companyFigure(code).querySelectorAll('path, circle, ellipse, g')]
        .filter((el) => el.getAttribute('class') !== 'pip')
        .map((el) => el.outerHTML.replace(/svelte-\w+/g, ''))
        .join('')
    );
    expect(new Set(drawings).size).toBe(12);
  });

  it('leaves a card without art to the Classic pictures', () => {
    const { container } = render(Card, { card: card('KH') });
    expect(container.querySelector('[data-deck="company"]')).toBeNull();
  });
});
