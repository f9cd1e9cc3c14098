import type { AskResult } from '@askwise/domain';
import type { AskInputRow } from './ask-input-copy.ts';
import { COPY_NULL, copyText, copyTextArray } from './copy-text.ts';

/** Columns of appeal_asks in the order a COPY line lists them. */
export const APPEAL_ASKS_COLUMNS = [
  'company_id',
  'appeal_id',
  'generation',
  'name_rank',
  'appeal_constituent_id',
  'first_name',
  'last_name',
  'contact_name',
  'constituent_key',
  'zip_average',
  'appeal_gift_last_year',
  'base_ask',
  'primary_ask',
  'annual_ask1',
  'annual_ask2',
  'annual_ask3',
  'annual_ask4',
  'annual_ask5',
  'monthly_ask1',
  'monthly_ask2',
  'monthly_ask3',
  'monthly_ask4',
  'monthly_ask5',
  'ask_string',
  'filter_bits',
  'status',
  'status_set_by_user',
  'custom_base_ask',
  'ask_logs',
] as const;

function askFields(asks: readonly number[]): string {
  let text = '';
  for (let k = 0; k < 5; k++) text += '\t' + (k < asks.length ? String(asks[k]) : COPY_NULL);
  return text;
}

/** One calculated donor as a COPY line (with its newline); `prefix` is 'company\tappeal\tgeneration\t'. */
export function askRowCopyLine(
  prefix: string,
  nameRank: number,
  input: AskInputRow,
  zipAverage: number,
  result: AskResult,
  bits: number,
): string {
  return (
    prefix +
    nameRank +
    '\t' +
    input.appealConstituentId +
    '\t' +
    input.firstNameField +
    '\t' +
    input.lastNameField +
    '\t' +
    input.contactNameField +
    '\t' +
    input.constituentKeyField +
    '\t' +
    zipAverage +
    '\t' +
    input.appealGiftLastYear +
    '\t' +
    result.baseAsk +
    '\t' +
    result.primaryAsk +
    askFields(result.annualAsks) +
    askFields(result.monthlyAsks) +
    '\t' +
    copyText(result.askString) +
    '\t' +
    bits +
    '\t' +
    result.status +
    '\tf\t' +
    COPY_NULL +
    '\t' +
    copyTextArray(result.askLogs) +
    '\n'
  );
}
