import { DEFAULT_ASK_MODE, DEFAULT_NUMBER_OF_ASKS, numberAskSettingsSchema, type AskMode, type NumberOfAsks } from '@askwise/domain';

export interface NumberAskChoice {
  numberOfAsks: NumberOfAsks;
  askMode: AskMode;
}

/** The appeal's stored settings, or the defaults (3 asks, Annual Asks Only). */
export function storedNumberAskChoice(numberAskSettings: string | null | undefined): NumberAskChoice {
  let value: unknown;
  try {
    value = numberAskSettings ? JSON.parse(numberAskSettings) : {};
  } catch {
    value = {};
  }
  const parsed = numberAskSettingsSchema.safeParse(value);
  return parsed.success
    ? { numberOfAsks: parsed.data.askNumber, askMode: parsed.data.askAnnual }
    : { numberOfAsks: DEFAULT_NUMBER_OF_ASKS, askMode: DEFAULT_ASK_MODE };
}
