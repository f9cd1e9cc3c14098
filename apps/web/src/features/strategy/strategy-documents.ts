import { graphql } from '../../graphql/generated/index.ts';

export const AppealAskCalculationDocument = graphql(`
  query AppealAskCalculation($appealId: Int!) {
    getAppealAskCalculation(appealId: $appealId) {
      appealId
      algorithmStatus
      algorithmError
      generation
      strategyId
      numberOfAsks
      askMode
      donors
      isStale
    }
  }
`);

export const BulkUpdateAppealConstituentDocument = graphql(`
  mutation BulkUpdateAppealConstituent($appealId: Int!) {
    BulkUpdateAppealConstituent(body: { appealId: $appealId }) {
      statusCode
      result
      error
    }
  }
`);

/**
 * The appeal's saved number of asks and mode, for the strategy previews. A query of its own, always sent to
 * the server when the page opens: the appeal query is shared with the page before, whose last (older)
 * result the strategy page could be handed while the appeal is fetched again.
 */
export const AppealAskChoiceDocument = graphql(`
  query AppealAskChoice($id: Int!) {
    getAppeal(id: $id) {
      id
      numberAskSettings
    }
  }
`);

/** The what-if preview of a strategy over the appeal, with the appeal's saved number of asks (what-if.graphql.ts). */
export const WhatIfPreviewDocument = graphql(`
  query WhatIfPreview($appealId: Int!, $strategyId: String!) {
    getWhatIfPreview(appealId: $appealId, strategyId: $strategyId) {
      strategyId
      numberOfAsks
      isMonthly
      donors
      sampled
      projectedDonors
      basis
      assumption
      revenuePerRecipientLow
      revenuePerRecipientHigh
      appeals {
        appealId
        appealName
      }
      bands {
        band
        label
        donors
        sampled
        firstAskMedian
        firstAskLow
        firstAskHigh
        basis
        revenuePerRecipientLow
        revenuePerRecipientHigh
      }
    }
  }
`);
