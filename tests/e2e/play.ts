// Helpers for browser tests: drive the game the way a player does, through the NOTATION.md hooks.
import { expect, type Page } from '@playwright/test';

/** Full games and lines whose course the engine knows (npm run --silent sim -- play --policy classic). */
export const DEAL_25_WIN =
  'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5 r6+10 r9+12 d p5 p6 p9 p10 p3 p12 r9 r0+3 r2+6 d p6 p9 p0 p2 p3 r0+9 r1+3 r6+11 d p6 p9 p0 p1 p11 p3 r1+3 r2+6 r9+14 d p6 p9 p3 p1 p2 p14 r14 r2+5 r6+12 d p5 p2 p6 p12 p14 r5+10 r6+9 d p5 p6 p9 p10 r1+5 r6+10 r9+14 d p1 p14 p5 p6 r5 r6';
/** Deal 1 to its loss: the J♦ finds every Jack seat taken, 8 cards removed, 31 to come. */
export const DEAL_1_LOSS = 'p5 p1 p6 p9 p4 p7 p10 p0 p2 p3 p8 p11 p12 p13 p14 p15 r3+5 r6+9 r11+12 r13+14 d p5 p6 p9 p3 p11';

export const slot = (page: Page, n: number) => page.locator(`[data-slot="${n}"]`);
export const board = (page: Page) => page.locator('[data-phase]');
export const stock = (page: Page) => page.locator('[data-stock]');
export const control = (page: Page, action: string) => page.locator(`[data-action="${action}"]`);

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
