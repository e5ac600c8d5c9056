// Whole lines of play whose course the engine knows (npm run --silent sim -- play --policy
// classic), shared by the unit, component and browser tests. No imports: Playwright and
// vitest both load this file.

/** Deal 25 as the rule-book hint wins it, up to its last placement: two lone tens are left. */
export const DEAL_25_TO_LAST_PLACEMENT =
  'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5 r6+10 r9+12 d p5 p6 p9 p10 p3 p12 r9 r0+3 r2+6 d p6 p9 p0 p2 p3 r0+9 r1+3 r6+11 d p6 p9 p0 p1 p11 p3 r1+3 r2+6 r9+14 d p6 p9 p3 p1 p2 p14 r14 r2+5 r6+12 d p5 p2 p6 p12 p14 r5+10 r6+9 d p5 p6 p9 p10 r1+5 r6+10 r9+14 d p1 p14 p5 p6';

/** Deal 25 won: the two lone tens come off after the last placement. */
export const DEAL_25_WIN = `${DEAL_25_TO_LAST_PLACEMENT} r5 r6`;

/** Deal 1 as the rule-book hint plays it, to its loss: the J♦ finds every Jack seat taken (8 removed, 31 to come). */
export const DEAL_1_LOST = 'p5 p1 p6 p9 p4 p7 p10 p0 p2 p3 p8 p11 p12 p13 p14 p15 r3+5 r6+9 r11+12 r13+14 d p5 p6 p9 p3 p11';

/** Deal 5 as the rule-book hint plays it, to a removal phase where resuming would lose: the card in play is a royal with no free seat. */
export const DEAL_5_TO_BLOCKED_RESUME = 'p5 p0 p6 p9 p10 p1 p2 p3 p4 p7 p8 p11 p12 p13 p14 p15 r7';

/** Deal 2, which no order of play can win (the solver says so), lost as the rule-book hint plays it. */
export const DEAL_2_LOST =
  'p5 p6 p1 p9 p10 p0 p4 p2 p3 p7 p8 p11 p12 p13 p14 p15 r2 r13 r14 r3+7 r5+10 d p5 p10 p2 p13 p3 p7 p14 r2+3 r6+7 d p6 p3 p2 p7 r2+9 r6+11 r7+12 d p6 p9 p2 p7 p11';

/**
 * Deal 123 as the expert hint plays it, to a dead end: a removal phase with nothing left to
 * remove and the J♥ in play with every Jack seat taken (the 5♠ squats on one): resuming, the
 * only legal action, loses (issue 19).
 */
export const DEAL_123_DEAD_END =
  'p0 p1 p4 p2 p3 p5 p7 p6 p13 p9 p12 p8 p10 p14 p15 p11 r0 r4 r7 r1+3 r8+9 r11+14 d p9 p4 p7 p0 p1 p14 p8 p3 p11 r0+8 r1+10 r4+11 d p10 p4 p0 p8 p11 p1 r1+3 d p3 p1 r1+7 d p1 p7 r1+10 d p10 p1 r1 r7+10 d p1 p10 p7 r3+10';
