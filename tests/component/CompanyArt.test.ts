import { render, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import Card from '$lib/cards/Card.svelte';
import CompanyArt from '$lib/cards/CompanyArt.svelte';
import { SUITS } from '$lib/cards';
import { COURT_ART, SUIT_PATHS } from '$lib/cards/face';
import { card } from '../unit/helpers.ts';

const COURTS = SUITS.flatMap((suit) => ['J', 'Q', 'K'].map((royal) => `${royal}${suit}`));

/** The picture a card shows on a page that names the Company's art (as the table does), once loaded. */
async function companyFigure(code: string): Promise<SVGElement> {
  const { container } = render(Card, { props: { card: card(code) }, context: new Map([[COURT_ART, { art: CompanyArt }]]) });
  return waitFor(() => {
    const figure = container.querySelector<SVGElement>('[data-court] [data-deck="company"]');
    expect(figure, `${code} draws the Company's picture`).not.toBeNull();
    return figure as SVGElement;
  });
}

describe('the Company deck', () => {
  it.each(COURTS)('%s is its own figure, drawn twice, with its suit by each head', async (code) => {
    const figure = await companyFigure(code);
    expect(figure.dataset.figure).toBe(code);
    expect(figure.querySelectorAll('g[transform^="rotate(180"]')).toHaveLength(1);
    const pip = SUIT_PATHS[code[1] as keyof typeof SUIT_PATHS];
    expect([...figure.querySelectorAll('path')].filter((path) => path.getAttribute('d') === pip)).toHaveLength(2);
  });

  it('draws every court card differently', async () => {
    // Without the suit's own pip, so that what differs is the drawing.
    const drawings: string[] = [];
    for (const code of COURTS) {
      const figure = await companyFigure(code);
      drawings.push(
        [...figure.querySelectorAll('path, circle, ellipse, g')]
          .filter((el) => el.getAttribute('class') !== 'pip')
          .map((el) => el.outerHTML.replace(/svelte-\w+/g, ''))
          .join('')
      );
    }
    expect(new Set(drawings).size).toBe(12);
  });

  it('leaves a page that names no deck, or the Classic, to the Classic pictures', async () => {
    for (const context of [new Map(), new Map([[COURT_ART, { art: null }]])]) {
      const { container } = render(Card, { props: { card: card('KH') }, context });
      await waitFor(() => expect(container.querySelector('[data-figure="K"]')).not.toBeNull());
      expect(container.querySelector('[data-deck="company"]')).toBeNull();
    }
  });
});
