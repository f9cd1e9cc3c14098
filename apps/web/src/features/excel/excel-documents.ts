import { graphql } from '../../graphql/generated/index.ts';

export const ExcelFilesDocument = graphql(`
  query ExcelFiles {
    getExcelOrganizations {
      id
      name
      constituentTotal
      createdAt
      status
      uploadBy
      progress
      errorCount
      errorMessages(limit: 1) {
        id
        error
      }
      customColumns
    }
  }
`);

export const ExcelFileResultDocument = graphql(`
  query ExcelFileResult {
    getExcelOrganizations {
      id
      status
      progress
      errorCount
      errorMessages(limit: 5) {
        id
        error
      }
    }
  }
`);

export const ExcelRowsDocument = graphql(`
  query ExcelRows($organizationId: Int!, $limit: Int!, $offset: Int!, $search: String) {
    listExcelDetailByOrganizationId(organizationId: $organizationId, limit: $limit, offset: $offset, search: $search) {
      id
      externalIdentifier
      firstName
      lastName
      ...ExcelRowGiving
      minSuggestedAskW
      spouse
      Address1
      city
      state
      zip
      preferredEmail
      preferredName
      totalRows
      customFieldValues {
        category
        value
      }
    }
  }
`);

export const FileProcessDataDocument = graphql(`
  mutation FileProcessData($sourceType: String!, $fileName: String!) {
    FileProcessData(sourceType: $sourceType, fileName: $fileName) {
      statusCode
      error
      result {
        id
        name
        status
      }
    }
  }
`);

export const SoftDeleteExcelOrganizationDocument = graphql(`
  mutation SoftDeleteExcelOrganization($id: Int!) {
    softDeleteExcelOrganization(id: $id)
  }
`);

/** Spec: 'For Excel, an empty mapping is saved' (the appeal's rows come from the file). */
export const SaveExcelMappingDocument = graphql(`
  mutation SaveExcelMapping($appealId: Int!, $mappingAppeal: MappingAppealInput!) {
    MapAppealRequest(appealId: $appealId, mappingAppeal: $mappingAppeal) {
      statusCode
      error
    }
  }
`);
