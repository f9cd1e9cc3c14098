import { graphql } from '../../graphql/generated/index.ts';

export const ListEnvironmentsDocument = graphql(`
  query ListBlackbaudOrganizationsByCompanyId {
    listBlackbaudOrganizationsByCompanyId {
      id
      companyOrgId
      organizationId
      organizationName
      environmentId
      environmentName
      constituentTotal
      giftTotal
      totalAudienceLists
      status
      isLocked
      lastStatusUpdate
      errorMessage
      ingestionType
      ingestionStatus
      ingestionCompletionDate
      isPractice
    }
  }
`);
