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
      needsReauthentication
    }
  }
`);

export const AuthorizationSettingsDocument = graphql(`
  query GetBlackbaudAuthorizationSettings {
    getBlackbaudAuthorizationSettings {
      isConfigured
      authorizeUrl
      clientId
      redirectUri
    }
  }
`);

export const BlackbaudAuthenticationDocument = graphql(`
  mutation BlackbaudAuthentication($callbackUrl: String!, $code: String!, $isReconnect: Boolean!, $reIngestResources: Boolean, $companyOrgId: Int) {
    BlackbaudAuthentication(callbackUrl: $callbackUrl, code: $code, isReconnect: $isReconnect, reIngestResources: $reIngestResources, companyOrgId: $companyOrgId) {
      statusCode
      error
      result
    }
  }
`);

export const TriggerIngestionDocument = graphql(`
  mutation TriggerBlackbaudIngestion($type: String!, $companyOrganizationId: Int!) {
    TriggerBlackbaudIngestion(type: $type, companyOrganizationId: $companyOrganizationId) {
      statusCode
      error
      result
    }
  }
`);

export const RemoveEnvironmentDocument = graphql(`
  mutation RemoveBlackbaudEnvironment($companyOrganizationId: Int, $practiceBBOrganizationId: Int) {
    RemoveBlackbaudEnvironment(companyOrganizationId: $companyOrganizationId, practiceBBOrganizationId: $practiceBBOrganizationId) {
      statusCode
      error
    }
  }
`);

export const LatestIngestionRequestsDocument = graphql(`
  query GetLatestBlackbaudIngestionRequests($companyOrgId: Int!) {
    getLatestBlackbaudIngestionRequests(companyOrgId: $companyOrgId) {
      id
      type
      status
      errorMessage
      completedAt
      progress {
        bbijId
        bbijEntity
        ingested
        total
        percentage
        status
        isEssential
        errorMessage
      }
    }
  }
`);

export const SubscribedEventsDocument = graphql(`
  query GetCompanyOrganizationSubscribedWHEvents($companyOrganizationId: Int!) {
    getCompanyOrganizationSubscribedWHEvents(companyOrganizationId: $companyOrganizationId) {
      id
      name
      description
      provisionStatus
      errMessage
      companyOrganizationToBbWebhookEventId
    }
  }
`);

export const ManageSubscribedEventsDocument = graphql(`
  mutation ManageCompanyOrganizationSubscribedWHEvents($requestType: String!, $companyOrganizationId: Int, $webhookEventId: Int, $companyOrganizationToBbWebhookEventId: Int) {
    ManageCompanyOrganizationSubscribedWHEvents(
      requestType: $requestType
      companyOrganizationId: $companyOrganizationId
      webhookEventId: $webhookEventId
      companyOrganizationToBbWebhookEventId: $companyOrganizationToBbWebhookEventId
    ) {
      statusCode
      error
    }
  }
`);

export const UpdatedEnvironmentDocument = graphql(`
  subscription UpdatedBlackbaudOrganization($id: Int!) {
    updatedBlackbaudOrganization(id: $id) {
      id
      status
      isLocked
    }
  }
`);

export const BlackbaudItemRequestsDocument = graphql(`
  mutation BlackbaudItemRequests($companyOrgId: Int!, $stepsToSync: [String!]!) {
    BlackbaudItemRequests(companyOrgId: $companyOrgId, stepsToSync: $stepsToSync) {
      statusCode
      error
      result
    }
  }
`);

export const UpdateEnvironmentDocument = graphql(`
  mutation UpdateBlackbaudOrganization($id: Int!, $organizationName: String, $isLocked: Int) {
    updateBlackbaudOrganization(id: $id, organizationName: $organizationName, isLocked: $isLocked) {
      id
      organizationName
      isLocked
    }
  }
`);
