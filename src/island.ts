// The game page's script (src/routes/+page.svelte says why it is not SvelteKit's client):
// mounts the game in place of the prerendered "Dealing…", and registers the service worker,
// as SvelteKit's start-up script does on the other pages.
import { mount } from 'svelte';
import { browserAddress } from '$lib/address';
import GameIsland from '$lib/GameIsland.svelte';

const target = document.getElementById('game');
if (target !== null) {
  target.replaceChildren();
  mount(GameIsland, { target, props: { address: browserAddress } });
}

if ('serviceWorker' in navigator) {
  // A module in development, as SvelteKit registers it there.
  const options: RegistrationOptions | undefined = import.meta.env.DEV ? { type: 'module' } : undefined;
  addEventListener('load', () => void navigator.serviceWorker.register('./service-worker.js', options));
}
