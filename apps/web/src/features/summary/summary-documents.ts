import { graphql } from '../../graphql/generated/index.ts';

export const AppealSummaryCountsDocument = graphql(`
  query AppealSummaryCounts($appealId: Int!) {
    getAppealSummaryCounts(appealId: $appealId) {
      appealId
      isCalculated
      hasDonors
      hasStrategy
      summaryAllConstituentsQty
      summaryHandleManually
      summaryHandleExcludeExport
      summaryHandleReadyToExport
      summaryAverageAskString
      summaryMedianAskString
      bands {
        key
        label
        filterType
        total
        readyExport
        handleManually
        excludeExport
        readyExportFilterType
        handleManuallyFilterType
        excludeExportFilterType
      }
      tiles {
        key
        label
        group
        filterType
        count
      }
      testGroups {
        letter
        label
        donors
        readyExport
        handleManually
        excludeExport
        averageAskString
        medianAskString
        tiles {
          key
          label
          group
          filterType
          count
        }
      }
    }
  }
`);
