// Where a walk-through's dialog stands (WalkthroughDialog.svelte), inside the window: beside
// what its step points at, covering none of it (the table), or over the middle of one element
// (the patience's board). Pure geometry, so that it can be tested.

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const GAP = 8;

type Size = { readonly width: number; readonly height: number };

/** The top-left corner (x, y) of a dialog of `size`, moved inside the window `view` by GAP. */
const inside = (x: number, y: number, size: Size, view: Size) => ({
  x: Math.max(GAP, Math.min(x, view.width - size.width - GAP)),
  y: Math.max(GAP, Math.min(y, view.height - size.height - GAP))
});

/** The area two boxes share. */
const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * The top-left corner for a dialog of `size` in a window of `view`: of the places beside each
 * target and along the window's edges, the one that covers the least of the targets, and of
 * those the nearest to the first target.
 */
export function placeDialog(size: Size, targets: readonly Box[], view: Size): { x: number; y: number } {
  const { width: w, height: h } = size;
  const clamp = (x: number, y: number) => inside(x, y, size, view);
  const shown = targets.filter((t) => t.width > 0 && t.height > 0);
  const candidates = shown.flatMap((t) => {
    const [cx, cy] = [t.x + t.width / 2, t.y + t.height / 2];
    return [
      clamp(cx - w / 2, t.y + t.height + GAP),
      clamp(cx - w / 2, t.y - GAP - h),
      clamp(t.x + t.width + GAP, cy - h / 2),
      clamp(t.x - GAP - w, cy - h / 2)
    ];
  });
  for (const fx of [0, 0.5, 1]) for (const fy of [0, 0.5, 1]) candidates.push(clamp((view.width - w) * fx, (view.height - h) * fy));
  const anchor = shown[0] ?? { x: view.width / 2, y: view.height / 2, width: 0, height: 0 };
  const score = (c: { x: number; y: number }) => {
    const box = { x: c.x, y: c.y, width: w, height: h };
    const covered = shown.reduce((sum, t) => sum + overlap(box, t), 0);
    const distance = Math.hypot(c.x + w / 2 - (anchor.x + anchor.width / 2), c.y + h / 2 - (anchor.y + anchor.height / 2));
    return { covered, distance };
  };
  let best = candidates[0];
  let bestScore = score(best);
  for (const c of candidates.slice(1)) {
    const s = score(c);
    if (s.covered < bestScore.covered - 0.5 || (Math.abs(s.covered - bestScore.covered) <= 0.5 && s.distance < bestScore.distance)) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

/**
 * Over one element: the room a dialog has there (the element's box, less a margin), and the
 * top-left corner that puts a dialog of `size` (already fitted to that room) over its middle,
 * inside the window.
 */
export function roomOver(box: Box): Size {
  return { width: Math.max(0, box.width - 2 * GAP), height: Math.max(0, box.height - GAP) };
}

export function placeOver(size: Size, box: Box, view: Size): { x: number; y: number } {
  return inside(box.x + (box.width - size.width) / 2, box.y + (box.height - size.height) / 2, size, view);
}
