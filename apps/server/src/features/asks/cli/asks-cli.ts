import { main } from './asks-cli-main.ts';

// The command line's entry (`npm run asks`): main() lives in asks-cli-main.ts, which the asks feature's face
// offers to the benchmarks. Kept apart so that bundling the face into the server runs no command line.
process.exitCode = await main(process.argv.slice(2));
