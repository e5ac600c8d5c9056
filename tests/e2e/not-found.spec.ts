// An address with no page shows the site's own page (issue 19, item 10): its header, what
// happened, and links back to the game and the rules; axe finds nothing on it.
import { expect, test } from '@playwright/test';
import { axeFindings } from './play';

test('/no-such-page shows the site’s not-found page with a way back', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('There is no page here');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('link', { name: 'Play the game' }).click();
  await expect(page.locator('[data-phase]')).toBeVisible();
});
