// npm run --silent sim -- COMMAND ... (docs/notation.md, "Command line").
import { runSim } from './sim-cli.ts';
import { runCompare } from './table-compare.ts';
import { runLoad } from './table-load.ts';

const argv = process.argv.slice(2);
if (argv[0] === 'table' && argv[1] === 'load') {
  // The game server's load benchmark talks over the network: the one command that is not a pure function.
  try {
    process.stdout.write(JSON.stringify(await runLoad(argv.slice(2))) + '\n');
    process.exit(0);
  } catch (e) {
    process.stderr.write(`sim table load: ${e instanceof Error ? e.message : e}\n`);
    process.exit(1);
  }
}
if (argv[0] === 'table' && argv[1] === 'compare') {
  // The same benchmark against one process alone and two on Redis (docs/deploy.md, "Figures").
  try {
    await runCompare(argv.slice(2), (line) => process.stdout.write(JSON.stringify(line) + '\n'));
    process.exit(0);
  } catch (e) {
    process.stderr.write(`sim table compare: ${e instanceof Error ? e.message : e}\n`);
    process.exit(1);
  }
}
const result = runSim(argv);
for (const line of result.stdout) process.stdout.write(line + '\n');
for (const line of result.stderr) process.stderr.write(line + '\n');
process.exitCode = result.code;
