// Welch's interval computed the textbook way, independently of the product's code, for tests: each group's
// gifts as an array, the mean and the sample variance in two passes, the Welch-Satterthwaite degrees of
// freedom, and the t quantile found by bisection on the t density integrated numerically (Simpson's rule),
// sharing no code with the t distribution the product uses.

/** ln Γ(x) for x > 0 (Lanczos, g = 7). */
function logGamma(x: number): number {
  const c = [0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406, 12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(0 <= T <= x) for Student's t with df degrees of freedom, by Simpson's rule. */
function tMassFromZero(x: number, df: number): number {
  const logScale = logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI);
  const density = (t: number) => Math.exp(logScale - ((df + 1) / 2) * Math.log1p((t * t) / df));
  const steps = 4000;
  const h = x / steps;
  let sum = density(0) + density(x);
  for (let i = 1; i < steps; i++) sum += density(i * h) * (i % 2 === 1 ? 4 : 2);
  return (sum * h) / 3;
}

/** The upper quantile p (> 0.5) of Student's t, by bisection. */
function tQuantile(p: number, df: number): number {
  let low = 0;
  let high = 64;
  for (let i = 0; i < 60; i++) {
    const middle = (low + high) / 2;
    if (0.5 + tMassFromZero(middle, df) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** Welch's interval of B minus A straight from the gifts (cents), at the given level. */
export function independentWelch(a: readonly number[], b: readonly number[], level = 0.95): { difference: number; low: number; high: number; degreesOfFreedom: number } {
  const moments = (gifts: readonly number[]) => {
    const mean = gifts.reduce((sum, gift) => sum + gift, 0) / gifts.length;
    return { mean, variance: gifts.reduce((sum, gift) => sum + (gift - mean) ** 2, 0) / (gifts.length - 1), n: gifts.length };
  };
  const x = moments(a);
  const y = moments(b);
  const va = x.variance / x.n;
  const vb = y.variance / y.n;
  const degreesOfFreedom = (va + vb) ** 2 / (va ** 2 / (x.n - 1) + vb ** 2 / (y.n - 1));
  const margin = tQuantile(1 - (1 - level) / 2, degreesOfFreedom) * Math.sqrt(va + vb);
  const difference = y.mean - x.mean;
  return { difference, low: difference - margin, high: difference + margin, degreesOfFreedom };
}
