// The one press both boards drag with (src/lib/ui/card-drag.ts), fed pointer events as the
// window hands them on; the place under the pointer comes from a stand-in document.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAG_THRESHOLD, forgetDrop, justDragged, pressCard, type DragHandlers } from '$lib/ui/card-drag';

function pointer(type: string, x: number, y: number, id = 1) {
  const event = { type, clientX: x, clientY: y, pointerId: id, prevented: false, preventDefault() { this.prevented = true; } };
  return event as unknown as PointerEvent & { prevented: boolean };
}

/** What is under the pointer, top first: a lifted copy (data-dragged) is looked through. */
let under: { dragged: boolean; pile: string | null }[] = [];
/** The window's pointer listeners, as the press adds and removes them. */
let listeners: Map<string, Set<(e: PointerEvent) => void>>;
const fire = (event: PointerEvent) => {
  for (const fn of [...(listeners.get(event.type) ?? [])]) fn(event);
};
const heardByWindow = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);

beforeEach(() => {
  under = [];
  listeners = new Map();
  forgetDrop();
  vi.stubGlobal('document', {
    elementsFromPoint: () =>
      under.map(({ dragged, pile }) => ({
        closest: (s: string) => (s === '[data-dragged]' ? (dragged ? {} : null) : pile === null ? null : { getAttribute: () => pile })
      }))
  });
  vi.stubGlobal('addEventListener', (type: string, fn: (e: PointerEvent) => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)));
  vi.stubGlobal('removeEventListener', (type: string, fn: (e: PointerEvent) => void) => listeners.get(type)?.delete(fn));
});
afterEach(() => vi.unstubAllGlobals());

function press(id = 1) {
  const heard: string[] = [];
  const handlers: DragHandlers = {
    move: (dx, dy, over) => heard.push(`move ${dx},${dy} ${over}`),
    end: (place, dx, dy) => heard.push(`end ${place} ${dx},${dy}`)
  };
  const callOff = pressCard(pointer('pointerdown', 100, 100, id), 'data-pile', handlers);
  return { heard, callOff };
}

describe('a press on a card', () => {
  it('is picked up once it has moved the threshold, follows the pointer over places, and is dropped on the one under it', () => {
    const { heard } = press();
    const still = pointer('pointermove', 100 + DRAG_THRESHOLD - 1, 100);
    fire(still);
    expect(still.prevented).toBe(false);
    expect(heard).toEqual([]);
    under = [{ dragged: true, pile: null }, { dragged: false, pile: 'north' }];
    const moved = pointer('pointermove', 100 + DRAG_THRESHOLD, 100);
    fire(moved);
    expect(moved.prevented).toBe(true);
    fire(pointer('pointermove', 140, 90));
    fire(pointer('pointerup', 140, 90));
    expect(heard).toEqual([`move ${DRAG_THRESHOLD},0 north`, 'move 40,-10 north', 'end north 40,-10']);
    // The click that follows the drop is not a tap; forgotten (a key, a new press), the next one is.
    expect(justDragged()).toBe(true);
    forgetDrop();
    expect(justDragged()).toBe(false);
    // Over: the window is no longer heard for it.
    expect(heardByWindow()).toBe(0);
    fire(pointer('pointerup', 140, 90));
    expect(heard).toHaveLength(3);
  });

  it('let go off every place is dropped on none', () => {
    const { heard } = press();
    fire(pointer('pointermove', 100, 150));
    fire(pointer('pointerup', 100, 150));
    expect(heard.at(-1)).toBe('end null 0,50');
  });

  it('let go without moving is no drag: it is left to the click', () => {
    const { heard } = press();
    fire(pointer('pointermove', 102, 101));
    fire(pointer('pointerup', 102, 101));
    expect(heard).toEqual(['end undefined 2,1']);
    expect(justDragged()).toBe(false);
    expect(heardByWindow()).toBe(0);
  });

  it('cancelled by the browser or called off, nothing is dropped', () => {
    const a = press();
    fire(pointer('pointermove', 100, 130));
    fire(pointer('pointercancel', 100, 130));
    expect(a.heard).toEqual(['move 0,30 null', 'end undefined 0,30']);
    const b = press();
    fire(pointer('pointermove', 100, 130));
    b.callOff();
    fire(pointer('pointerup', 100, 130));
    expect(b.heard).toEqual(['move 0,30 null', 'end undefined 0,30']);
    expect(justDragged()).toBe(false);
  });

  it('another pointer is not its own', () => {
    const { heard } = press(1);
    fire(pointer('pointermove', 160, 100, 2));
    fire(pointer('pointerup', 160, 100, 2));
    expect(heard).toEqual([]);
    expect(heardByWindow()).toBe(3);
  });
});
