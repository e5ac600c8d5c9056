// The table page's arrow keys (src/lib/table/keys.ts): zones, wrapping, and targets only while picked.
import { describe, expect, it } from 'vitest';
import { CLOTH_ORDER, nextSpot } from '$lib/table/keys';

const at = (name: (typeof CLOTH_ORDER)[number]) => CLOTH_ORDER.indexOf(name);

describe('nextSpot', () => {
  it('goes to the hand first when nothing on the table has the focus', () => {
    expect(nextSpot({ zone: 'none' }, 'ArrowRight', 5, [])).toEqual({ zone: 'hand', at: 0 });
    expect(nextSpot({ zone: 'none' }, 'ArrowUp', 0, [])).toEqual({ zone: 'cloth', at: at('S') });
  });
  it('steps along the hand, wrapping round, and up to the cloth', () => {
    expect(nextSpot({ zone: 'hand', at: 4 }, 'ArrowRight', 5, [])).toEqual({ zone: 'hand', at: 0 });
    expect(nextSpot({ zone: 'hand', at: 0 }, 'ArrowLeft', 5, [])).toEqual({ zone: 'hand', at: 4 });
    expect(nextSpot({ zone: 'hand', at: 2 }, 'ArrowUp', 5, [])).toEqual({ zone: 'cloth', at: at('S') });
  });
  it('moves through the cloth by rows and down to the hand card last left', () => {
    expect(nextSpot({ zone: 'cloth', at: at('N') }, 'ArrowDown', 5, [])).toEqual({ zone: 'cloth', at: at('stock') });
    expect(nextSpot({ zone: 'cloth', at: at('N') }, 'ArrowUp', 5, [])).toEqual({ zone: 'cloth', at: at('N') });
    expect(nextSpot({ zone: 'cloth', at: at('SE') }, 'ArrowRight', 5, [])).toEqual({ zone: 'cloth', at: at('NW') });
    expect(nextSpot({ zone: 'cloth', at: at('S') }, 'ArrowDown', 5, [], 3)).toEqual({ zone: 'hand', at: 3 });
    expect(nextSpot({ zone: 'cloth', at: at('S') }, 'ArrowDown', 2, [], 3)).toEqual({ zone: 'hand', at: 1 });
  });
  it('steps only through the targets while something is picked', () => {
    const targets = [at('E'), at('NE'), at('SW')];
    expect(nextSpot({ zone: 'hand', at: 1 }, 'ArrowRight', 5, targets)).toEqual({ zone: 'cloth', at: at('NE') });
    expect(nextSpot({ zone: 'cloth', at: at('NE') }, 'ArrowDown', 5, targets)).toEqual({ zone: 'cloth', at: at('E') });
    expect(nextSpot({ zone: 'cloth', at: at('SW') }, 'ArrowRight', 5, targets)).toEqual({ zone: 'cloth', at: at('NE') });
    expect(nextSpot({ zone: 'cloth', at: at('NE') }, 'ArrowLeft', 5, targets)).toEqual({ zone: 'cloth', at: at('SW') });
  });
});
