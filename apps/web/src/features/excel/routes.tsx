import type { AppRoute } from '../../session/index.ts';
import { ExcelFileDetailPage } from './excel-file-detail-page.tsx';
import { ExcelFilesPage } from './excel-files-page.tsx';

export const excelRoutes: AppRoute[] = [
  { path: '/excel', access: 'signedIn', layout: 'app', element: <ExcelFilesPage /> },
  { path: '/excel/file-detail', access: 'signedIn', layout: 'app', element: <ExcelFileDetailPage /> },
];
