/** The ladder's columns of appeal_asks: five annual asks, then five monthly (or installment) asks. */
export const LADDER_COLUMNS = [
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
] as const;
