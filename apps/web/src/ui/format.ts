/** Whole counts with thousands separators (1,234), as every page shows them. */
export const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
