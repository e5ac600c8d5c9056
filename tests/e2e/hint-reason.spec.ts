// Each hint comes with one short reason (issue 19 item 12): shown after the hint's line and
// said by the live region with it.
import { expect, test } from '@playwright/test';
import { clickMoves, control, notice, slot } from './play';

test('a hint says why, on the page and in the live region', async ({ page }) => {
  test.slow();
  await page.goto('/?deal=25');
  await control(page, 'hint').click();
  // The expert's first advice puts the 8♦ in the centre: the reason says why.
  await expect(slot(page, 5)).toHaveAttribute('data-hint', 'true');
  const reason = page.locator('#notice [data-hint-reason]');
  await expect(reason).toHaveText(/The centre blocks no royal, so it is kept for numbers likely to stay: the 8♦ has a \d+\u00a0% chance to pair at the next removal\./);
  await expect(notice(page)).toContainText('Hint: Place the 8♦ on the centre, upper left');
  await expect(page.locator('[data-announcer]')).toContainText(
    /Hint: Place the 8 of diamonds on the centre, upper left\. The centre blocks no royal, so it is kept for numbers likely to stay: the 8 of diamonds has a \d+\u00a0% chance/
  );
  // A removal's hint has its reason too; a move takes the hint and its reason away.
  await clickMoves(page, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
  await expect(reason).toHaveCount(0);
  await control(page, 'hint').click();
  await expect(page.locator('[data-slot][data-hint]')).toHaveCount(2);
  await expect(reason).toHaveText(/\S.*\./);
});
