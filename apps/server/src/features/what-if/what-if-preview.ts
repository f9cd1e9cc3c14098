import type { StrategyId } from '@askwise/domain';
import { projectWhatIf, type WhatIfPreview } from '@askwise/domain/asks/what-if-preview';
import type { Trx } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { readAppealAskSettings } from '../asks/index.ts';
import { readPastStrategyResults } from '../test-and-learn/index.ts';
import { appealSample } from './sample-cache.ts';

const formatCount = (n: number) => n.toLocaleString('en-US');

export const APPEAL_NOT_FOUND = 'Appeal not found.';

/**
 * The what-if preview of `strategyId` over an appeal of the transaction's company, with the appeal's saved number
 * of asks and ask mode: the engine over a sample of its donors, the counts of the whole appeal, and the company's
 * past results with the strategy (sample-cache.ts keeps the counts and sample while the donors stand). Throws 'Appeal not found.' for an appeal of another company.
 */
export async function previewStrategy(trx: Trx, companyId: number, appealId: number, strategyId: StrategyId): Promise<WhatIfPreview> {
  const settings = await readAppealAskSettings(trx, appealId);
  if (!settings) throw new UserFacingError(APPEAL_NOT_FOUND);
  const { bandCounts, sample, isEstimated } = await appealSample(trx, companyId, appealId);
  const past = await readPastStrategyResults(trx, strategyId, appealId);
  const preview = projectWhatIf({ strategyId, settings: { numberOfAsks: settings.numberOfAsks, askMode: settings.askMode }, sample, bandCounts, past });
  if (!isEstimated) return preview;
  const donors = bandCounts.reduce((sum, n) => sum + n, 0);
  return { ...preview, assumption: `${preview.assumption} Donors per giving band are estimated from ${formatCount(sample.length)} of the appeal's ${formatCount(donors)} donors.` };
}
