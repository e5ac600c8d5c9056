// The one live-region model (src/lib/ui/live-region.svelte.ts) and its component: what a
// session says is in the region after the frame, and the same words twice are read twice.
import { render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import LiveRegion from '$lib/ui/LiveRegion.svelte';
import { LiveWords } from '$lib/ui/live-region.svelte';

describe('LiveWords', () => {
  it('says each line once the frame is painted, the same line twice as a change', () => {
    const waiting: (() => void)[] = [];
    const words = new LiveWords((say) => waiting.push(say));
    const { container } = render(LiveRegion, { words });
    const region = () => container.querySelector('[data-announcer]')!;
    expect(region().getAttribute('aria-live')).toBe('polite');
    words.say('Undone.');
    expect(region().textContent).toBe('');
    waiting.shift()!();
    flushSync();
    const first = region().textContent;
    expect(first?.trim()).toBe('Undone.');
    words.say('Undone.');
    waiting.shift()!();
    flushSync();
    expect(region().textContent?.trim()).toBe('Undone.');
    expect(region().textContent).not.toBe(first);
  });
});
