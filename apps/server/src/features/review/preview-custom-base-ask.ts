import { withCompany, type Db } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { flagsOfBits, NOT_CALCULATED, previewAskEdit, readCurrentAskRun } from '../asks/index.ts';
import { centsToDecimal, ladderStrings, type LadderStrings } from './grid-row.ts';

/** UpdateAppealUsingCustomBaseAskValue's answer (spec section 7): the donor's new ladder, or an error. */
export interface CustomBaseAskPreview extends LadderStrings {
  statusCode: number;
  error: string | null;
  appealConstituentId: string;
  askString: string | null;
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
    ...ladderStrings([], []),
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
      const next = await previewAskEdit(trx, run, edit);
      return {
        statusCode: 200,
        error: null,
        appealConstituentId: input.appealConstituentId,
        askString: next.askString,
        ...ladderStrings(next.annualAsks, next.monthlyAsks),
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
