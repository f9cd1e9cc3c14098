import { graphql } from '../../graphql/generated/index.ts';

export const ExportFieldsDocument = graphql(`
  query ExportFields($appealId: Int!, $organizationId: Int) {
    getAppealExportFields(appealId: $appealId, organizationId: $organizationId) {
      id
      code
      name
      isDefaultChecked
    }
  }
`);

export const ExcelCustomFieldsDocument = graphql(`
  query ExportExcelCustomFields($appealId: Int) {
    getExcelCustomFields(appealId: $appealId) {
      id
      name
      category
    }
  }
`);

export const BlackbaudCustomFieldsDocument = graphql(`
  query ExportBlackbaudCustomFields($appealId: Int) {
    getBlackbaudCustomFields(appealId: $appealId) {
      id
      name
      category
    }
  }
`);

export const VirtuousCustomFieldsDocument = graphql(`
  query ExportVirtuousCustomFields($appealId: Int) {
    getVirtuousCustomFields(appealId: $appealId) {
      id
      name
      category
    }
  }
`);

export const ExportAllowanceDocument = graphql(`
  query ExportAllowance($appealId: Int) {
    getExportAllowance(appealId: $appealId) {
      isSubscribed
      freeAllowance
      used
      remaining
      askStringsToExport
    }
  }
`);

export const CreateExportFilesDocument = graphql(`
  mutation CreateExportFiles($appealId: Int!, $isRenewal: Boolean, $presetId: String) {
    createExportFilesByAppealId(appealId: $appealId, isRenewal: $isRenewal, presetId: $presetId) {
      id
      step
      readyToExportDownloadUrl
      handleManuallyDownloadUrl
      exportExpirationDate
    }
  }
`);

export const ExportStatusDocument = graphql(`
  query ExportStatus($appealId: Int!) {
    getAppealStatus(appealId: $appealId) {
      appealId
      exportExcelStatus
      exportExcelError
    }
    getAppeal(id: $appealId) {
      id
      step
      readyToExportDownloadUrl
      handleManuallyDownloadUrl
      exportExpirationDate
    }
  }
`);

export const ExportPresetsDocument = graphql(`
  query ExportPresets {
    getExportPresets {
      id
      name
      isReadyMade
      fileFormat
      mergeTextOrder
      columns {
        field
        header
      }
    }
    getExportPresetFields {
      id
      name
    }
  }
`);

export const SaveExportPresetDocument = graphql(`
  mutation SaveExportPreset($input: ExportPresetInput!) {
    saveExportPreset(input: $input) {
      id
      name
      isReadyMade
      fileFormat
      mergeTextOrder
      columns {
        field
        header
      }
    }
  }
`);

export const DeleteExportPresetDocument = graphql(`
  mutation DeleteExportPreset($id: String!) {
    deleteExportPreset(id: $id)
  }
`);

export const CreateReplyCardProofDocument = graphql(`
  mutation CreateReplyCardProof($appealId: Int!) {
    createReplyCardProof(appealId: $appealId) {
      downloadUrl
      cards
    }
  }
`);
