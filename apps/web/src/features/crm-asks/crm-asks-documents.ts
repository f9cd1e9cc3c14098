import { graphql } from '../../graphql/generated/index.ts';

export const CrmAskSendDocument = graphql(`
  query CrmAskSend($appealId: Int!) {
    getCrmAskSend(appealId: $appealId) {
      id
      status
      crm
      category
      recordAction
      total
      written
      unchanged
      refused
      error
      finishedAt
      refusals {
        donorName
        externalId
        error
      }
    }
  }
`);

export const CrmAskCategoriesDocument = graphql(`
  query CrmAskCategories($appealId: Int!) {
    getCrmAskCategories(appealId: $appealId)
  }
`);

export const SendAppealAsksToCrmDocument = graphql(`
  mutation SendAppealAsksToCrm($appealId: Int!, $crm: String!, $category: String, $recordAction: Boolean) {
    sendAppealAsksToCrm(appealId: $appealId, crm: $crm, category: $category, recordAction: $recordAction) {
      id
      status
    }
  }
`);
