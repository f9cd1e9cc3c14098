// Number of asks: how many asks each donor sees and how often (wizard step 4).
export { numberAskRoutes } from './routes.tsx';
export { storedNumberAskChoice, type NumberAskChoice } from './number-ask-choice.ts';
