import { graphql } from '../graphql/generated/index.ts';

export const AppealFieldsFragment = graphql(`
  fragment AppealFields on Appeal {
    id
    userId
    companyId
    audienceId
    blackbaudOrganizationId
    name
    step
    mappingSettings
    numberAskSettings
    strategySettings
    columnOrderSettings
    extraFieldsSettings
    customFieldsSettings
    readyToExportDownloadUrl
    handleManuallyDownloadUrl
    exportExpirationDate
    dataImportSourceId
    includeSoftCredits
    isLocked
    createdAt
    updatedAt
    organizationName
    audienceName
    audienceTotal
  }
`);

export const GetAppealDocument = graphql(`
  query GetAppeal($id: Int!) {
    getAppeal(id: $id) {
      ...AppealFields
    }
  }
`);

export const GetAppealStatusDocument = graphql(`
  query GetAppealStatus($appealId: Int!) {
    getAppealStatus(appealId: $appealId) {
      appealId
      isLocked
      mapAppealStatus
      algorithmStatus
      exportExcelStatus
      mapAppealError
      algorithmError
      exportExcelError
      updatedAt
    }
  }
`);

export const CreateAppealDocument = graphql(`
  mutation CreateAppeal(
    $audienceId: Int
    $blackbaudOrganizationId: Int!
    $name: String!
    $step: String
    $columnOrderSettings: String
    $dataImportSourceId: Int!
    $includeSoftCredits: Int
  ) {
    createAppeal(
      audienceId: $audienceId
      blackbaudOrganizationId: $blackbaudOrganizationId
      name: $name
      step: $step
      columnOrderSettings: $columnOrderSettings
      dataImportSourceId: $dataImportSourceId
      includeSoftCredits: $includeSoftCredits
    ) {
      ...AppealFields
    }
  }
`);

export const UpdateAppealDocument = graphql(`
  mutation UpdateAppeal(
    $id: Int!
    $name: String
    $step: String
    $includeSoftCredits: Int
    $numberAskSettings: String
    $strategySettings: String
    $extraFieldsSettings: String
    $customFieldsSettings: String
    $columnOrderSettings: String
    $algorithmStatus: String
  ) {
    updateAppeal(
      id: $id
      name: $name
      step: $step
      includeSoftCredits: $includeSoftCredits
      numberAskSettings: $numberAskSettings
      strategySettings: $strategySettings
      extraFieldsSettings: $extraFieldsSettings
      customFieldsSettings: $customFieldsSettings
      columnOrderSettings: $columnOrderSettings
      algorithmStatus: $algorithmStatus
    ) {
      ...AppealFields
    }
  }
`);

export const UpdateAppealStatusDocument = graphql(`
  mutation UpdateAppealStatus($appealId: Int!, $isLocked: Int, $statuses: AppealStatusesInput) {
    updateAppealStatus(appealId: $appealId, isLocked: $isLocked, statuses: $statuses) {
      appealId
      isLocked
      mapAppealStatus
      algorithmStatus
      exportExcelStatus
    }
  }
`);

export const UpdatedAppealDocument = graphql(`
  subscription UpdatedAppeal($id: Int!) {
    updatedAppeal(id: $id) {
      ...AppealFields
    }
  }
`);
