import type { AppealSource } from '@askwise/domain/appeal-steps';
import { useQuery } from 'urql';
import { graphql } from '../graphql/generated/index.ts';

export const DataImportSourcesDocument = graphql(`
  query DataImportSources {
    getDataImportSources {
      id
      name
      code
    }
  }
`);

/** Each source's code in getDataImportSources: the stable name the web reads a source's id by. */
const CODE_OF_SOURCE: Readonly<Record<AppealSource, string>> = { blackbaud: 'DIS_BB', excel: 'DIS_EX', virtuous: 'DIS_VIR' };

export type DataImportSourceIds = Readonly<Record<AppealSource, number>>;

/** The id of each source as the server lists it (getDataImportSources); null until they have loaded. */
export function useDataImportSourceIds(): DataImportSourceIds | null {
  const [{ data }] = useQuery({ query: DataImportSourcesDocument, requestPolicy: 'cache-first' });
  const sources = data?.getDataImportSources;
  if (!sources) return null;
  const idOf = (source: AppealSource) => sources.find((s) => s.code === CODE_OF_SOURCE[source])?.id;
  const blackbaud = idOf('blackbaud');
  const excel = idOf('excel');
  const virtuous = idOf('virtuous');
  if (blackbaud === undefined || excel === undefined || virtuous === undefined) return null;
  return { blackbaud, excel, virtuous };
}
