import type { Kysely } from 'kysely';
import { createCascadeFunction, handOverToCascadeRole, isCascadeRoleInstalled } from './cascade-role.ts';

// The donor cascades run as askwise_cascade (cascade-role.ts). 0214 installs it now; a database that ran
// 0214 before it did (its function then entered each deleted parent's company itself) gets it here. A
// database made since finds it installed and nothing is done.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (await isCascadeRoleInstalled(db)) return;
  await createCascadeFunction(db);
  await handOverToCascadeRole(db);
}

/** Nothing: the cascades stay as 0214 leaves them (its down removes them). */
export async function down(): Promise<void> {}
