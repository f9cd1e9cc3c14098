// The map-appeal process statuses (spec section 4, steps 0 to 17) and the progress text shown for each.

import { MAPPED_GIVING_FIELDS } from '../giving-fields.ts';

export const MAP_APPEAL_STATUSES = [
  'START',
  'INIT',
  'POP_TEMP_AUDIENCE_CONSTITUENTS',
  'POP_TEMP_GIFTS',
  'POP_TEMP_GIFT_SPLITS',
  'POP_TEMP_GIFT_APPEAL',
  'POP_TEMP_AC_GREATEST_GIFT',
  'POP_TEMP_AC_LATEST_GIFT',
  'POP_TEMP_AC_LIFETIME_DATA',
  'POP_TEMP_AC_TOTAL_LAST_YEAR_GIFTS',
  'POP_APPEAL_GIFTS_LAST_YEAR',
  'POP_APPEAL_GIFTS_TWO_YEAR',
  'POP_APPEAL_GIFTS_THREE_YEAR',
  'POP_CAMPAIGN_GIFTS',
  'POP_SPECIAL_EVENT_GIFTS',
  'POP_APPEAL_CONSTITUENTS_WITH_AGG_DATA',
  'REMOVE_TEMP_DATA_FOR_APPEAL',
  'DONE',
] as const;
export type MapAppealStatus = (typeof MAP_APPEAL_STATUSES)[number];

/** The steps that map the five sections, in the order of MAPPED_GIVING_FIELDS. */
const SECTION_STATUSES = [
  'POP_APPEAL_GIFTS_LAST_YEAR',
  'POP_APPEAL_GIFTS_TWO_YEAR',
  'POP_APPEAL_GIFTS_THREE_YEAR',
  'POP_CAMPAIGN_GIFTS',
  'POP_SPECIAL_EVENT_GIFTS',
] as const satisfies readonly MapAppealStatus[];

export const MAP_APPEAL_PROGRESS_TEXT: Readonly<Record<MapAppealStatus, string>> = {
  START: 'Starting...',
  INIT: 'Initializing environment',
  POP_TEMP_AUDIENCE_CONSTITUENTS: 'Gathering the audience constituents',
  POP_TEMP_GIFTS: 'Gathering gifts',
  POP_TEMP_GIFT_SPLITS: 'Gathering gift splits',
  POP_TEMP_GIFT_APPEAL: 'Matching gifts to campaigns, appeals and funds',
  POP_TEMP_AC_GREATEST_GIFT: 'Finding each donor’s greatest gift',
  POP_TEMP_AC_LATEST_GIFT: 'Finding each donor’s latest gift',
  POP_TEMP_AC_LIFETIME_DATA: 'Adding up lifetime giving',
  POP_TEMP_AC_TOTAL_LAST_YEAR_GIFTS: 'Adding up total giving last year',
  // 'Mapping appeal gifts last year' ... 'Mapping special event gifts': the five sections in order.
  ...(Object.fromEntries(
    MAPPED_GIVING_FIELDS.map((field, i) => [SECTION_STATUSES[i], `Mapping ${field.header.toLowerCase()}`]),
  ) as Record<(typeof SECTION_STATUSES)[number], string>),
  POP_APPEAL_CONSTITUENTS_WITH_AGG_DATA: 'Saving each donor’s giving history',
  REMOVE_TEMP_DATA_FOR_APPEAL: 'Finishing up...',
  DONE: 'Completed',
};

export const MAP_APPEAL_ERROR_PREFIX = 'ERROR::';
/** Spec error catalogue: shown when the mapping process fails. */
export const MAP_APPEAL_PROCESS_ERROR = 'Something went wrong. Please try again after some time';
export const MAP_APPEAL_REQUEST_ERROR = 'The mapping appeal request was unsuccessful. Please try again';
export const HIERARCHY_SIZE_LIMIT_TEXT = 'exceeds the size limit';
export const HIERARCHY_TOO_LARGE = 'Please try with a smaller date range';

export interface MapAppealProgress {
  status: string;
  /** 0..17, or -1 for an unknown or error status. */
  step: number;
  percent: number;
  text: string;
  isDone: boolean;
  isError: boolean;
  /** The part after 'ERROR::' for an error status. */
  errorMessage: string | null;
}

export function mapAppealProgress(status: string | null | undefined): MapAppealProgress {
  const value = status ?? '';
  if (value.startsWith(MAP_APPEAL_ERROR_PREFIX)) {
    return { status: value, step: -1, percent: 0, text: MAP_APPEAL_PROCESS_ERROR, isDone: false, isError: true, errorMessage: value.slice(MAP_APPEAL_ERROR_PREFIX.length) };
  }
  const step = (MAP_APPEAL_STATUSES as readonly string[]).indexOf(value);
  if (step < 0) return { status: value, step: -1, percent: 0, text: MAP_APPEAL_PROGRESS_TEXT.START, isDone: false, isError: false, errorMessage: null };
  const known = value as MapAppealStatus;
  return {
    status: value,
    step,
    percent: Math.round((step / (MAP_APPEAL_STATUSES.length - 1)) * 100),
    text: MAP_APPEAL_PROGRESS_TEXT[known],
    isDone: known === 'DONE',
    isError: false,
    errorMessage: null,
  };
}
