// The game page's address, as GamePage reads and writes it. The page runs two ways: loaded by
// itself, without SvelteKit's client (src/island.ts), or brought up by SvelteKit's router from
// another page (src/routes/+page.svelte). The router must hear of every change of the address,
// so each way gives its own: neither the game nor its chunk imports the router.

export interface Address {
  /** Where the page is; reactive when the router can change it. */
  readonly url: URL;
  /** Puts `search` (like `?deal=7`) in the address, with no new history entry. */
  replace(search: string): void;
}

/** The address of a page with no router: the browser's own, read each time. */
export const browserAddress: Address = {
  get url() {
    return new URL(location.href);
  },
  replace(search) {
    history.replaceState(history.state, '', search);
  }
};
