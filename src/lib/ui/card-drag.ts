// The one way a card (or a table pile) is dragged in both games, as chessground owns dragging
// in one place: a press that moves a few pixels picks it up, a drop is named by the place under
// the pointer (an attribute: the patience's data-slot, the table's data-pile), and what may go
// where is the session's, which lights its legal places while something is picked (placeAt in
// card-lift.ts finds the place, looking through the lifted copy). A press that
// never moved is left to the click that follows, so taps keep working.
//
// The table's cards sit in clipping strips (the hand scrolls), so `dragCard` (card-lift.ts, apart
// so that the patience's start does not carry it) lifts what is dragged into a layer above the
// whole page, never clipped, and flies it back when it is let go where it does not go. The
// patience's board, with no clipping strip, draws its own dragged card (BoardDrag, over this
// module's threshold).

/** Movement below this many pixels is a click or a tap, not a drag. */
export const DRAG_THRESHOLD = 6;

export const isDragMove = (dx: number, dy: number): boolean => Math.hypot(dx, dy) >= DRAG_THRESHOLD;
