// Export: choosing the export fields, Export Now, and downloading an appeal's two files.
export { exportRoutes } from './routes.tsx';
export { useExportFiles } from './export-downloads.ts';
