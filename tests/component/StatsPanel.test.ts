import { render, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import StatsPanel from '$lib/patience/components/StatsPanel.svelte';
import ProgressChart from '$lib/patience/components/ProgressChart.svelte';
import { validateStats } from '$lib/patience/saved-stats';
import { emptyStats, type GameRecord, type Stats } from '$lib/patience/stats';

const record = (id: string, result: GameRecord['result'], progress: number, deal: number | null = 100): GameRecord => ({
  id, deal, result, progress, date: '2026-03-01', streakBefore: 0
});

/** Three games, newest first: an unfinished one from a deck code, a loss, a win. */
const stats: Stats = {
  version: 2,
  played: 3,
  won: 1,
  assisted: 0,
  currentStreak: 0,
  bestStreak: 1,
  bestProgress: 40,
  progressSum: 57,
  recent: [record('c', 'playing', 0, null), record('b', 'lost', 17, 42), record('a', 'won', 40, 7)],
  daily: {},
  linesShown: [],
  watched: 0,
  leftUnplayed: 0
};

const figure = (container: HTMLElement, stat: string) => container.querySelector(`[data-stat="${stat}"]`)?.textContent;

describe('StatsPanel', () => {
  it('is given valid statistics by this test', () => {
    expect(validateStats(stats)).toEqual(stats);
  });

  it('shows the figures', () => {
    const { container } = render(StatsPanel, { stats });
    expect(figure(container, 'played')).toBe('3');
    expect(figure(container, 'won')).toBe('1');
    expect(figure(container, 'rate')).toBe('33.3%');
    expect(figure(container, 'streak')).toBe('0');
    expect(figure(container, 'best-streak')).toBe('1');
    expect(figure(container, 'best-progress')).toBe('40/40');
    expect(figure(container, 'average-progress')).toBe('19.0/40');
  });

  it('lists the games newest first, with results in words and deal links', () => {
    const { container } = render(StatsPanel, { stats });
    const rows = [...container.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    expect(rows.map((row) => [row.dataset.game, row.dataset.result])).toEqual([
      ['c', 'playing'],
      ['b', 'lost'],
      ['a', 'won']
    ]);
    expect(rows.map((row) => [...row.cells].map((cell) => cell.textContent?.trim()))).toEqual([
      ['Deck code', 'In progress', '0/40', '2026-03-01'],
      ['42', 'Lost', '17/40', '2026-03-01'],
      ['7', 'Won', '40/40', '2026-03-01']
    ]);
    expect(screen.getByRole('link', { name: 'Play deal 42' }).getAttribute('href')).toBe('/?deal=42');
    expect(within(rows[0]).queryByRole('link')).toBeNull();
  });

  it('says there are no games yet, with a link to play, and dashes for the rates', () => {
    const { container } = render(StatsPanel, { stats: emptyStats() });
    expect(screen.getByText(/No games yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play a game' }).getAttribute('href')).toBe('/');
    expect(figure(container, 'played')).toBe('0');
    expect(figure(container, 'rate')).toBe('–');
    expect(figure(container, 'average-progress')).toBe('–');
    expect(container.querySelector('table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('ProgressChart', () => {
  it('sums the games up in its accessible name and title', () => {
    const { container } = render(ProgressChart, { games: stats.recent });
    const chart = screen.getByRole('img', { name: /^Progress of the last 3 games: 1 won, 1 lost, 1 in progress\./ });
    expect(container.querySelector('svg > title')?.textContent).toBe(chart.getAttribute('aria-label'));
  });

  it('draws one bar per game, oldest on the left, as tall as its progress', () => {
    const { container } = render(ProgressChart, { games: stats.recent });
    const bars = [...container.querySelectorAll('rect.bar')] as SVGRectElement[];
    expect(bars.map((bar) => bar.dataset.game)).toEqual(['a', 'b', 'c']);
    expect(bars.map((bar) => bar.dataset.result)).toEqual(['won', 'lost', 'playing']);
    const xs = bars.map((bar) => Number(bar.getAttribute('x')));
    expect(xs).toEqual([...xs].sort((p, q) => p - q));
    const [won, lost, playing] = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(lost / won).toBeCloseTo(17 / 40);
    // A game that removed nothing still shows, as a sliver.
    expect(playing).toBeGreaterThan(0);
    expect(playing).toBeLessThan(lost);
  });

  it('names every kind of bar in its legend', () => {
    render(ProgressChart, { games: stats.recent });
    const legend = screen.getByRole('list');
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Won', 'Won (assisted)', 'Lost', 'In progress']);
  });

  it('speaks of a single game in the singular', () => {
    render(ProgressChart, { games: [record('a', 'lost', 12)] });
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Progress of the last game: 0 won, 1 lost. Best 12 of 40, latest 12 of 40.'
    );
  });
});
