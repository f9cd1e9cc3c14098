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
