// Public face of what-if: the strategy step's preview of what a strategy would do to an appeal before it is
// calculated (the first asks by giving band and the revenue per recipient, from the company's past results or a
// published elasticity). It owns no table: it reads the appeal's donors and, through test and learn, past results.
// Its GraphQL field (what-if.graphql.ts) is plugged in by graphql/schema.ts.
export { previewStrategy } from './what-if-preview.ts';
// Used by the benchmark (bench/what-if), which times a first preview of an appeal as well as the ones after it.
export { forgetAppealSamples } from './sample-cache.ts';
