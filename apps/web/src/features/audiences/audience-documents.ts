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

export const AudienceRequestDocument = graphql(`
  mutation AdminBlackbaudAudienceRequestV2($bbAudienceId: Int!, $requestType: String!) {
    AdminBlackbaudAudienceRequestV2(bbAudienceId: $bbAudienceId, requestType: $requestType) {
      statusCode
      error
      blackbaudAudienceListExecutionId
    }
  }
`);

export const RefreshAudienceListsDocument = graphql(`
  mutation RefreshBlackbaudAudienceLists($companyOrganizationId: Int!) {
    RefreshBlackbaudAudienceLists(companyOrganizationId: $companyOrganizationId) {
      statusCode
      error
      result
    }
  }
`);

export const AudienceListExecutionDocument = graphql(`
  query GetBlackbaudAudienceListExecutionById($id: Int!) {
    getBlackbaudAudienceListExecutionById(id: $id) {
      id
      audienceId
      status
      processedConstituentsCount
      totalConstituentsCount
      errorMessage
    }
  }
`);
