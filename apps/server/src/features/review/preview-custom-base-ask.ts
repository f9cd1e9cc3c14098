import { prepareStrategy } from '@askwise/domain';
import { withCompany, type Db } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { flagsOfBits } from '../asks/ask-filters.ts';
import { readCurrentAskRun } from '../asks/ask-runs.repository.ts';
import { editRow, loadEditableRows } from './ask-row-edits.ts';
import { centsToDecimal } from './grid-row.ts';
import { NOT_CALCULATED } from './update-appeal-constituents.ts';

/** UpdateAppealUsingCustomBaseAskValue's answer (spec section 7): the donor's new ladder, or an error. */
export interface CustomBaseAskPreview {
  statusCode: number;
  error: string | null;
  appealConstituentId: string;
  askString: string | null;
  anualAsk1: string | null;
  anualAsk2: string | null;
  anualAsk3: string | null;
  anualAsk4: string | null;
  anualAsk5: string | null;
  monthlyAsk1: string | null;
  monthlyAsk2: string | null;
  monthlyAsk3: string | null;
  monthlyAsk4: string | null;
  monthlyAsk5: string | null;
  baseAsk: string | null;
  primaryAsk: string | null;
  customBaseAsk: string | null;
  isSpicy: boolean;
  fiveKOrAbove: boolean;
  oneKMoreLastYear: boolean;
  threeXAppealGift: boolean;
  askLogs: string[];
  status: string | null;
}

export interface CustomBaseAskInput {
  appealConstituentId: string;
  customBaseAskValue: string;
  rowKey?: string | null;
}

function failed(appealConstituentId: string, statusCode: number, error: string): CustomBaseAskPreview {
  return {
    statusCode,
    error,
    appealConstituentId,
    askString: null,
    anualAsk1: null,
    anualAsk2: null,
    anualAsk3: null,
    anualAsk4: null,
    anualAsk5: null,
    monthlyAsk1: null,
    monthlyAsk2: null,
    monthlyAsk3: null,
    monthlyAsk4: null,
    monthlyAsk5: null,
    baseAsk: null,
    primaryAsk: null,
    customBaseAsk: null,
    isSpicy: false,
    fiveKOrAbove: false,
    oneKMoreLastYear: false,
    threeXAppealGift: false,
    askLogs: [],
    status: null,
  };
}

/**
 * The ladder a custom base ask gives a donor, worked out by the domain engine with the appeal's calculated
 * settings. Nothing is saved: the grid keeps it as a pending change until Apply.
 */
export async function previewCustomBaseAsk(db: Db, companyId: number, input: CustomBaseAskInput): Promise<CustomBaseAskPreview | null> {
  return withCompany(db, companyId, async (trx) => {
    const donor = await trx
      .selectFrom('appealConstituents')
      .select('appealId')
      .where('id', '=', Number(input.appealConstituentId) || 0)
      .executeTakeFirst();
    if (!donor) return null;
    const run = await readCurrentAskRun(trx, donor.appealId);
    if (!run) return failed(input.appealConstituentId, 400, NOT_CALCULATED);
    try {
      const edit = { id: input.appealConstituentId, rowKey: input.rowKey, customBaseAsk: input.customBaseAskValue };
      const rows = await loadEditableRows(trx, run, [edit]);
      const row = rows.get(Number(input.appealConstituentId))!;
      const prepared = prepareStrategy(run.strategyId, { numberOfAsks: run.numberOfAsks, askMode: run.askMode });
      const next = editRow(row, edit, prepared);
      const annual = (k: number) => centsToDecimal(next.annualAsks[k] ?? null);
      const monthly = (k: number) => centsToDecimal(next.monthlyAsks[k] ?? null);
      return {
        statusCode: 200,
        error: null,
        appealConstituentId: input.appealConstituentId,
        askString: next.askString,
        anualAsk1: annual(0),
        anualAsk2: annual(1),
        anualAsk3: annual(2),
        anualAsk4: annual(3),
        anualAsk5: annual(4),
        monthlyAsk1: monthly(0),
        monthlyAsk2: monthly(1),
        monthlyAsk3: monthly(2),
        monthlyAsk4: monthly(3),
        monthlyAsk5: monthly(4),
        baseAsk: centsToDecimal(next.baseAsk),
        primaryAsk: centsToDecimal(next.primaryAsk),
        customBaseAsk: centsToDecimal(next.customBaseAsk),
        ...flagsOfBits(next.filterBits),
        askLogs: [...next.askLogs],
        status: next.status,
      };
    } catch (error) {
      if (error instanceof UserFacingError) return failed(input.appealConstituentId, 400, error.message);
      throw error;
    }
  });
}
