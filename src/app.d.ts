// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
  namespace App {
    // interface Error {}
    // interface Locals {}
    // interface PageData {}
    // interface PageState {}
    // interface Platform {}
  }
}

export {};

// seedrandom's ARC4 core on its own (the package's default generator, without the others).
declare module 'seedrandom/seedrandom.js' {
  import seedrandom from 'seedrandom';
  export default seedrandom;
}
