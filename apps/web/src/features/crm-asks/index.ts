// Sending an exported appeal's asks back to its CRM (the export step's panel).
export { SendAsksToCrmPanel } from './send-asks-to-crm-panel.tsx';
