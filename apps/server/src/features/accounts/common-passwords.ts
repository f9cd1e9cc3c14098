import { readFileSync } from 'node:fs';

const FILE = new URL('./common-passwords.txt', import.meta.url);

let common: Set<string> | null = null;

/** True for one of the 3,000 most common passwords, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(FILE, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('# '))
      .map((line) => line.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
