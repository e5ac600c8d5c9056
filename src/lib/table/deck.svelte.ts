// The table's deck (the shared setting tableDeck): the Company's court pictures, or the
// Classic faces the patience uses. The Company's drawings load (later.ts) the first time a
// match is shown with that deck, so /table's start-up JavaScript does not carry them; until
// they arrive (or if they cannot load) the courts show the Classic faces, in the same panel.
import { settings } from '$lib/ui/settings.svelte';
import { companyArt as company } from './later';

export const tableDeck = {
  get name() {
    return settings.current.tableDeck;
  },
  /** What draws the table's court cards: the Company's pictures once loaded, else nothing (the Classic). */
  get art() {
    return settings.current.tableDeck === 'company' ? company.value : null;
  },
  /** Starts loading the Company's pictures if the table uses them; a failed load is tried again next time. */
  load(): void {
    if (settings.current.tableDeck === 'company') company.get().catch(() => {});
  }
};
