// What both games share below the page: cards and their codes, the ordered deck and its
// shuffles, deal numbers, deck codes, and the result type their parsers return.
export * from './result';
export * from './clip';
export * from './card';
export * from './deck';
export * from './deal-id';
