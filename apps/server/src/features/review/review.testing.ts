import type { AskMode, NumberOfAsks, StrategyId } from '@askwise/domain';
import { afterAll, beforeAll } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  buildAppealWithDonors,
  createAskTestServices,
  generateDonors,
  setAppealAskSettings,
  type AskTestServices,
} from '../asks/asks.testing.ts';
import { runAppealCalculation } from '../asks/calculate-appeal-asks.job.ts';

// What the review pages start from: a company's appeal whose asks are calculated.

export interface CalculatedAppeal {
  readonly database: TestDatabase;
  /** The services a calculation uses, over the app role. */
  readonly services: AskTestServices;
  readonly company: CompanyWithUser;
  readonly appealId: number;
}

export interface CalculatedAppealSettings {
  /** How many generated donors, and the seed they are generated from (the same seed gives the same donors). */
  donors: number;
  seed: number;
  strategyId: StrategyId;
  numberOfAsks: NumberOfAsks;
  askMode: AskMode;
}

/**
 * A database of the test file's own with a company, its appeal of generated donors and the asks calculated with
 * these settings; made before the file's tests and removed after them. Read it inside tests or hooks.
 */
export function useCalculatedAppeal(settings: CalculatedAppealSettings): CalculatedAppeal {
  let database: TestDatabase | undefined;
  let services: AskTestServices | undefined;
  let company: CompanyWithUser | undefined;
  let appealId: number | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    services = createAskTestServices(database);
    company = await createCompanyWithUser(database.ownerDb);
    ({ appealId } = await buildAppealWithDonors(database.ownerDb, company.companyId, generateDonors(settings.donors, settings.seed)));
    await setAppealAskSettings(database.ownerDb, appealId, settings.strategyId, settings.numberOfAsks, settings.askMode);
    await runAppealCalculation(services, company.companyId, appealId);
  });
  afterAll(async () => {
    await services?.close();
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useCalculatedAppeal: read the appeal inside tests or hooks, after beforeAll');
    return value;
  };
  return {
    get database() {
      return started(database);
    },
    get services() {
      return started(services);
    },
    get company() {
      return started(company);
    },
    get appealId() {
      return started(appealId);
    },
  };
}
