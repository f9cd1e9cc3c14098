import { graphql } from '../../graphql/generated/index.ts';

export const OrganizationAudiencesDocument = graphql(`
  query GetOrganizationAudiences($organizationId: Int!) {
    getOrganizationAudiences(organizationId: $organizationId) {
      id
      name
      total
      lastLinkedToConstituentsOn
      executionStatus
      processedConstituentsCount
      totalConstituentsCount
      errorMessage
    }
  }
`);
