import { graphql } from '../../graphql/generated/index.ts';

export const VirtuousAccountsDocument = graphql(`
  query ListLinkedVirtuousAccounts {
    listLinkedVirtuousAccounts {
      id
      companyId
      organizationId
      virtuousAccountId
      organizationName
      totalConstituents
      syncedConstituents
      isLocked
      totalTags
      needsReauthentication
    }
  }
`);

export const VirtuousClaimsTokenDocument = graphql(`
  query GetVirtuousClaimsToken {
    getVirtuousClaimsToken
  }
`);

export const VirtuousSignInDocument = graphql(`
  mutation VirtuousSignIn($claimsToken: String!, $organizationName: String!, $apiKey: String, $email: String, $password: String, $otp: String) {
    VirtuousSignIn(claimsToken: $claimsToken, organizationName: $organizationName, apiKey: $apiKey, email: $email, password: $password, otp: $otp) {
      statusCode
      error
      result
    }
  }
`);

export const ExchangeVirtuousTokenDocument = graphql(`
  mutation ExchangeVirtuousToken($token: String!, $isReconnect: Boolean!, $virtuousAccountId: Int) {
    ExchangeVirtuousToken(token: $token, isReconnect: $isReconnect, virtuousAccountId: $virtuousAccountId) {
      statusCode
      error
      result
    }
  }
`);

export const DeleteVirtuousAccountDocument = graphql(`
  mutation DeleteCompanyToVirtuousAccount($id: Int!) {
    deleteCompanyToVirtuousAccount(id: $id) {
      statusCode
      error
    }
  }
`);

export const VirtuousIngestionDocument = graphql(`
  mutation VirtuousIngestion($virtuousAccountId: Int!, $resourceType: String!, $tagId: Int, $extraParams: String) {
    VirtuousIngestion(virtuousAccountId: $virtuousAccountId, resourceType: $resourceType, tagId: $tagId, extraParams: $extraParams) {
      statusCode
      error
      result
    }
  }
`);

export const VirtuousTagsDocument = graphql(`
  query GetTagsByVirtuousAccountId($virtuousAccountId: Int!) {
    getTagsByVirtuousAccountId(virtuousAccountId: $virtuousAccountId) {
      id
      vTagId
      tagName
      tagGroupName
      ccpIngested
      totalContacts
      lastSyncedAt
    }
  }
`);

export const VirtuousIngestionStatusDocument = graphql(`
  query GetVirtuousIngestionStatus($virtuousAccountId: Int!, $tagId: Int) {
    getVirtuousIngestionStatus(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {
      id
      tagId
      status
      processed
      total
      errorMessage
    }
  }
`);

export const VirtuousPickerOptionsDocument = graphql(`
  query VirtuousPickerOptions($virtuousAccountId: Int!, $tagId: Int) {
    getVirtuousCampaigns(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {
      id
      vCampaignId
      campaignName
    }
    getVirtuousCommunications(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {
      id
      vCommunicationId
      vCampaignId
      communicationName
    }
    getVirtuousProjectsByTagId(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {
      id
      vProjectId
      projectName
      vProjectCode
    }
  }
`);

export const VirtuousMappingSelectionsDocument = graphql(`
  query GetVirtuousAppealMappingSelections($appealId: Int!) {
    getVirtuousAppealMappingSelections(appealId: $appealId) {
      appealId
      tagId
      includePassthrough
      selections
    }
  }
`);
