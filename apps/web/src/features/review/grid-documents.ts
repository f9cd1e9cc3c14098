import { graphql } from '../../graphql/generated/index.ts';

export const GridRowFieldsFragment = graphql(`
  fragment GridRowFields on AppealConstituentRow {
    id
    rowKey
    constituentId
    firstName
    lastName
    contactName
    informalName
    zipCode
    ...GridRowGiving
    minSuggestedAskWR
    baseAsk
    primaryAsk
    customBaseAsk
    anualAsk1
    anualAsk2
    anualAsk3
    anualAsk4
    anualAsk5
    monthlyAsk1
    monthlyAsk2
    monthlyAsk3
    monthlyAsk4
    monthlyAsk5
    askString
    status
    statusSetByUser
    askLogs
    fiveKOrAbove
    threeXAppealGift
    oneKMoreLastYear
    isSpicy
    isBaseline
    isTop100
    testGroup
  }
`);

export const AppealConstituentsByFilterDocument = graphql(`
  query AppealConstituentsByFilter($input: AppealConstituentsFilterInput!) {
    getAppealConstituentsByFilter(input: $input) {
      appealId
      generation
      askMode
      numberOfAsks
      strategyId
      filterType
      orderBy
      orderDirection
      pagination {
        total
        limit
        page
        skip
        urls {
          current
          first
          last
          next
          previous
        }
      }
      uniqueValues {
        filterType
        label
        count
      }
      rows {
        ...GridRowFields
      }
    }
  }
`);

export const CustomBaseAskDocument = graphql(`
  mutation UpdateAppealUsingCustomBaseAskValue(
    $appealConstituentId: ID!
    $customBaseAskValue: String!
    $rowKey: String
    $askGenSettings: String
    $strategyId: String
  ) {
    UpdateAppealUsingCustomBaseAskValue(
      appealConstituentId: $appealConstituentId
      customBaseAskValue: $customBaseAskValue
      rowKey: $rowKey
      askGenSettings: $askGenSettings
      strategyId: $strategyId
    ) {
      statusCode
      error
      appealConstituentId
      askString
      anualAsk1
      anualAsk2
      anualAsk3
      anualAsk4
      anualAsk5
      monthlyAsk1
      monthlyAsk2
      monthlyAsk3
      monthlyAsk4
      monthlyAsk5
      baseAsk
      primaryAsk
      customBaseAsk
      isSpicy
      fiveKOrAbove
      oneKMoreLastYear
      threeXAppealGift
      askLogs
      status
    }
  }
`);

export const UpdateAppealConstituentsDocument = graphql(`
  mutation UpdateAppealConstituents($body: UpdateAppealConstituentsBody!) {
    UpdateAppealConstituents(body: $body) {
      statusCode
      result
      error
    }
  }
`);
