import type { PreparedStrategy } from './prepare-strategy.ts';

/**
 * What the engine keeps for one prepared strategy (ladders, ask-log lines), made on first use. A run works
 * through a whole appeal under one strategy, so the last one used is held aside: most donors find their
 * strategy's value without a WeakMap look-up.
 */
export function keptPerStrategy<T>(make: () => T): (s: PreparedStrategy) => T {
  const kept = new WeakMap<PreparedStrategy, T>();
  let lastStrategy: PreparedStrategy | null = null;
  let lastValue = make();
  return (s) => {
    if (s === lastStrategy) return lastValue;
    let value = kept.get(s);
    if (value === undefined) {
      value = make();
      kept.set(s, value);
    }
    lastStrategy = s;
    lastValue = value;
    return value;
  };
}
