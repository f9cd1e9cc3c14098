// Excel source: uploads, the file list and detail, and naming the appeal of a file.
export { excelRoutes } from './routes.tsx';
export { ExcelFilesDocument } from './excel-documents.ts';
