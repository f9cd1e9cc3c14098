// Summary: the appeal's figures, each opening the review grid with its filter.
export { summaryRoutes } from './routes.tsx';
export { AppealSummaryCountsDocument } from './summary-documents.ts';
