// Appeal history: the appeal table (also on home), its row actions and starting a new ask-string run.
export { historyRoutes } from './routes.tsx';
export { AppealHistoryDocument } from './history-documents.ts';
export { AppealHistoryTable } from './appeal-history-table.tsx';
export { AppealsSidebar } from './appeals-sidebar.tsx';
export { SOURCE_FILTERS, sourceFilterOf, sourceIdOfFilter, type SourceFilter } from './appeal-display.ts';
export { ASK_STRING_SOURCES, TryProductFirstLink, useStartAskStrings } from './start-ask-strings.tsx';
