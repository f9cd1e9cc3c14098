import { HELP_TEXT, parseCliOptions, UsageError } from './cli-options.ts';
import { runAsks, summaryText } from './run-asks.ts';

// `npm run asks -- --in donors.xlsx --strategy secret_sauce --asks 3 --mode ANNUAL_ONLY --out asks.xlsx`
// Exit codes: 0 done, 1 unexpected failure, 2 wrong usage or a file that cannot be read or written.

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

export async function main(argv: readonly string[]): Promise<number> {
  try {
    const options = parseCliOptions(argv, process.env.INIT_CWD ?? process.cwd());
    if (options === 'help') {
      process.stdout.write(HELP_TEXT + '\n');
      return EXIT_OK;
    }
    const summary = await runAsks(options, process.stderr);
    process.stdout.write(summaryText(options, summary) + '\n');
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`Error: ${error.message}\nRun with --help for the options and the required columns.\n`);
      return EXIT_USAGE;
    }
    process.stderr.write(`Unexpected failure: ${(error as Error).stack ?? String(error)}\n`);
    return EXIT_FAILURE;
  }
}
