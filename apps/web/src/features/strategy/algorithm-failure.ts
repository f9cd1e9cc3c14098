// The spec's algorithm failure (section 8): 'Bulk Update Appeal Algorithm failed: {error or Something went wrong}';
// the progress dialog also says please try again.

const ALGORITHM_FAILED = 'Bulk Update Appeal Algorithm failed';
const ERROR_PREFIX = 'ERROR::';

export function algorithmFailureText(error: string | null | undefined): string {
  return `${ALGORITHM_FAILED}: ${error || 'Something went wrong'}`;
}

/** The failure a stored calculation status records (ERROR::...), or null when the calculation did not fail. */
export function storedAlgorithmFailure(calculation: { algorithmStatus: string | null; algorithmError: string | null } | null | undefined): string | null {
  const status = calculation?.algorithmStatus;
  if (!status?.startsWith(ERROR_PREFIX)) return null;
  return algorithmFailureText(calculation?.algorithmError || status.slice(ERROR_PREFIX.length));
}
