// Every page is built to static HTML. SSR stays on so that text that needs no player
// (titles, the rules) is in the HTML; anything that depends on the URL query or the
// player's date is worked out in the browser after mount.
export const prerender = true;
