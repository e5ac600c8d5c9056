// The one Intermission hold (src/lib/ui/intermission-hold.svelte.ts): covering remembers where
// the keyboard was and uncovering puts it back; a second cover or uncover changes nothing.
import { describe, expect, it } from 'vitest';
import { IntermissionHold } from '$lib/ui/intermission-hold.svelte';

describe('IntermissionHold', () => {
  it('covers once and gives the focus back where it was', () => {
    const button = document.createElement('button');
    const other = document.createElement('button');
    document.body.append(button, other);
    button.focus();
    const hold = new IntermissionHold();
    hold.cover();
    other.focus();
    hold.cover();
    expect(hold.covered).toBe(true);
    hold.uncover();
    expect(hold.covered).toBe(false);
    expect(document.activeElement).toBe(button);
    other.focus();
    hold.uncover();
    expect(document.activeElement).toBe(other);
    button.remove();
    other.remove();
  });
});
