import { graphql } from '../../graphql/generated/index.ts';

export const AppealDropdownsDocument = graphql(`
  query GetAppealDropdownsByAudienceId($audienceId: Int!, $blackbaudOrganizationId: Int!, $fromDate: String, $toDate: String) {
    getAppealDropdownsByAudienceId(audienceId: $audienceId, blackbaudOrganizationId: $blackbaudOrganizationId, fromDate: $fromDate, toDate: $toDate) {
      statusCode
      error
      rows {
        campaignId
        campaignName
        appealId
        appealName
        fundId
        fundName
        dateAdded
      }
    }
  }
`);

export const MapAppealRequestDocument = graphql(`
  mutation MapAppealRequest($appealId: Int!, $mappingAppeal: MappingAppealInput!, $updateMapAppeal: Boolean) {
    MapAppealRequest(appealId: $appealId, mappingAppeal: $mappingAppeal, updateMapAppeal: $updateMapAppeal) {
      statusCode
      error
      isSkipped
    }
  }
`);
