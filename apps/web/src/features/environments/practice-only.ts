import { useQuery } from 'urql';
import { ExcelFilesDocument } from '../excel/index.ts';
import { ListEnvironmentsDocument } from './environment-documents.ts';

export interface PracticeEnvironment {
  id: number;
  organizationName: string;
  status: string;
}

/**
 * The practice environment when it is the company's only environment (no donor database connected and no
 * Excel file uploaded), else null: then the source chooser offers '> Try the product first'.
 */
export function usePracticeOnlyEnvironment(): PracticeEnvironment | null {
  const [{ data: environments }] = useQuery({ query: ListEnvironmentsDocument, requestPolicy: 'cache-and-network' });
  const [{ data: files }] = useQuery({ query: ExcelFilesDocument, requestPolicy: 'cache-and-network' });
  const list = environments?.listBlackbaudOrganizationsByCompanyId;
  if (!list || !files || files.getExcelOrganizations.length > 0) return null;
  const [only, ...others] = list;
  return only?.isPractice && others.length === 0 ? { id: only.id, organizationName: only.organizationName, status: only.status } : null;
}
