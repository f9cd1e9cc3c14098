// Addresses of the review grid and the summary (the other steps' pages: routeOfStep in the domain) (spec section 2), with &env=virtuous for the second system.

export function gridRoute(appealId: number, options: { filterType?: string; isVirtuous?: boolean; testGroup?: string } = {}): string {
  const group = options.testGroup ? `&testGroup=${options.testGroup}` : '';
  return `/grid?appealId=${appealId}&filterType=${options.filterType ?? 'all_constituents'}${group}${options.isVirtuous ? '&env=virtuous' : ''}`;
}

export function summaryRoute(appealId: number, isVirtuous = false): string {
  return `/review-strategy?appealId=${appealId}${isVirtuous ? '&env=virtuous' : ''}`;
}
