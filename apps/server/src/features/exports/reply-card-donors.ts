import { formatAskAmount, INSTALLMENTS_BY_ASK_MODE, type AskMode } from '@askwise/domain';
import { withCompany, type Db } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { parseGridQuery, readAppealAskSettings, readCurrentAskRun, readResultsPage, type GridRowRecord } from '../asks/index.ts';
import { APPEAL_NOT_FOUND, ASKS_NOT_CALCULATED } from './create-export-files.ts';
import { keyCodeOf } from './export-preset-fields.ts';
import { readAppealResults } from './export-rows.repository.ts';

/** How many reply cards the proof shows: the first donors of the mailing. */
export const PROOF_CARDS = 12;

/** One donor's reply card as the printer checks it. */
export interface ReplyCard {
  donorId: string;
  name: string;
  addressLines: string[];
  /** The ladder's boxes in the order of the asks: the amount, and the monthly installment when it has one. */
  boxes: Array<{ amount: string; installment: string | null }>;
  keyCode: string;
}

export interface ReplyCardProofContent {
  appealName: string;
  cards: ReplyCard[];
}

/**
 * The first donors of the 'ready to export' list (the mailing) in the review grid's order, with the grid's
 * ladders: one page of the grid and one set-based read of their addresses.
 */
export async function readReplyCards(db: Db, companyId: number, appealId: number): Promise<ReplyCardProofContent> {
  return withCompany(db, companyId, async (trx) => {
    const settings = await readAppealAskSettings(trx, appealId);
    const appeal = settings && (await trx.selectFrom('appeals').select('name').where('id', '=', appealId).executeTakeFirst());
    if (!settings || !appeal) throw new UserFacingError(APPEAL_NOT_FOUND, 'NOT_FOUND');
    const run = await readCurrentAskRun(trx, appealId);
    const results = run && (await readAppealResults(trx, appealId));
    if (!run || !results) throw new UserFacingError(ASKS_NOT_CALCULATED);
    const query = parseGridQuery({ appealId, filterType: 'ready_export', pageNumber: 1, pageSize: 25 }, settings.source);
    const rows = (await readResultsPage(trx, companyId, run, query)).rows.slice(0, PROOF_CARDS);
    const ids = rows.map((row) => row.appealConstituentId);
    const addresses =
      ids.length === 0
        ? []
        : await trx.selectFrom('appealConstituents').select(['id', 'address1', 'city', 'state', 'zipCode']).where('id', 'in', ids).execute();
    const byId = new Map(addresses.map((address) => [address.id, address]));
    const cards = rows.map((row): ReplyCard => {
      const address = byId.get(row.appealConstituentId);
      const cityLine = [address?.city, [address?.state, address?.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
      const sourceCode = row.testGroup === null ? null : (results.sourceCodes.get(row.testGroup) ?? null);
      return {
        donorId: row.lookupId ?? row.externalId ?? String(row.appealConstituentId),
        name: donorName(row),
        addressLines: [address?.address1 ?? '', cityLine].filter((line) => line.trim() !== ''),
        boxes: boxesOf(row, run.askMode),
        keyCode: keyCodeOf(appealId, { testGroup: row.testGroup, sourceCode }),
      };
    });
    return { appealName: appeal.name, cards };
  });
}

function donorName(row: GridRowRecord): string {
  const person = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return person || row.addressee || row.contactName || '';
}

const ANNUAL = ['annualAsk1', 'annualAsk2', 'annualAsk3', 'annualAsk4', 'annualAsk5'] as const;
const MONTHLY = ['monthlyAsk1', 'monthlyAsk2', 'monthlyAsk3', 'monthlyAsk4', 'monthlyAsk5'] as const;

/** The ladder's boxes: annual asks (with their installment), or monthly asks for a monthly-only ladder. */
function boxesOf(row: GridRowRecord, askMode: AskMode): ReplyCard['boxes'] {
  const isMonthlyOnly = askMode === 'MONTHLY_ONLY';
  const installments = INSTALLMENTS_BY_ASK_MODE[askMode];
  return ANNUAL.flatMap((key, k) => {
    const cents = isMonthlyOnly ? row[MONTHLY[k]!] : row[key];
    if (cents === null) return [];
    const monthly = row[MONTHLY[k]!];
    if (isMonthlyOnly) return [{ amount: `${formatAskAmount(cents)} a month`, installment: null }];
    const installment = installments > 0 && monthly !== null ? `or ${formatAskAmount(monthly)} a month for ${installments} months` : null;
    return [{ amount: formatAskAmount(cents), installment }];
  });
}
