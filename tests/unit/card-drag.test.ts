// The one press both boards drag with (src/lib/ui/card-drag.ts), fed pointer events as the
// window hands them on; the place under the pointer comes from a stand-in document.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRAG_THRESHOLD, Press, justDragged, type DragHandlers } from '$lib/ui/card-drag';

function pointer(type: string, x: number, y: number, id = 1, timeStamp = 1000) {
  const event = { type, clientX: x, clientY: y, pointerId: id, timeStamp, prevented: false, preventDefault() { this.prevented = true; } };
  return event as unknown as PointerEvent & { prevented: boolean };
}

/** The place under the pointer: its `data-pile`, or null; a lifted copy (data-dragged) is looked through. */
let under: { dragged: boolean; pile: string | null }[] = [];
beforeEach(() => {
  under = [];
  (globalThis as { document?: unknown }).document = {
    elementsFromPoint: () =>
      under.map(({ dragged, pile }) => ({
        closest: (s: string) => (s === '[data-dragged]' ? (dragged ? {} : null) : pile === null ? null : { getAttribute: () => pile })
      }))
  };
});
afterEach(() => delete (globalThis as { document?: unknown }).document);

function setup() {
  const heard: string[] = [];
  const handlers: DragHandlers = {
    pick: () => heard.push('pick'),
    move: (dx, dy, over) => heard.push(`move ${dx},${dy} ${over}`),
    drop: (place, dx, dy) => heard.push(`drop ${place} ${dx},${dy}`),
    off: (dragged) => heard.push(`off ${dragged}`)
  };
  return { press: new Press(1, 100, 100, 'data-pile', handlers), heard };
}

describe('a press on a card', () => {
  it('is picked up once it has moved the threshold, follows the pointer over places, and is dropped on the one under it', () => {
    const { press, heard } = setup();
    const still = pointer('pointermove', 100 + DRAG_THRESHOLD - 1, 100);
    press.move(still);
    expect(still.prevented).toBe(false);
    expect(heard).toEqual([]);
    under = [{ dragged: true, pile: null }, { dragged: false, pile: 'north' }];
    const moved = pointer('pointermove', 100 + DRAG_THRESHOLD, 100);
    press.move(moved);
    expect(moved.prevented).toBe(true);
    press.move(pointer('pointermove', 140, 90));
    expect(press.up(pointer('pointerup', 140, 90, 1, 5000))).toBe(true);
    expect(heard).toEqual([`pick`, `move ${DRAG_THRESHOLD},0 north`, 'move 40,-10 north', 'drop north 40,-10']);
    // The click that follows the drop is not a tap; one long after is.
    expect(justDragged({ timeStamp: 5100 } as Event)).toBe(true);
    expect(justDragged({ timeStamp: 5500 } as Event)).toBe(false);
    // Over: nothing more is heard.
    press.move(pointer('pointermove', 0, 0));
    press.cancel();
    expect(heard).toHaveLength(4);
  });

  it('let go off every place is dropped on none', () => {
    const { press, heard } = setup();
    press.move(pointer('pointermove', 100, 150));
    press.up(pointer('pointerup', 100, 150));
    expect(heard.at(-1)).toBe('drop null 0,50');
  });

  it('let go without moving is no drag: it is left to the click', () => {
    const { press, heard } = setup();
    press.move(pointer('pointermove', 102, 101));
    expect(press.up(pointer('pointerup', 102, 101, 1, 9000))).toBe(true);
    expect(heard).toEqual(['off false']);
    expect(justDragged({ timeStamp: 9100 } as Event)).toBe(false);
  });

  it('cancelled by the browser or called off, nothing is dropped', () => {
    const a = setup();
    a.press.move(pointer('pointermove', 100, 130));
    a.press.up(pointer('pointercancel', 100, 130));
    expect(a.heard).toEqual(['pick', 'move 0,30 null', 'off true']);
    const b = setup();
    b.press.move(pointer('pointermove', 100, 130));
    b.press.cancel();
    b.press.up(pointer('pointerup', 100, 130));
    expect(b.heard).toEqual(['pick', 'move 0,30 null', 'off true']);
  });

  it('another pointer is not its own', () => {
    const { press, heard } = setup();
    press.move(pointer('pointermove', 160, 100, 2));
    expect(press.up(pointer('pointerup', 160, 100, 2))).toBe(false);
    expect(heard).toEqual([]);
  });
});
