import { builder } from './builder.ts';
// Each feature registers its GraphQL fields on import.
import '../features/system/system.graphql.ts';
import '../features/accounts/session.graphql.ts';
import '../features/accounts/me.graphql.ts';
import '../features/accounts/sign-in.graphql.ts';
import '../features/accounts/sign-up.graphql.ts';
import '../features/accounts/profile.graphql.ts';
import '../features/companies/company.graphql.ts';
import '../features/companies/company-users.graphql.ts';
import '../features/appeals/appeals.graphql.ts';
import '../features/appeals/updated-appeal.graphql.ts';
import '../features/environments/environments.graphql.ts';
import '../features/blackbaud/blackbaud.graphql.ts';
import '../features/virtuous/virtuous.graphql.ts';
import '../features/audiences/audiences.graphql.ts';
import '../features/mapping/mapping.graphql.ts';
import '../features/history/appeal-history.graphql.ts';
import '../features/exports/exports.graphql.ts';
import '../features/excel/excel.graphql.ts';
import '../features/asks/asks.graphql.ts';
import '../features/review/review.graphql.ts';
import '../features/summary/summary.graphql.ts';
import '../features/billing/billing.graphql.ts';
import '../features/test-and-learn/test-and-learn.graphql.ts';
import '../features/crm-asks/crm-asks.graphql.ts';
import '../features/what-if/what-if.graphql.ts';

export const schema = builder.toSchema({ sortSchema: true });
