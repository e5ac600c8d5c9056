// No SvelteKit client on the game page: src/island.ts runs it (src/routes/+page.svelte says why).
export const csr = false;
