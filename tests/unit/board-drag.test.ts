// A card dragged across the board (board-drag.svelte.ts), driven with pointer events as the
// window hands them on (the shared press, src/lib/ui/card-drag.ts, listens on the window). The
// page's elements are stand-ins: a card that can be dragged, and the slot the pointer is over
// (document.elementsFromPoint).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardDrag } from '$lib/patience/board-drag.svelte';
import type { DragSource } from '$lib/patience/game.svelte';
import type { Slot } from '$lib/patience/engine';

/** The card in play (data-drag="stock") or a card on a slot, with its face inside. */
const handle = (drag: string) => ({ dataset: { drag }, querySelector: () => ({}) });
/** What a press lands on: inside a handle, or on nothing that can be dragged. */
const on = (h: ReturnType<typeof handle> | null) => ({ closest: () => h });

function pointer(type: string, x: number, y: number, target: unknown = on(null), options: { id?: number; button?: number } = {}) {
  const event = { type, clientX: x, clientY: y, target, pointerId: options.id ?? 1, button: options.button ?? 0, isPrimary: true, prevented: false, preventDefault() { this.prevented = true; } };
  return event as unknown as PointerEvent & { prevented: boolean };
}

let overSlot: Slot | null = null;
/** The window's pointer listeners, as the press adds and removes them. */
let listeners: Map<string, Set<(e: PointerEvent) => void>>;
beforeEach(() => {
  overSlot = null;
  listeners = new Map();
  (globalThis as { document?: unknown }).document = {
    elementsFromPoint: () => [
      { closest: (s: string) => (s === '[data-slot]' && overSlot !== null ? { getAttribute: () => String(overSlot) } : null) }
    ]
  };
  vi.stubGlobal('addEventListener', (type: string, fn: (e: PointerEvent) => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)));
  vi.stubGlobal('removeEventListener', (type: string, fn: (e: PointerEvent) => void) => listeners.get(type)?.delete(fn));
});
afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
  vi.unstubAllGlobals();
});

/** The window hears `event`. */
const fire = (event: PointerEvent) => {
  for (const fn of [...(listeners.get(event.type) ?? [])]) fn(event);
};

function setup() {
  const drops: [DragSource, Slot | null][] = [];
  const drag = new BoardDrag({ flights: null, ready: false }, (from, to) => drops.push([from, to]));
  return { drag, drops };
}

describe('a drag on the board', () => {
  it('a card moved past the threshold and let go over a slot is dropped there, and the click that follows is not a tap', () => {
    const { drag, drops } = setup();
    drag.down(pointer('pointerdown', 100, 100, on(handle('stock'))));
    expect(drag.held).toBe(true);
    expect(drag.moving).toBeNull();
    overSlot = 5;
    const move = pointer('pointermove', 130, 110);
    fire(move);
    expect(move.prevented).toBe(true);
    expect(drag.moving).toMatchObject({ source: 'stock', dx: 30, dy: 10, over: 5 });
    expect(drag.offsetOf('stock')).toEqual({ x: 30, y: 10 });
    expect(drag.offsetOf(5)).toBeNull();
    fire(pointer('pointerup', 130, 110));
    expect(drops).toEqual([['stock', 5]]);
    expect(drag.held).toBe(false);
    expect(drag.endsDrag()).toBe(true);
    // Asked once: the next click is a tap again.
    expect(drag.endsDrag()).toBe(false);
  });

  it('a press that moves less than the threshold is a click: no drop, and its click is a tap', () => {
    const { drag, drops } = setup();
    drag.down(pointer('pointerdown', 100, 100, on(handle('3'))));
    const move = pointer('pointermove', 103, 102);
    fire(move);
    expect(move.prevented).toBe(false);
    expect(drag.moving).toBeNull();
    fire(pointer('pointerup', 103, 102));
    expect(drops).toEqual([]);
    expect(drag.endsDrag()).toBe(false);
  });

  it('a card from a slot is dragged by its slot number; let go off the board it is dropped on nothing', () => {
    const { drag, drops } = setup();
    drag.down(pointer('pointerdown', 10, 10, on(handle('12'))));
    fire(pointer('pointermove', 60, 10));
    expect(drag.moving?.source).toBe(12);
    fire(pointer('pointerup', 60, 10));
    expect(drops).toEqual([[12, null]]);
  });

  it('only the primary button on a card starts a drag, and another pointer does not move it', () => {
    const { drag } = setup();
    drag.down(pointer('pointerdown', 0, 0, on(null)));
    expect(drag.held).toBe(false);
    drag.down(pointer('pointerdown', 0, 0, on(handle('stock')), { button: 2 }));
    expect(drag.held).toBe(false);
    drag.down(pointer('pointerdown', 0, 0, on(handle('stock')), { id: 7 }));
    fire(pointer('pointermove', 50, 50, on(null), { id: 8 }));
    expect(drag.moving).toBeNull();
    fire(pointer('pointermove', 50, 50, on(null), { id: 7 }));
    expect(drag.moving).toMatchObject({ source: 'stock', dx: 50, dy: 50 });
  });

  it('a cancelled drag drops nothing; a key pressed after a drag makes the next click a tap', () => {
    const { drag, drops } = setup();
    drag.down(pointer('pointerdown', 0, 0, on(handle('stock'))));
    fire(pointer('pointermove', 40, 0));
    drag.cancel();
    expect(drag.moving).toBeNull();
    fire(pointer('pointerup', 40, 0));
    expect(drops).toEqual([]);

    drag.down(pointer('pointerdown', 0, 0, on(handle('stock'))));
    fire(pointer('pointermove', 40, 0));
    fire(pointer('pointerup', 40, 0));
    drag.keyed();
    expect(drag.endsDrag()).toBe(false);
  });

  it('a pointer the browser cancels drops nothing, and once a press is over the window is no longer heard for it', () => {
    const { drag, drops } = setup();
    drag.down(pointer('pointerdown', 0, 0, on(handle('4'))));
    fire(pointer('pointermove', 0, 40));
    expect(drag.moving?.source).toBe(4);
    fire(pointer('pointercancel', 0, 40));
    expect(drag.held).toBe(false);
    expect(drops).toEqual([]);
    expect(drag.endsDrag()).toBe(false);
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true);
  });

  it('a new press lets go of one still held, so one press at a time is heard', () => {
    const { drag, drops } = setup();
    drag.down(pointer('pointerdown', 0, 0, on(handle('stock')), { id: 1 }));
    drag.down(pointer('pointerdown', 0, 0, on(handle('2')), { id: 2 }));
    expect(listeners.get('pointermove')?.size).toBe(1);
    fire(pointer('pointermove', 30, 0, on(null), { id: 2 }));
    fire(pointer('pointerup', 30, 0, on(null), { id: 2 }));
    expect(drops).toEqual([[2, null]]);
  });
});
