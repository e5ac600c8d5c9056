// seedrandom's ARC4 core on its own: the package's default generator, without the six others
// its index bundles. Same function, same numbers (tests/unit/seedrandom.test.ts).
declare module 'seedrandom/seedrandom.js' {
  import seedrandom from 'seedrandom';
  export default seedrandom;
}
