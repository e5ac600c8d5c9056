// npm run --silent sim -- COMMAND ... (docs/notation.md, "Command line").
import { runSim } from './sim-cli.ts';

const result = runSim(process.argv.slice(2));
for (const line of result.stdout) process.stdout.write(line + '\n');
for (const line of result.stderr) process.stderr.write(line + '\n');
process.exitCode = result.code;
