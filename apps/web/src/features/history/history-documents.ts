import { graphql } from '../../graphql/generated/index.ts';

export const AppealHistoryDocument = graphql(`
  query AppealHistory($input: AppealHistoryInput!) {
    getAppealHistory(input: $input) {
      quantity
      incompleted
      data {
        id
        name
        createdAt
        userId
        userFullName
        constituents
        step
        strategySettings
        numberAskSettings
        columnOrderSettings
        readyToExportDownloadUrl
        handleManuallyDownloadUrl
        exportExpirationDate
        dataImportSourceId
        environmentName
        isLocked
        results {
          recipients
          responders
          totalRaised
          revenuePerRecipientDifference
          source
          crm
        }
        asksSent {
          crm
          status
          written
          unchanged
          refused
          sentAt
        }
      }
    }
  }
`);

export const DeleteAppealDocument = graphql(`
  mutation DeleteAppeal($id: Int!) {
    deleteAppeal(id: $id)
  }
`);

export const DuplicateAppealDocument = graphql(`
  mutation DuplicateAppeal($fromAppealId: Int!, $appealName: String!) {
    DuplicateAppeal(fromAppealId: $fromAppealId, appealName: $appealName) {
      id
      name
      step
      isLocked
      dataImportSourceId
    }
  }
`);
