// Helpers for browser tests: drive the game the way a player does, through the NOTATION.md hooks.
import { expect, type Page } from '@playwright/test';

export { DEAL_1_LOST, DEAL_2_LOST, DEAL_5_TO_BLOCKED_RESUME, DEAL_25_WIN } from '../lines';

export const slot = (page: Page, n: number) => page.locator(`[data-slot="${n}"]`);
export const board = (page: Page) => page.locator('[data-phase]');
export const stock = (page: Page) => page.locator('[data-stock]');
export const control = (page: Page, action: string) => page.locator(`[data-action="${action}"]`);
export const notice = (page: Page) => page.locator('#notice');

/** Plays NOTATION tokens by clicking: a slot to place, two cards for a pair, one for a lone 10, Resume. */
export async function clickMoves(page: Page, moves: string): Promise<void> {
  for (const token of moves.split(' ').filter(Boolean)) {
    if (token === 'd') {
      await control(page, 'resume').click();
    } else if (token.startsWith('p')) {
      await slot(page, Number(token.slice(1))).click();
    } else {
      for (const n of token.slice(1).split('+')) await slot(page, Number(n)).click();
    }
  }
}

/** Collects page errors and console errors/warnings, to expect none at the end of a test. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

export async function expectFreshDeal(page: Page, firstCard: string): Promise<void> {
  await expect(stock(page)).toHaveAttribute('data-count', '52');
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-card', firstCard);
  await expect(page.locator('[data-slot] [data-card]')).toHaveCount(0);
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
}

/** Counts the animations started on the board (window.boardAnimations): a timing-free way to see a card fly in. */
export async function countBoardAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const animate = Element.prototype.animate;
    (window as unknown as { boardAnimations: number }).boardAnimations = 0;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      if (this.closest('[data-slot]')) (window as unknown as { boardAnimations: number }).boardAnimations++;
      return animate.apply(this, args);
    };
  });
}
