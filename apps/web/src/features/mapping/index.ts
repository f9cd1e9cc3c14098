// Mapping: mapping past gifts to the giving-history fields of a Raiser's Edge NXT appeal (wizard step 3).
export { mappingRoutes } from './routes.tsx';
// The dialogs the second system's mapping page shares.
export { ConfirmPartialMappingDialog, NameAppealDialog } from './mapping-dialogs.tsx';
export { MapAppealProgressDialog } from './map-appeal-progress-dialog.tsx';
