// The built pages carry a Content-Security-Policy with no inline scripts, and the game runs
// under it: no console errors and no policy violations while playing.
import { expect, test, type Page } from '@playwright/test';
import { board, clickMoves, control, slot, stock, watchProblems } from './play';
import { expectMatchesSave } from './engine-check';

type Watched = Window & { violations: string[]; injectedRan?: boolean };

/** Records every securitypolicyviolation from the first moment of the page. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as Watched).violations);

/** The policy of the page as served: its meta tag, directive by directive. */
async function policyOf(page: Page): Promise<Map<string, string[]>> {
  const meta = page.locator('meta[http-equiv="content-security-policy"]');
  await expect(meta).toHaveCount(1);
  const content = (await meta.getAttribute('content')) ?? '';
  return new Map(
    content.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    })
  );
}

test('the game page carries the policy and plays under it with no violations', async ({ page }) => {
  const problems = watchProblems(page);
  await watchViolations(page);
  const response = await page.goto('/?deal=25');
  // The policy is in the prerendered HTML itself, ahead of every script.
  const html = (await response!.text()).toLowerCase();
  expect(html.indexOf('http-equiv="content-security-policy"')).toBeGreaterThan(-1);
  expect(html.indexOf('http-equiv="content-security-policy"')).toBeLessThan(html.indexOf('<script'));

  const policy = await policyOf(page);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.some((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('worker-src')).toEqual(["'self'"]);

  // A few moves by click and by drag, an undo, a hint, a reload: all under the policy.
  await clickMoves(page, 'p5 p6 p9');
  await stock(page).locator('[data-card]').dragTo(slot(page, 4));
  await expect(stock(page)).toHaveAttribute('data-count', '48');
  await control(page, 'undo').click();
  await control(page, 'hint').click();
  await expect(page.locator('[data-slot][data-hint]')).toHaveCount(1);
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  expect((await expectMatchesSave(page)).moves).toBe('p5 p6 p9');
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);

  // The policy is in force: an inline script put in the page now is refused.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = '(window).injectedRan = true;';
    document.body.append(script);
  });
  await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/));
  expect(await page.evaluate(() => (window as unknown as Watched).injectedRan)).toBeUndefined();
});

for (const path of ['/rules', '/stats']) {
  test(`${path} carries the policy and shows with no violations`, async ({ page }) => {
    const problems = watchProblems(page);
    await watchViolations(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await policyOf(page)).get('script-src')).not.toContain("'unsafe-inline'");
    // Client-side navigation back to the game runs under the same policy.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Play' }).click();
    await expect(board(page)).toHaveAttribute('data-phase', 'place');
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}
