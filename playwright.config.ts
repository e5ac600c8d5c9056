import { defineConfig, devices } from '@playwright/test';
import { walkthroughSeen } from './tests/e2e/play';

// Browser tests drive Debian's Chromium (scripts/ensure.sh puts it there):
// Playwright's own browser download cannot reach its CDN on these machines.
// PW_PORT lets two checkouts on one machine run their browser tests side by side.
const port = Number(process.env.PW_PORT ?? 4173);
// The friends' tables' specs (tests/e2e/friends*.spec.ts) need the game server: it serves the
// same build/ and the WebSockets on one port (same origin, as `npm start`). They run twice, on
// the servers tests/e2e/friends-servers.ts starts: `friends`, one process alone (npm start's
// default), and `friends-redis`, two processes sharing a private Redis behind a proxy (docs/deploy.md).
const friendsPort = Number(process.env.PW_FRIENDS_PORT ?? port + 1);
const friendsRedisPort = Number(process.env.PW_FRIENDS_REDIS_PORT ?? port + 2);
const FRIENDS = /[\\/]friends[^\\/]*\.spec\.ts$/;
const SERVER_KILLED = /[\\/]friends-kill\.spec\.ts$/;
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Without the background-networking flags Chromium keeps calling the closed network.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage'
    ]
  }
};

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  // One retry, as Playwright's own CI setup has: a test that passes only on its second try is
  // listed as flaky in the report (and is a bug to look into), not a failed run.
  retries: 1,
  // The card faces and axe's scans of them are heavy for software rendering on 2 cores: a test
  // gets 90 s and an expectation 10 s, so a slow machine is not mistaken for a broken page.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The first game's walk-through would lie over the board: every test has seen it already.
    storageState: walkthroughSeen(`http://127.0.0.1:${port}`),
    // A trace is recorded on a failed test's retry only, as Playwright advises for CI: recording
    // every test (and its screencast) cost the whole suite about a third of its time on 2 cores.
    trace: 'on-first-retry'
  },
  projects: [
    { name: 'chromium', testIgnore: FRIENDS, use: chromium },
    ...([['friends', friendsPort], ['friends-redis', friendsRedisPort]] as const).flatMap(([name, at]) => {
      const use = { ...chromium, baseURL: `http://127.0.0.1:${at}`, storageState: walkthroughSeen(`http://127.0.0.1:${at}`) };
      // The spec that kills the game servers runs once every other test on those servers is
      // done: killed under another test, a page loading there waited on "Connecting…" for good.
      return [
        { name, testMatch: FRIENDS, testIgnore: SERVER_KILLED, use },
        { name: `${name}-killed`, testMatch: SERVER_KILLED, dependencies: [name], use }
      ];
    })
  ],
  // Test the real static build, not the dev server.
  // They start one after the other: the game servers serve the build the first one made.
  webServer: [
    {
      command: `npm run build && npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: process.env.PW_REUSE === '1',
      timeout: 120_000
    },
    ...([['alone', friendsPort], ['redis', friendsRedisPort]] as const).map(([mode, at]) => ({
      command: `node --import tsx tests/e2e/friends-servers.ts ${mode} ${at}`,
      url: `http://127.0.0.1:${at}/table/friends`,
      reuseExistingServer: process.env.PW_REUSE === '1',
      timeout: 60_000
    }))
  ]
});
