import type { AppealSource } from '@askwise/domain/appeal-steps';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { BlackbaudCustomFieldsDocument, ExcelCustomFieldsDocument, VirtuousCustomFieldsDocument } from './export-documents.ts';

export interface CustomFieldChoices {
  isLoaded: boolean;
  names: string[];
  /** Excel custom columns are suggested (checked by default); other sources' are opt-in. */
  defaultChecked: string[];
}

/** The custom fields the appeal's donors carry, from the query of its source. */
export function useCustomFields(source: AppealSource, appealId: number | null): CustomFieldChoices {
  const variables = { appealId };
  const [excel] = useQuery({ query: ExcelCustomFieldsDocument, variables, pause: appealId === null || source !== 'excel' });
  const [blackbaud] = useQuery({ query: BlackbaudCustomFieldsDocument, variables, pause: appealId === null || source !== 'blackbaud' });
  const [virtuous] = useQuery({ query: VirtuousCustomFieldsDocument, variables, pause: appealId === null || source !== 'virtuous' });
  return useMemo(() => {
    const list =
      source === 'excel' ? excel.data?.getExcelCustomFields : source === 'virtuous' ? virtuous.data?.getVirtuousCustomFields : blackbaud.data?.getBlackbaudCustomFields;
    const failed = source === 'excel' ? excel.error : source === 'virtuous' ? virtuous.error : blackbaud.error;
    const names = [...new Set((list ?? []).map((f) => f.name))];
    return { isLoaded: list !== undefined || failed !== undefined, names, defaultChecked: source === 'excel' ? names : [] };
  }, [source, excel, blackbaud, virtuous]);
}
