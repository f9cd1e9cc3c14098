import { graphql } from '../../graphql/generated/index.ts';

/** A test group as every test-and-learn screen shows it (set-up, source codes). */
export const AppealTestGroupFieldsFragment = graphql(`
  fragment AppealTestGroupFields on AppealTestGroup {
    letter
    strategyId
    strategyName
    share
    sourceCode
    fixedLadder
    donors
  }
`);

export const AppealTestDocument = graphql(`
  query AppealTest($appealId: Int!) {
    getAppealTest(appealId: $appealId) {
      appealId
      groups {
        ...AppealTestGroupFields
      }
    }
  }
`);

export const SaveAppealTestDocument = graphql(`
  mutation SaveAppealTest($appealId: Int!, $groups: [AppealTestGroupInput!]!) {
    saveAppealTest(appealId: $appealId, groups: $groups) {
      appealId
      groups {
        ...AppealTestGroupFields
      }
    }
  }
`);

export const RemoveAppealTestDocument = graphql(`
  mutation RemoveAppealTest($appealId: Int!) {
    removeAppealTest(appealId: $appealId)
  }
`);

/** Which of a test's two strategies to use next time, over all donors and per giving band. */
export const StrategyRecommendationFieldsFragment = graphql(`
  fragment StrategyRecommendationFields on StrategyRecommendation {
    recommendedStrategyId
    first {
      letter
      name
    }
    second {
      letter
      name
    }
    overall {
      ...StrategyComparisonFields
    }
    bands {
      ...StrategyComparisonFields
    }
  }
`);

export const StrategyComparisonFieldsFragment = graphql(`
  fragment StrategyComparisonFields on StrategyComparison {
    band
    label
    firstRevenuePerRecipient
    secondRevenuePerRecipient
    difference
    low
    high
    aheadLetter
    recommendedLetter
    text
  }
`);

/** The strategy step's suggestion from the company's last test with results. */
export const StrategySuggestionDocument = graphql(`
  query StrategySuggestion($appealId: Int!) {
    getStrategySuggestion(appealId: $appealId) {
      appealId
      appealName
      strategyId
      text
    }
  }
`);

export const AppealResultsDocument = graphql(`
  query AppealResults($appealId: Int!) {
    getAppealResults(appealId: $appealId) {
      appealId
      appealName
      mailedCount
      hasResults
      fileName
      importedAt
      source
      syncedAt
      rowCount
      matchedCount
      unmatchedCount
      verdict
      recommendation {
        ...StrategyRecommendationFields
      }
      total {
        recipients
        responders
        responseRate
        total
        averageGift
        revenuePerRecipient
      }
      comparison {
        difference
        low
        high
        pValue
        level
      }
      groups {
        letter
        label
        strategyId
        sourceCode
        recipients
        responders
        responseRate
        total
        averageGift
        revenuePerRecipient
        upgrades
        renewingResponders
        askChoices {
          ask1
          ask2
          ask3
          ask4
          ask5
          above
          below
          offLadder
        }
        bands {
          band
          label
          recipients
          responders
          responseRate
          total
          averageGift
          revenuePerRecipient
        }
      }
    }
  }
`);

export const SetAppealTestSourceCodesDocument = graphql(`
  mutation SetAppealTestSourceCodes($appealId: Int!, $sourceCodes: [AppealTestSourceCodeInput!]!) {
    setAppealTestSourceCodes(appealId: $appealId, sourceCodes: $sourceCodes) {
      appealId
      groups {
        ...AppealTestGroupFields
      }
    }
  }
`);

export const AppealCrmResultsDocument = graphql(`
  query AppealCrmResults($appealId: Int!) {
    getAppealCrmResults(appealId: $appealId) {
      fundraisingAppealId
      fromDate
      appeals {
        id
        name
      }
    }
  }
`);

export const ReadAppealResultsFromCrmDocument = graphql(`
  mutation ReadAppealResultsFromCrm($appealId: Int!, $fundraisingAppealId: Int!, $fromDate: String!) {
    readAppealResultsFromCrm(appealId: $appealId, fundraisingAppealId: $fundraisingAppealId, fromDate: $fromDate) {
      appealId
      hasResults
    }
  }
`);
