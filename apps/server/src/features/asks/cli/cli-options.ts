import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ASK_MODES,
  DEFAULT_ASK_MODE,
  DEFAULT_NUMBER_OF_ASKS,
  DEFAULT_STRATEGY_ID,
  STRATEGY_IDS,
  askModeSchema,
  numberOfAsksSchema,
  strategyIdSchema,
} from '@askwise/domain';
import type { AskMode, NumberOfAsks, StrategyId } from '@askwise/domain';
import type { z } from 'zod';
import type { OutputFormat } from './output-layout.ts';
import { REQUIRED_HEADERS } from './donor-columns.ts';

/** A mistake in how the command was called or in the input file: exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface AsksCliOptions {
  readonly inPath: string;
  readonly outPath: string;
  readonly inFormat: OutputFormat;
  readonly outFormat: OutputFormat;
  readonly strategyId: StrategyId;
  readonly numberOfAsks: NumberOfAsks;
  readonly askMode: AskMode;
}

function wrapped(words: readonly string[], indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line === '' ? word : `${line}, ${word}`;
    if (next.length > 96 && line !== '') {
      lines.push(`${indent}${line},`);
      line = word;
    } else {
      line = next;
    }
  }
  return [...lines, indent + line].join('\n');
}

export const HELP_TEXT = `Askwise asks: suggest an ask ladder for every donor in a file.

Usage: npm run asks -- --in donors.xlsx [--out asks.xlsx] [--strategy secret_sauce] [--asks 3] [--mode ANNUAL_ONLY]

  --in <file>        donors in the Excel template's columns, .xlsx (first worksheet) or .csv (UTF-8)
  --out <file>       .xlsx or .csv; default: the input's name with '-asks' added, same type
  --strategy <id>    ${STRATEGY_IDS.join(', ')} (default ${DEFAULT_STRATEGY_ID})
  --asks <n>         3, 4 or 5 asks per donor (default ${DEFAULT_NUMBER_OF_ASKS})
  --mode <mode>      ${ASK_MODES.join(', ')} (default ${DEFAULT_ASK_MODE})
  -h, --help         this text

Input: the first non-blank row holds the headers; case, spaces, punctuation and order do not matter
(the same header matching as an Excel upload).
Required columns (what the ask engine reads):
${wrapped(REQUIRED_HEADERS, '  ')}
'Zip' is optional: without it donors who never gave get no zip-average ask. Every other column
(the rest of the template and any custom column) is copied to the output as it is. Amounts may be
numbers or text such as '$1,234.50'; a blank cell is no gift.

Output: the input columns, then Base Ask, Annual Ask 1-5, Monthly Ask 1-5, Ask String, Flags, Status
and Ask Log. Asks beyond --asks, and the columns the mode leaves empty, stay blank. Amounts are plain
numbers in .csv ('380.00') and currency cells in .xlsx. Flags lists the set flags (fiveKOrAbove,
oneKMoreLastYear, threeXAppealGift, isSpicy); Status is ready_export or handle_manually; the Ask Log
lines are joined by ' | '. Text a spreadsheet would run as a formula (starting with = + - @, a tab
or a carriage return) is written as text: in .csv with a leading single quote, in .xlsx as a text cell.

A cell that is not an amount stops nothing: it is reported on stderr (the first 100), counted as
empty, and its row gets status handle_manually with the reason in its Ask Log. Relative paths are
taken from the folder npm was run in. A progress bar shows on a terminal.

Exit codes: 0 done (even with unreadable cells), 1 unexpected failure, 2 wrong arguments, a missing
required column, or a file that cannot be read or written.`;

const FORMATS: Readonly<Record<string, OutputFormat>> = { '.csv': 'csv', '.xlsx': 'xlsx' };

function formatOf(file: string, option: string): OutputFormat {
  const extension = path.extname(file).toLowerCase();
  const format = FORMATS[extension];
  if (format) return format;
  if (extension === '.xls') throw new UsageError(`${option} ${file}: old .xls workbooks are not supported; save it as .xlsx`);
  throw new UsageError(`${option} ${file}: use a .xlsx or .csv file`);
}

function validated<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new UsageError(result.error.issues[0]?.message ?? 'Invalid value');
}

/**
 * The options, or 'help'. Relative paths are taken from baseDir: the folder the user ran npm from
 * (npm runs the script in apps/server and passes that folder as INIT_CWD).
 */
export function parseCliOptions(argv: readonly string[], baseDir: string): AsksCliOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        in: { type: 'string' },
        out: { type: 'string' },
        strategy: { type: 'string', default: DEFAULT_STRATEGY_ID },
        asks: { type: 'string', default: String(DEFAULT_NUMBER_OF_ASKS) },
        mode: { type: 'string', default: DEFAULT_ASK_MODE },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) return 'help';
  if (!values.in) throw new UsageError('--in <file> is required');
  const inPath = path.resolve(baseDir, values.in);
  const inFormat = formatOf(inPath, '--in');
  const outPath = values.out
    ? path.resolve(baseDir, values.out)
    : path.join(path.dirname(inPath), `${path.basename(inPath, path.extname(inPath))}-asks${path.extname(inPath)}`);
  const outFormat = formatOf(outPath, '--out');
  if (outPath === inPath) throw new UsageError('--out must not be the --in file');
  const asks = /^\d+$/.test(values.asks) ? Number(values.asks) : values.asks;
  return {
    inPath,
    outPath,
    inFormat,
    outFormat,
    strategyId: validated(strategyIdSchema, values.strategy),
    numberOfAsks: validated(numberOfAsksSchema, asks),
    askMode: validated(askModeSchema, values.mode.toUpperCase()),
  };
}
