/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  mutation GateLogout {\n    logout\n  }\n': typeof types.GateLogoutDocument;
  '\n  mutation Logout {\n    logout\n  }\n': typeof types.LogoutDocument;
  '\n  mutation ConfirmSignUp($username: String!, $code: String!) {\n    confirmSignUp(username: $username, code: $code)\n  }\n': typeof types.ConfirmSignUpDocument;
  '\n  mutation SetPassword($password: String!) {\n    setPassword(password: $password)\n  }\n': typeof types.SetPasswordDocument;
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input)\n  }\n': typeof types.UpdateProfileDocument;
  '\n  query CompanyInvite {\n    getCompanyInvite {\n      companyUserId\n      companyId\n      companyName\n      roleId\n    }\n  }\n': typeof types.CompanyInviteDocument;
  '\n  mutation AuthPostSignUp($companyUserId: ID!) {\n    AuthPostSignUp(companyUserId: $companyUserId)\n  }\n': typeof types.AuthPostSignUpDocument;
  '\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      id\n      name\n    }\n  }\n': typeof types.CreateCompanyDocument;
  '\n  mutation HubspotCreateCompany {\n    HubspotCreateCompany\n  }\n': typeof types.HubspotCreateCompanyDocument;
  '\n  mutation CreateCompanyUser($input: CreateCompanyUserInput!) {\n    createCompanyUser(input: $input) {\n      id\n      email\n    }\n  }\n': typeof types.CreateCompanyUserDocument;
  '\n  mutation OnboardingLogout {\n    logout\n  }\n': typeof types.OnboardingLogoutDocument;
  '\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n': typeof types.ForgotPasswordDocument;
  '\n  mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {\n    forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)\n  }\n': typeof types.ForgotPasswordSubmitDocument;
  '\n  mutation SignInPassword($email: String!, $password: String!) {\n    signInPassword(email: $email, password: $password) {\n      status\n      ticket\n    }\n  }\n': typeof types.SignInPasswordDocument;
  '\n  mutation SignInVerifyCode($ticket: String!, $code: String!) {\n    signInVerifyCode(ticket: $ticket, code: $code) {\n      status\n    }\n  }\n': typeof types.SignInVerifyCodeDocument;
  '\n  mutation ResendSignInCode($ticket: String!) {\n    resendSignInCode(ticket: $ticket) {\n      status\n    }\n  }\n': typeof types.ResendSignInCodeDocument;
  '\n  mutation SignUp($email: String!, $password: String) {\n    signUp(email: $email, password: $password)\n  }\n': typeof types.SignUpDocument;
  '\n  mutation WelcomeLogout {\n    logout\n  }\n': typeof types.WelcomeLogoutDocument;
  '\n  query GetOrganizationAudiences($organizationId: Int!) {\n    getOrganizationAudiences(organizationId: $organizationId) {\n      id\n      name\n      total\n      lastLinkedToConstituentsOn\n      executionStatus\n      processedConstituentsCount\n      totalConstituentsCount\n      errorMessage\n    }\n  }\n': typeof types.GetOrganizationAudiencesDocument;
  '\n  mutation AdminBlackbaudAudienceRequestV2($bbAudienceId: Int!, $requestType: String!) {\n    AdminBlackbaudAudienceRequestV2(bbAudienceId: $bbAudienceId, requestType: $requestType) {\n      statusCode\n      error\n      blackbaudAudienceListExecutionId\n    }\n  }\n': typeof types.AdminBlackbaudAudienceRequestV2Document;
  '\n  mutation RefreshBlackbaudAudienceLists($companyOrganizationId: Int!) {\n    RefreshBlackbaudAudienceLists(companyOrganizationId: $companyOrganizationId) {\n      statusCode\n      error\n      result\n    }\n  }\n': typeof types.RefreshBlackbaudAudienceListsDocument;
  '\n  query GetBlackbaudAudienceListExecutionById($id: Int!) {\n    getBlackbaudAudienceListExecutionById(id: $id) {\n      id\n      audienceId\n      status\n      processedConstituentsCount\n      totalConstituentsCount\n      errorMessage\n    }\n  }\n': typeof types.GetBlackbaudAudienceListExecutionByIdDocument;
  '\n  query SubscriptionPage {\n    getCompanySubscription {\n      paymentSubscriptionId\n      subscriptionId\n      cbSubscriptionId\n      planName\n      annualFee\n      annualFeeCents\n      constituentsLimit\n      next_billing_at\n      paymentDate\n      currentTermEnd\n      cancelledAt\n      active\n      status\n      standard\n      canReactivate\n    }\n    listPaymentSubscriptions {\n      id\n      name\n      description\n      annualFee\n      annualFeeCents\n      constituentsLimit\n      cbsubscriptionId\n      donorsRecord\n    }\n    getCompanyTotalConstituents\n  }\n': typeof types.SubscriptionPageDocument;
  '\n  query BillingConfiguration {\n    getBillingConfiguration {\n      provider\n      site\n      publishableKey\n      jsUrl\n      tokenizeUrl\n    }\n  }\n': typeof types.BillingConfigurationDocument;
  '\n  query EstimatePlanUpgrade($planId: Int, $cbSubscriptionId: String, $promoCodes: [String!]) {\n    getEstimatePlanUpgrade(planId: $planId, cbSubscriptionId: $cbSubscriptionId, promoCodes: $promoCodes) {\n      statusCode\n      message\n      error\n      result {\n        amountDue\n        creditsApplied\n        total\n      }\n    }\n  }\n': typeof types.EstimatePlanUpgradeDocument;
  '\n  query PromocodeValidate($cbSubscriptionId: String!, $promoCode: String!) {\n    PromocodeValidateRequest(cbSubscriptionId: $cbSubscriptionId, promoCode: $promoCode) {\n      statusCode\n      message\n      result {\n        code\n        discountAmount\n        discountText\n        discountType\n        durationType\n        period\n        periodUnit\n        subscriptionPrice\n      }\n    }\n  }\n': typeof types.PromocodeValidateDocument;
  '\n  query CustomPlanValidate($cbSubscriptionId: String!) {\n    CustomPlanValidateRequest(cbSubscriptionId: $cbSubscriptionId) {\n      statusCode\n      message\n      result {\n        cbSubscriptionId\n        planName\n        price\n        constituentsLimit\n      }\n    }\n  }\n': typeof types.CustomPlanValidateDocument;
  '\n  query SubscriptionDetail($processType: SubscriptionProcessType!, $invoiceId: String) {\n    SubscriptionDetailRequest(processType: $processType, invoiceId: $invoiceId) {\n      statusCode\n      message\n      result {\n        coupon\n        coupons {\n          coupon_id\n        }\n        card {\n          first_name\n          card_type\n        }\n        payment_method {\n          type\n          card {\n            last4\n          }\n          bank_account {\n            last4\n          }\n        }\n        subscription {\n          id\n          status\n          current_term_end\n          next_billing_at\n          cancelled_at\n          subscription_items {\n            item_price_id\n            amount\n          }\n          coupons {\n            coupon_id\n            discount_amount\n          }\n        }\n      }\n      listPaymentMethods {\n        id\n        type\n        primary\n        card {\n          brand\n          last4\n          masked_number\n          expiry_month\n          expiry_year\n          first_name\n          last_name\n          billing_addr1\n          billing_city\n          billing_zip\n        }\n        bank_account {\n          last4\n        }\n      }\n      resultInvoices {\n        id\n        date\n        description\n        service_period_start\n        service_period_end\n        payment_method\n        sub_total\n        total\n        credits_applied\n        amount_paid\n        status\n      }\n      invoicePdf {\n        download_url\n      }\n    }\n  }\n': typeof types.SubscriptionDetailDocument;
  '\n  mutation CreateCompanySubscription($input: SubscriptionPurchaseInput!) {\n    CreateCompanySubscriptionRequest(input: $input) {\n      statusCode\n      message\n      result {\n        pageLink\n        hostedPageId\n      }\n    }\n  }\n': typeof types.CreateCompanySubscriptionDocument;
  '\n  mutation SetCompanySubscription($input: SubscriptionPurchaseInput!) {\n    SetCompanySubscriptionRequest(input: $input) {\n      statusCode\n      message\n      result {\n        pageLink\n        hostedPageId\n      }\n    }\n  }\n': typeof types.SetCompanySubscriptionDocument;
  '\n  mutation CompleteHostedCheckout($hostedPageId: String!, $subscriptionId: Int) {\n    CompleteHostedCheckoutRequest(hostedPageId: $hostedPageId, subscriptionId: $subscriptionId) {\n      statusCode\n      message\n    }\n  }\n': typeof types.CompleteHostedCheckoutDocument;
  '\n  mutation UpdatePaymentMethod($input: PaymentMethodInput!) {\n    UpdatePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n': typeof types.UpdatePaymentMethodDocument;
  '\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    CreatePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n': typeof types.CreatePaymentMethodDocument;
  '\n  mutation EditPaymentMethod($input: PaymentMethodInput!) {\n    EditPaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n': typeof types.EditPaymentMethodDocument;
  '\n  mutation SetAsPrimaryPaymentMethod($input: PaymentMethodInput!) {\n    SetAsPrimaryPaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n': typeof types.SetAsPrimaryPaymentMethodDocument;
  '\n  mutation DeletePaymentMethod($input: PaymentMethodInput!) {\n    DeletePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n': typeof types.DeletePaymentMethodDocument;
  '\n  mutation CancelCompanySubscription {\n    CancelCompanySubscriptionRequest {\n      statusCode\n      message\n    }\n  }\n': typeof types.CancelCompanySubscriptionDocument;
  '\n  mutation SaveSubscriptionCancelFeedback($feedbacks: CancelFeedbackInput!) {\n    SaveSubscriptionCancelFeedbackRequest(processType: "CREATE_FEEDBACK", feedbacks: $feedbacks) {\n      statusCode\n      message\n    }\n  }\n': typeof types.SaveSubscriptionCancelFeedbackDocument;
  '\n  mutation ReactivateCompanySubscription {\n    ReactivateCompanySubscriptionRequest {\n      statusCode\n      message\n    }\n  }\n': typeof types.ReactivateCompanySubscriptionDocument;
  '\n  query CrmAskSend($appealId: Int!) {\n    getCrmAskSend(appealId: $appealId) {\n      id\n      status\n      crm\n      category\n      recordAction\n      total\n      written\n      unchanged\n      refused\n      error\n      finishedAt\n      refusals {\n        donorName\n        externalId\n        error\n      }\n    }\n  }\n': typeof types.CrmAskSendDocument;
  '\n  query CrmAskCategories($appealId: Int!) {\n    getCrmAskCategories(appealId: $appealId)\n  }\n': typeof types.CrmAskCategoriesDocument;
  '\n  mutation SendAppealAsksToCrm($appealId: Int!, $crm: String!, $category: String, $recordAction: Boolean) {\n    sendAppealAsksToCrm(appealId: $appealId, crm: $crm, category: $category, recordAction: $recordAction) {\n      id\n      status\n    }\n  }\n': typeof types.SendAppealAsksToCrmDocument;
  '\n  query ListBlackbaudOrganizationsByCompanyId {\n    listBlackbaudOrganizationsByCompanyId {\n      id\n      companyOrgId\n      organizationId\n      organizationName\n      environmentId\n      environmentName\n      constituentTotal\n      giftTotal\n      totalAudienceLists\n      status\n      isLocked\n      lastStatusUpdate\n      errorMessage\n      ingestionType\n      ingestionStatus\n      ingestionCompletionDate\n      isPractice\n      needsReauthentication\n    }\n  }\n': typeof types.ListBlackbaudOrganizationsByCompanyIdDocument;
  '\n  query GetBlackbaudAuthorizationSettings {\n    getBlackbaudAuthorizationSettings {\n      isConfigured\n      authorizeUrl\n      clientId\n      redirectUri\n    }\n  }\n': typeof types.GetBlackbaudAuthorizationSettingsDocument;
  '\n  mutation BlackbaudAuthentication($callbackUrl: String!, $code: String!, $isReconnect: Boolean!, $reIngestResources: Boolean, $companyOrgId: Int) {\n    BlackbaudAuthentication(callbackUrl: $callbackUrl, code: $code, isReconnect: $isReconnect, reIngestResources: $reIngestResources, companyOrgId: $companyOrgId) {\n      statusCode\n      error\n      result\n    }\n  }\n': typeof types.BlackbaudAuthenticationDocument;
  '\n  mutation TriggerBlackbaudIngestion($type: String!, $companyOrganizationId: Int!) {\n    TriggerBlackbaudIngestion(type: $type, companyOrganizationId: $companyOrganizationId) {\n      statusCode\n      error\n      result\n    }\n  }\n': typeof types.TriggerBlackbaudIngestionDocument;
  '\n  mutation RemoveBlackbaudEnvironment($companyOrganizationId: Int, $practiceBBOrganizationId: Int) {\n    RemoveBlackbaudEnvironment(companyOrganizationId: $companyOrganizationId, practiceBBOrganizationId: $practiceBBOrganizationId) {\n      statusCode\n      error\n    }\n  }\n': typeof types.RemoveBlackbaudEnvironmentDocument;
  '\n  query GetLatestBlackbaudIngestionRequests($companyOrgId: Int!) {\n    getLatestBlackbaudIngestionRequests(companyOrgId: $companyOrgId) {\n      id\n      type\n      status\n      errorMessage\n      completedAt\n      progress {\n        bbijId\n        bbijEntity\n        ingested\n        total\n        percentage\n        status\n        isEssential\n        errorMessage\n      }\n    }\n  }\n': typeof types.GetLatestBlackbaudIngestionRequestsDocument;
  '\n  query GetCompanyOrganizationSubscribedWHEvents($companyOrganizationId: Int!) {\n    getCompanyOrganizationSubscribedWHEvents(companyOrganizationId: $companyOrganizationId) {\n      id\n      name\n      description\n      provisionStatus\n      errMessage\n      companyOrganizationToBbWebhookEventId\n    }\n  }\n': typeof types.GetCompanyOrganizationSubscribedWhEventsDocument;
  '\n  mutation ManageCompanyOrganizationSubscribedWHEvents($requestType: String!, $companyOrganizationId: Int, $webhookEventId: Int, $companyOrganizationToBbWebhookEventId: Int) {\n    ManageCompanyOrganizationSubscribedWHEvents(\n      requestType: $requestType\n      companyOrganizationId: $companyOrganizationId\n      webhookEventId: $webhookEventId\n      companyOrganizationToBbWebhookEventId: $companyOrganizationToBbWebhookEventId\n    ) {\n      statusCode\n      error\n    }\n  }\n': typeof types.ManageCompanyOrganizationSubscribedWhEventsDocument;
  '\n  subscription UpdatedBlackbaudOrganization($id: Int!) {\n    updatedBlackbaudOrganization(id: $id) {\n      id\n      status\n      isLocked\n    }\n  }\n': typeof types.UpdatedBlackbaudOrganizationDocument;
  '\n  mutation BlackbaudItemRequests($companyOrgId: Int!, $stepsToSync: [String!]!) {\n    BlackbaudItemRequests(companyOrgId: $companyOrgId, stepsToSync: $stepsToSync) {\n      statusCode\n      error\n      result\n    }\n  }\n': typeof types.BlackbaudItemRequestsDocument;
  '\n  mutation UpdateBlackbaudOrganization($id: Int!, $organizationName: String, $isLocked: Int) {\n    updateBlackbaudOrganization(id: $id, organizationName: $organizationName, isLocked: $isLocked) {\n      id\n      organizationName\n      isLocked\n    }\n  }\n': typeof types.UpdateBlackbaudOrganizationDocument;
  '\n  query ExcelFiles {\n    getExcelOrganizations {\n      id\n      name\n      constituentTotal\n      createdAt\n      status\n      uploadBy\n      progress\n      errorCount\n      errorMessages(limit: 1) {\n        id\n        error\n      }\n      customColumns\n    }\n  }\n': typeof types.ExcelFilesDocument;
  '\n  query ExcelFileResult {\n    getExcelOrganizations {\n      id\n      status\n      progress\n      errorCount\n      errorMessages(limit: 5) {\n        id\n        error\n      }\n    }\n  }\n': typeof types.ExcelFileResultDocument;
  '\n  query ExcelRows($organizationId: Int!, $limit: Int!, $offset: Int!, $search: String) {\n    listExcelDetailByOrganizationId(organizationId: $organizationId, limit: $limit, offset: $offset, search: $search) {\n      id\n      externalIdentifier\n      firstName\n      lastName\n      ...ExcelRowGiving\n      minSuggestedAskW\n      spouse\n      Address1\n      city\n      state\n      zip\n      preferredEmail\n      preferredName\n      totalRows\n      customFieldValues {\n        category\n        value\n      }\n    }\n  }\n': typeof types.ExcelRowsDocument;
  '\n  mutation FileProcessData($sourceType: String!, $fileName: String!) {\n    FileProcessData(sourceType: $sourceType, fileName: $fileName) {\n      statusCode\n      error\n      result {\n        id\n        name\n        status\n      }\n    }\n  }\n': typeof types.FileProcessDataDocument;
  '\n  mutation SoftDeleteExcelOrganization($id: Int!) {\n    softDeleteExcelOrganization(id: $id)\n  }\n': typeof types.SoftDeleteExcelOrganizationDocument;
  '\n  mutation SaveExcelMapping($appealId: Int!, $mappingAppeal: MappingAppealInput!) {\n    MapAppealRequest(appealId: $appealId, mappingAppeal: $mappingAppeal) {\n      statusCode\n      error\n    }\n  }\n': typeof types.SaveExcelMappingDocument;
  '\n  query ExportFields($appealId: Int!, $organizationId: Int) {\n    getAppealExportFields(appealId: $appealId, organizationId: $organizationId) {\n      id\n      code\n      name\n      isDefaultChecked\n    }\n  }\n': typeof types.ExportFieldsDocument;
  '\n  query ExportExcelCustomFields($appealId: Int) {\n    getExcelCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n': typeof types.ExportExcelCustomFieldsDocument;
  '\n  query ExportBlackbaudCustomFields($appealId: Int) {\n    getBlackbaudCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n': typeof types.ExportBlackbaudCustomFieldsDocument;
  '\n  query ExportVirtuousCustomFields($appealId: Int) {\n    getVirtuousCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n': typeof types.ExportVirtuousCustomFieldsDocument;
  '\n  query ExportAllowance($appealId: Int) {\n    getExportAllowance(appealId: $appealId) {\n      isSubscribed\n      freeAllowance\n      used\n      remaining\n      askStringsToExport\n    }\n  }\n': typeof types.ExportAllowanceDocument;
  '\n  mutation CreateExportFiles($appealId: Int!, $isRenewal: Boolean, $presetId: String) {\n    createExportFilesByAppealId(appealId: $appealId, isRenewal: $isRenewal, presetId: $presetId) {\n      id\n      step\n      readyToExportDownloadUrl\n      handleManuallyDownloadUrl\n      exportExpirationDate\n    }\n  }\n': typeof types.CreateExportFilesDocument;
  '\n  query ExportStatus($appealId: Int!) {\n    getAppealStatus(appealId: $appealId) {\n      appealId\n      exportExcelStatus\n      exportExcelError\n    }\n    getAppeal(id: $appealId) {\n      id\n      step\n      readyToExportDownloadUrl\n      handleManuallyDownloadUrl\n      exportExpirationDate\n    }\n  }\n': typeof types.ExportStatusDocument;
  '\n  query ExportPresets {\n    getExportPresets {\n      id\n      name\n      isReadyMade\n      fileFormat\n      mergeTextOrder\n      columns {\n        field\n        header\n      }\n    }\n    getExportPresetFields {\n      id\n      name\n    }\n  }\n': typeof types.ExportPresetsDocument;
  '\n  mutation SaveExportPreset($input: ExportPresetInput!) {\n    saveExportPreset(input: $input) {\n      id\n      name\n      isReadyMade\n      fileFormat\n      mergeTextOrder\n      columns {\n        field\n        header\n      }\n    }\n  }\n': typeof types.SaveExportPresetDocument;
  '\n  mutation DeleteExportPreset($id: String!) {\n    deleteExportPreset(id: $id)\n  }\n': typeof types.DeleteExportPresetDocument;
  '\n  mutation CreateReplyCardProof($appealId: Int!) {\n    createReplyCardProof(appealId: $appealId) {\n      downloadUrl\n      cards\n    }\n  }\n': typeof types.CreateReplyCardProofDocument;
  '\n  query AppealHistory($input: AppealHistoryInput!) {\n    getAppealHistory(input: $input) {\n      quantity\n      incompleted\n      data {\n        id\n        name\n        createdAt\n        userId\n        userFullName\n        constituents\n        step\n        strategySettings\n        numberAskSettings\n        columnOrderSettings\n        readyToExportDownloadUrl\n        handleManuallyDownloadUrl\n        exportExpirationDate\n        dataImportSourceId\n        environmentName\n        isLocked\n        results {\n          recipients\n          responders\n          totalRaised\n          revenuePerRecipientDifference\n          source\n          crm\n        }\n        asksSent {\n          crm\n          status\n          written\n          unchanged\n          refused\n          sentAt\n        }\n      }\n    }\n  }\n': typeof types.AppealHistoryDocument;
  '\n  mutation DeleteAppeal($id: Int!) {\n    deleteAppeal(id: $id)\n  }\n': typeof types.DeleteAppealDocument;
  '\n  mutation DuplicateAppeal($fromAppealId: Int!, $appealName: String!) {\n    DuplicateAppeal(fromAppealId: $fromAppealId, appealName: $appealName) {\n      id\n      name\n      step\n      isLocked\n      dataImportSourceId\n    }\n  }\n': typeof types.DuplicateAppealDocument;
  '\n  query GetAppealDropdownsByAudienceId($audienceId: Int!, $blackbaudOrganizationId: Int!, $fromDate: String, $toDate: String) {\n    getAppealDropdownsByAudienceId(audienceId: $audienceId, blackbaudOrganizationId: $blackbaudOrganizationId, fromDate: $fromDate, toDate: $toDate) {\n      statusCode\n      error\n      rows {\n        campaignId\n        campaignName\n        appealId\n        appealName\n        fundId\n        fundName\n        dateAdded\n      }\n    }\n  }\n': typeof types.GetAppealDropdownsByAudienceIdDocument;
  '\n  mutation MapAppealRequest($appealId: Int!, $mappingAppeal: MappingAppealInput!, $updateMapAppeal: Boolean) {\n    MapAppealRequest(appealId: $appealId, mappingAppeal: $mappingAppeal, updateMapAppeal: $updateMapAppeal) {\n      statusCode\n      error\n      isSkipped\n    }\n  }\n': typeof types.MapAppealRequestDocument;
  '\n  query GetCompany {\n    getCompany {\n      id\n      name\n      address\n      address2\n      city\n      state\n      zip\n      phone\n      industry\n      website\n    }\n  }\n': typeof types.GetCompanyDocument;
  '\n  mutation UpdateCompany($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) {\n      id\n      name\n      address\n      address2\n      city\n      state\n      zip\n      phone\n      industry\n      website\n    }\n  }\n': typeof types.UpdateCompanyDocument;
  '\n  mutation SaveProfile($input: ProfileInput!) {\n    updateProfile(input: $input)\n  }\n': typeof types.SaveProfileDocument;
  '\n  query CompanyUsers {\n    getCompanyUsers {\n      id\n      userId\n      userName\n      firstName\n      lastName\n      email\n      role\n      roleId\n      owner\n      active\n      confirmed\n      createdAt\n      expirationCodeDate\n    }\n    getCompanyTotalConstituents\n  }\n': typeof types.CompanyUsersDocument;
  '\n  mutation InviteCompanyUser($input: CreateCompanyUserInput!) {\n    createCompanyUser(input: $input) {\n      id\n    }\n  }\n': typeof types.InviteCompanyUserDocument;
  '\n  mutation UpdateCompanyUser($userId: ID!, $roleId: Int!) {\n    updateCompanyUser(userId: $userId, roleId: $roleId) {\n      id\n      roleId\n    }\n  }\n': typeof types.UpdateCompanyUserDocument;
  '\n  mutation ActiveDeactiveCompanyUser($companyUserId: ID!, $active: Boolean!) {\n    ActiveDeactiveCompanyUser(companyUserId: $companyUserId, active: $active) {\n      id\n      active\n    }\n  }\n': typeof types.ActiveDeactiveCompanyUserDocument;
  '\n  mutation RemoveCognitoUser($userId: ID!) {\n    RemoveCognitoUser(userId: $userId)\n  }\n': typeof types.RemoveCognitoUserDocument;
  '\n  mutation MakeUserOwner($companyUserId: ID!) {\n    MakeUserOwner(companyUserId: $companyUserId) {\n      statusCode\n    }\n  }\n': typeof types.MakeUserOwnerDocument;
  '\n  mutation AdminManuallyConfirmUser($username: String!) {\n    AdminManuallyConfirmUser(username: $username) {\n      statusCode\n    }\n  }\n': typeof types.AdminManuallyConfirmUserDocument;
  '\n  mutation ReInviteCompanyUser($companyUserId: ID!) {\n    reInviteCompanyUser(companyUserId: $companyUserId) {\n      id\n      expirationCodeDate\n    }\n  }\n': typeof types.ReInviteCompanyUserDocument;
  '\n  fragment GridRowFields on AppealConstituentRow {\n    id\n    rowKey\n    constituentId\n    firstName\n    lastName\n    contactName\n    informalName\n    zipCode\n    ...GridRowGiving\n    minSuggestedAskWR\n    baseAsk\n    primaryAsk\n    customBaseAsk\n    anualAsk1\n    anualAsk2\n    anualAsk3\n    anualAsk4\n    anualAsk5\n    monthlyAsk1\n    monthlyAsk2\n    monthlyAsk3\n    monthlyAsk4\n    monthlyAsk5\n    askString\n    status\n    statusSetByUser\n    askLogs\n    fiveKOrAbove\n    threeXAppealGift\n    oneKMoreLastYear\n    isSpicy\n    isBaseline\n    isTop100\n    testGroup\n  }\n': typeof types.GridRowFieldsFragmentDoc;
  '\n  query AppealConstituentsByFilter($input: AppealConstituentsFilterInput!) {\n    getAppealConstituentsByFilter(input: $input) {\n      appealId\n      generation\n      askMode\n      numberOfAsks\n      strategyId\n      filterType\n      orderBy\n      orderDirection\n      pagination {\n        total\n        limit\n        page\n        skip\n        urls {\n          current\n          first\n          last\n          next\n          previous\n        }\n      }\n      uniqueValues {\n        filterType\n        label\n        count\n      }\n      rows {\n        ...GridRowFields\n      }\n    }\n  }\n': typeof types.AppealConstituentsByFilterDocument;
  '\n  mutation UpdateAppealUsingCustomBaseAskValue(\n    $appealConstituentId: ID!\n    $customBaseAskValue: String!\n    $rowKey: String\n    $askGenSettings: String\n    $strategyId: String\n  ) {\n    UpdateAppealUsingCustomBaseAskValue(\n      appealConstituentId: $appealConstituentId\n      customBaseAskValue: $customBaseAskValue\n      rowKey: $rowKey\n      askGenSettings: $askGenSettings\n      strategyId: $strategyId\n    ) {\n      statusCode\n      error\n      appealConstituentId\n      askString\n      anualAsk1\n      anualAsk2\n      anualAsk3\n      anualAsk4\n      anualAsk5\n      monthlyAsk1\n      monthlyAsk2\n      monthlyAsk3\n      monthlyAsk4\n      monthlyAsk5\n      baseAsk\n      primaryAsk\n      customBaseAsk\n      isSpicy\n      fiveKOrAbove\n      oneKMoreLastYear\n      threeXAppealGift\n      askLogs\n      status\n    }\n  }\n': typeof types.UpdateAppealUsingCustomBaseAskValueDocument;
  '\n  mutation UpdateAppealConstituents($body: UpdateAppealConstituentsBody!) {\n    UpdateAppealConstituents(body: $body) {\n      statusCode\n      result\n      error\n    }\n  }\n': typeof types.UpdateAppealConstituentsDocument;
  '\n  query AppealAskCalculation($appealId: Int!) {\n    getAppealAskCalculation(appealId: $appealId) {\n      appealId\n      algorithmStatus\n      algorithmError\n      generation\n      strategyId\n      numberOfAsks\n      askMode\n      donors\n      isStale\n    }\n  }\n': typeof types.AppealAskCalculationDocument;
  '\n  mutation BulkUpdateAppealConstituent($appealId: Int!) {\n    BulkUpdateAppealConstituent(body: { appealId: $appealId }) {\n      statusCode\n      result\n      error\n    }\n  }\n': typeof types.BulkUpdateAppealConstituentDocument;
  '\n  query AppealAskChoice($id: Int!) {\n    getAppeal(id: $id) {\n      id\n      numberAskSettings\n    }\n  }\n': typeof types.AppealAskChoiceDocument;
  '\n  query WhatIfPreview($appealId: Int!, $strategyId: String!) {\n    getWhatIfPreview(appealId: $appealId, strategyId: $strategyId) {\n      strategyId\n      numberOfAsks\n      isMonthly\n      donors\n      sampled\n      projectedDonors\n      basis\n      assumption\n      revenuePerRecipientLow\n      revenuePerRecipientHigh\n      appeals {\n        appealId\n        appealName\n      }\n      bands {\n        band\n        label\n        donors\n        sampled\n        firstAskMedian\n        firstAskLow\n        firstAskHigh\n        basis\n        revenuePerRecipientLow\n        revenuePerRecipientHigh\n      }\n    }\n  }\n': typeof types.WhatIfPreviewDocument;
  '\n  query AppealSummaryCounts($appealId: Int!) {\n    getAppealSummaryCounts(appealId: $appealId) {\n      appealId\n      isCalculated\n      hasDonors\n      hasStrategy\n      summaryAllConstituentsQty\n      summaryHandleManually\n      summaryHandleExcludeExport\n      summaryHandleReadyToExport\n      summaryAverageAskString\n      summaryMedianAskString\n      bands {\n        key\n        label\n        filterType\n        total\n        readyExport\n        handleManually\n        excludeExport\n        readyExportFilterType\n        handleManuallyFilterType\n        excludeExportFilterType\n      }\n      tiles {\n        key\n        label\n        group\n        filterType\n        count\n      }\n      testGroups {\n        letter\n        label\n        donors\n        readyExport\n        handleManually\n        excludeExport\n        averageAskString\n        medianAskString\n        tiles {\n          key\n          label\n          group\n          filterType\n          count\n        }\n      }\n    }\n  }\n': typeof types.AppealSummaryCountsDocument;
  '\n  fragment AppealTestGroupFields on AppealTestGroup {\n    letter\n    strategyId\n    strategyName\n    share\n    sourceCode\n    fixedLadder\n    donors\n  }\n': typeof types.AppealTestGroupFieldsFragmentDoc;
  '\n  query AppealTest($appealId: Int!) {\n    getAppealTest(appealId: $appealId) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n': typeof types.AppealTestDocument;
  '\n  mutation SaveAppealTest($appealId: Int!, $groups: [AppealTestGroupInput!]!) {\n    saveAppealTest(appealId: $appealId, groups: $groups) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n': typeof types.SaveAppealTestDocument;
  '\n  mutation RemoveAppealTest($appealId: Int!) {\n    removeAppealTest(appealId: $appealId)\n  }\n': typeof types.RemoveAppealTestDocument;
  '\n  fragment StrategyRecommendationFields on StrategyRecommendation {\n    recommendedStrategyId\n    first {\n      letter\n      name\n    }\n    second {\n      letter\n      name\n    }\n    overall {\n      ...StrategyComparisonFields\n    }\n    bands {\n      ...StrategyComparisonFields\n    }\n  }\n': typeof types.StrategyRecommendationFieldsFragmentDoc;
  '\n  fragment StrategyComparisonFields on StrategyComparison {\n    band\n    label\n    firstRevenuePerRecipient\n    secondRevenuePerRecipient\n    difference\n    low\n    high\n    aheadLetter\n    recommendedLetter\n    text\n  }\n': typeof types.StrategyComparisonFieldsFragmentDoc;
  '\n  query StrategySuggestion($appealId: Int!) {\n    getStrategySuggestion(appealId: $appealId) {\n      appealId\n      appealName\n      strategyId\n      text\n    }\n  }\n': typeof types.StrategySuggestionDocument;
  '\n  query AppealResults($appealId: Int!) {\n    getAppealResults(appealId: $appealId) {\n      appealId\n      appealName\n      mailedCount\n      hasResults\n      fileName\n      importedAt\n      source\n      syncedAt\n      rowCount\n      matchedCount\n      unmatchedCount\n      verdict\n      recommendation {\n        ...StrategyRecommendationFields\n      }\n      total {\n        recipients\n        responders\n        responseRate\n        total\n        averageGift\n        revenuePerRecipient\n      }\n      comparison {\n        difference\n        low\n        high\n        pValue\n        level\n      }\n      groups {\n        letter\n        label\n        strategyId\n        sourceCode\n        recipients\n        responders\n        responseRate\n        total\n        averageGift\n        revenuePerRecipient\n        upgrades\n        renewingResponders\n        askChoices {\n          ask1\n          ask2\n          ask3\n          ask4\n          ask5\n          above\n          below\n          offLadder\n        }\n        bands {\n          band\n          label\n          recipients\n          responders\n          responseRate\n          total\n          averageGift\n          revenuePerRecipient\n        }\n      }\n    }\n  }\n': typeof types.AppealResultsDocument;
  '\n  mutation SetAppealTestSourceCodes($appealId: Int!, $sourceCodes: [AppealTestSourceCodeInput!]!) {\n    setAppealTestSourceCodes(appealId: $appealId, sourceCodes: $sourceCodes) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n': typeof types.SetAppealTestSourceCodesDocument;
  '\n  query AppealCrmResults($appealId: Int!) {\n    getAppealCrmResults(appealId: $appealId) {\n      fundraisingAppealId\n      fromDate\n      appeals {\n        id\n        name\n      }\n    }\n  }\n': typeof types.AppealCrmResultsDocument;
  '\n  mutation ReadAppealResultsFromCrm($appealId: Int!, $fundraisingAppealId: Int!, $fromDate: String!) {\n    readAppealResultsFromCrm(appealId: $appealId, fundraisingAppealId: $fundraisingAppealId, fromDate: $fromDate) {\n      appealId\n      hasResults\n    }\n  }\n': typeof types.ReadAppealResultsFromCrmDocument;
  '\n  query ListLinkedVirtuousAccounts {\n    listLinkedVirtuousAccounts {\n      id\n      companyId\n      organizationId\n      virtuousAccountId\n      organizationName\n      totalConstituents\n      syncedConstituents\n      isLocked\n      totalTags\n      needsReauthentication\n    }\n  }\n': typeof types.ListLinkedVirtuousAccountsDocument;
  '\n  query GetVirtuousClaimsToken {\n    getVirtuousClaimsToken\n  }\n': typeof types.GetVirtuousClaimsTokenDocument;
  '\n  mutation VirtuousSignIn($claimsToken: String!, $organizationName: String!, $apiKey: String, $email: String, $password: String, $otp: String) {\n    VirtuousSignIn(claimsToken: $claimsToken, organizationName: $organizationName, apiKey: $apiKey, email: $email, password: $password, otp: $otp) {\n      statusCode\n      error\n      result\n    }\n  }\n': typeof types.VirtuousSignInDocument;
  '\n  mutation ExchangeVirtuousToken($token: String!, $isReconnect: Boolean!, $virtuousAccountId: Int) {\n    ExchangeVirtuousToken(token: $token, isReconnect: $isReconnect, virtuousAccountId: $virtuousAccountId) {\n      statusCode\n      error\n      result\n    }\n  }\n': typeof types.ExchangeVirtuousTokenDocument;
  '\n  mutation DeleteCompanyToVirtuousAccount($id: Int!) {\n    deleteCompanyToVirtuousAccount(id: $id) {\n      statusCode\n      error\n    }\n  }\n': typeof types.DeleteCompanyToVirtuousAccountDocument;
  '\n  mutation VirtuousIngestion($virtuousAccountId: Int!, $resourceType: String!, $tagId: Int, $extraParams: String) {\n    VirtuousIngestion(virtuousAccountId: $virtuousAccountId, resourceType: $resourceType, tagId: $tagId, extraParams: $extraParams) {\n      statusCode\n      error\n      result\n    }\n  }\n': typeof types.VirtuousIngestionDocument;
  '\n  query GetTagsByVirtuousAccountId($virtuousAccountId: Int!) {\n    getTagsByVirtuousAccountId(virtuousAccountId: $virtuousAccountId) {\n      id\n      vTagId\n      tagName\n      tagGroupName\n      ccpIngested\n      totalContacts\n      lastSyncedAt\n    }\n  }\n': typeof types.GetTagsByVirtuousAccountIdDocument;
  '\n  query GetVirtuousIngestionStatus($virtuousAccountId: Int!, $tagId: Int) {\n    getVirtuousIngestionStatus(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      tagId\n      status\n      processed\n      total\n      errorMessage\n    }\n  }\n': typeof types.GetVirtuousIngestionStatusDocument;
  '\n  query VirtuousPickerOptions($virtuousAccountId: Int!, $tagId: Int) {\n    getVirtuousCampaigns(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vCampaignId\n      campaignName\n    }\n    getVirtuousCommunications(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vCommunicationId\n      vCampaignId\n      communicationName\n    }\n    getVirtuousProjectsByTagId(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vProjectId\n      projectName\n      vProjectCode\n    }\n  }\n': typeof types.VirtuousPickerOptionsDocument;
  '\n  query GetVirtuousAppealMappingSelections($appealId: Int!) {\n    getVirtuousAppealMappingSelections(appealId: $appealId) {\n      appealId\n      tagId\n      includePassthrough\n      selections\n    }\n  }\n': typeof types.GetVirtuousAppealMappingSelectionsDocument;
  '\n  fragment ExcelRowGiving on ExcelRow {\n    lastGift\n    totalGiftLastYear\n    appealGiftLastYear\n    appealGiftTwoYearsAgo\n    appealGiftThreeYearsAgo\n    campaignGift\n    specialEventGift\n    greatestGift\n    lifetimeGifts\n    lifetimeGiving\n  }\n': typeof types.ExcelRowGivingFragmentDoc;
  '\n  fragment GridRowGiving on AppealConstituentRow {\n    lastGift\n    totalGiftLastYear\n    appealGiftLastYear\n    appealGiftTwoYearsAgo\n    appealGiftThreeYearsAgo\n    campaignGift\n    specialEventGift\n    greatestGift\n    lifetimeGifts\n    lifetimeGiving\n  }\n': typeof types.GridRowGivingFragmentDoc;
  '\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      role\n      phone\n      confirmed\n      userGroup\n      mustSetPassword\n      isActive\n      isAdministrator\n      company {\n        id\n        name\n        roleId\n        companyUserId\n        hubspotId\n        isOwner\n      }\n    }\n  }\n': typeof types.MeDocument;
  '\n  fragment AppealFields on Appeal {\n    id\n    userId\n    companyId\n    audienceId\n    blackbaudOrganizationId\n    name\n    step\n    mappingSettings\n    numberAskSettings\n    strategySettings\n    columnOrderSettings\n    extraFieldsSettings\n    customFieldsSettings\n    readyToExportDownloadUrl\n    handleManuallyDownloadUrl\n    exportExpirationDate\n    dataImportSourceId\n    includeSoftCredits\n    isLocked\n    createdAt\n    updatedAt\n    organizationName\n    audienceName\n    audienceTotal\n  }\n': typeof types.AppealFieldsFragmentDoc;
  '\n  query GetAppeal($id: Int!) {\n    getAppeal(id: $id) {\n      ...AppealFields\n    }\n  }\n': typeof types.GetAppealDocument;
  '\n  query GetAppealStatus($appealId: Int!) {\n    getAppealStatus(appealId: $appealId) {\n      appealId\n      isLocked\n      mapAppealStatus\n      algorithmStatus\n      exportExcelStatus\n      mapAppealError\n      algorithmError\n      exportExcelError\n      updatedAt\n    }\n  }\n': typeof types.GetAppealStatusDocument;
  '\n  mutation CreateAppeal(\n    $audienceId: Int\n    $blackbaudOrganizationId: Int!\n    $name: String!\n    $step: String\n    $columnOrderSettings: String\n    $dataImportSourceId: Int!\n    $includeSoftCredits: Int\n  ) {\n    createAppeal(\n      audienceId: $audienceId\n      blackbaudOrganizationId: $blackbaudOrganizationId\n      name: $name\n      step: $step\n      columnOrderSettings: $columnOrderSettings\n      dataImportSourceId: $dataImportSourceId\n      includeSoftCredits: $includeSoftCredits\n    ) {\n      ...AppealFields\n    }\n  }\n': typeof types.CreateAppealDocument;
  '\n  mutation UpdateAppeal(\n    $id: Int!\n    $name: String\n    $step: String\n    $includeSoftCredits: Int\n    $numberAskSettings: String\n    $strategySettings: String\n    $extraFieldsSettings: String\n    $customFieldsSettings: String\n    $columnOrderSettings: String\n    $algorithmStatus: String\n  ) {\n    updateAppeal(\n      id: $id\n      name: $name\n      step: $step\n      includeSoftCredits: $includeSoftCredits\n      numberAskSettings: $numberAskSettings\n      strategySettings: $strategySettings\n      extraFieldsSettings: $extraFieldsSettings\n      customFieldsSettings: $customFieldsSettings\n      columnOrderSettings: $columnOrderSettings\n      algorithmStatus: $algorithmStatus\n    ) {\n      ...AppealFields\n    }\n  }\n': typeof types.UpdateAppealDocument;
  '\n  mutation UpdateAppealStatus($appealId: Int!, $isLocked: Int, $statuses: AppealStatusesInput) {\n    updateAppealStatus(appealId: $appealId, isLocked: $isLocked, statuses: $statuses) {\n      appealId\n      isLocked\n      mapAppealStatus\n      algorithmStatus\n      exportExcelStatus\n    }\n  }\n': typeof types.UpdateAppealStatusDocument;
  '\n  subscription UpdatedAppeal($id: Int!) {\n    updatedAppeal(id: $id) {\n      ...AppealFields\n    }\n  }\n': typeof types.UpdatedAppealDocument;
  '\n  query DataImportSources {\n    getDataImportSources {\n      id\n      name\n      code\n    }\n  }\n': typeof types.DataImportSourcesDocument;
};
const documents: Documents = {
  '\n  mutation GateLogout {\n    logout\n  }\n': types.GateLogoutDocument,
  '\n  mutation Logout {\n    logout\n  }\n': types.LogoutDocument,
  '\n  mutation ConfirmSignUp($username: String!, $code: String!) {\n    confirmSignUp(username: $username, code: $code)\n  }\n':
    types.ConfirmSignUpDocument,
  '\n  mutation SetPassword($password: String!) {\n    setPassword(password: $password)\n  }\n': types.SetPasswordDocument,
  '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input)\n  }\n': types.UpdateProfileDocument,
  '\n  query CompanyInvite {\n    getCompanyInvite {\n      companyUserId\n      companyId\n      companyName\n      roleId\n    }\n  }\n':
    types.CompanyInviteDocument,
  '\n  mutation AuthPostSignUp($companyUserId: ID!) {\n    AuthPostSignUp(companyUserId: $companyUserId)\n  }\n':
    types.AuthPostSignUpDocument,
  '\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      id\n      name\n    }\n  }\n':
    types.CreateCompanyDocument,
  '\n  mutation HubspotCreateCompany {\n    HubspotCreateCompany\n  }\n': types.HubspotCreateCompanyDocument,
  '\n  mutation CreateCompanyUser($input: CreateCompanyUserInput!) {\n    createCompanyUser(input: $input) {\n      id\n      email\n    }\n  }\n':
    types.CreateCompanyUserDocument,
  '\n  mutation OnboardingLogout {\n    logout\n  }\n': types.OnboardingLogoutDocument,
  '\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n': types.ForgotPasswordDocument,
  '\n  mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {\n    forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)\n  }\n':
    types.ForgotPasswordSubmitDocument,
  '\n  mutation SignInPassword($email: String!, $password: String!) {\n    signInPassword(email: $email, password: $password) {\n      status\n      ticket\n    }\n  }\n':
    types.SignInPasswordDocument,
  '\n  mutation SignInVerifyCode($ticket: String!, $code: String!) {\n    signInVerifyCode(ticket: $ticket, code: $code) {\n      status\n    }\n  }\n':
    types.SignInVerifyCodeDocument,
  '\n  mutation ResendSignInCode($ticket: String!) {\n    resendSignInCode(ticket: $ticket) {\n      status\n    }\n  }\n':
    types.ResendSignInCodeDocument,
  '\n  mutation SignUp($email: String!, $password: String) {\n    signUp(email: $email, password: $password)\n  }\n': types.SignUpDocument,
  '\n  mutation WelcomeLogout {\n    logout\n  }\n': types.WelcomeLogoutDocument,
  '\n  query GetOrganizationAudiences($organizationId: Int!) {\n    getOrganizationAudiences(organizationId: $organizationId) {\n      id\n      name\n      total\n      lastLinkedToConstituentsOn\n      executionStatus\n      processedConstituentsCount\n      totalConstituentsCount\n      errorMessage\n    }\n  }\n':
    types.GetOrganizationAudiencesDocument,
  '\n  mutation AdminBlackbaudAudienceRequestV2($bbAudienceId: Int!, $requestType: String!) {\n    AdminBlackbaudAudienceRequestV2(bbAudienceId: $bbAudienceId, requestType: $requestType) {\n      statusCode\n      error\n      blackbaudAudienceListExecutionId\n    }\n  }\n':
    types.AdminBlackbaudAudienceRequestV2Document,
  '\n  mutation RefreshBlackbaudAudienceLists($companyOrganizationId: Int!) {\n    RefreshBlackbaudAudienceLists(companyOrganizationId: $companyOrganizationId) {\n      statusCode\n      error\n      result\n    }\n  }\n':
    types.RefreshBlackbaudAudienceListsDocument,
  '\n  query GetBlackbaudAudienceListExecutionById($id: Int!) {\n    getBlackbaudAudienceListExecutionById(id: $id) {\n      id\n      audienceId\n      status\n      processedConstituentsCount\n      totalConstituentsCount\n      errorMessage\n    }\n  }\n':
    types.GetBlackbaudAudienceListExecutionByIdDocument,
  '\n  query SubscriptionPage {\n    getCompanySubscription {\n      paymentSubscriptionId\n      subscriptionId\n      cbSubscriptionId\n      planName\n      annualFee\n      annualFeeCents\n      constituentsLimit\n      next_billing_at\n      paymentDate\n      currentTermEnd\n      cancelledAt\n      active\n      status\n      standard\n      canReactivate\n    }\n    listPaymentSubscriptions {\n      id\n      name\n      description\n      annualFee\n      annualFeeCents\n      constituentsLimit\n      cbsubscriptionId\n      donorsRecord\n    }\n    getCompanyTotalConstituents\n  }\n':
    types.SubscriptionPageDocument,
  '\n  query BillingConfiguration {\n    getBillingConfiguration {\n      provider\n      site\n      publishableKey\n      jsUrl\n      tokenizeUrl\n    }\n  }\n':
    types.BillingConfigurationDocument,
  '\n  query EstimatePlanUpgrade($planId: Int, $cbSubscriptionId: String, $promoCodes: [String!]) {\n    getEstimatePlanUpgrade(planId: $planId, cbSubscriptionId: $cbSubscriptionId, promoCodes: $promoCodes) {\n      statusCode\n      message\n      error\n      result {\n        amountDue\n        creditsApplied\n        total\n      }\n    }\n  }\n':
    types.EstimatePlanUpgradeDocument,
  '\n  query PromocodeValidate($cbSubscriptionId: String!, $promoCode: String!) {\n    PromocodeValidateRequest(cbSubscriptionId: $cbSubscriptionId, promoCode: $promoCode) {\n      statusCode\n      message\n      result {\n        code\n        discountAmount\n        discountText\n        discountType\n        durationType\n        period\n        periodUnit\n        subscriptionPrice\n      }\n    }\n  }\n':
    types.PromocodeValidateDocument,
  '\n  query CustomPlanValidate($cbSubscriptionId: String!) {\n    CustomPlanValidateRequest(cbSubscriptionId: $cbSubscriptionId) {\n      statusCode\n      message\n      result {\n        cbSubscriptionId\n        planName\n        price\n        constituentsLimit\n      }\n    }\n  }\n':
    types.CustomPlanValidateDocument,
  '\n  query SubscriptionDetail($processType: SubscriptionProcessType!, $invoiceId: String) {\n    SubscriptionDetailRequest(processType: $processType, invoiceId: $invoiceId) {\n      statusCode\n      message\n      result {\n        coupon\n        coupons {\n          coupon_id\n        }\n        card {\n          first_name\n          card_type\n        }\n        payment_method {\n          type\n          card {\n            last4\n          }\n          bank_account {\n            last4\n          }\n        }\n        subscription {\n          id\n          status\n          current_term_end\n          next_billing_at\n          cancelled_at\n          subscription_items {\n            item_price_id\n            amount\n          }\n          coupons {\n            coupon_id\n            discount_amount\n          }\n        }\n      }\n      listPaymentMethods {\n        id\n        type\n        primary\n        card {\n          brand\n          last4\n          masked_number\n          expiry_month\n          expiry_year\n          first_name\n          last_name\n          billing_addr1\n          billing_city\n          billing_zip\n        }\n        bank_account {\n          last4\n        }\n      }\n      resultInvoices {\n        id\n        date\n        description\n        service_period_start\n        service_period_end\n        payment_method\n        sub_total\n        total\n        credits_applied\n        amount_paid\n        status\n      }\n      invoicePdf {\n        download_url\n      }\n    }\n  }\n':
    types.SubscriptionDetailDocument,
  '\n  mutation CreateCompanySubscription($input: SubscriptionPurchaseInput!) {\n    CreateCompanySubscriptionRequest(input: $input) {\n      statusCode\n      message\n      result {\n        pageLink\n        hostedPageId\n      }\n    }\n  }\n':
    types.CreateCompanySubscriptionDocument,
  '\n  mutation SetCompanySubscription($input: SubscriptionPurchaseInput!) {\n    SetCompanySubscriptionRequest(input: $input) {\n      statusCode\n      message\n      result {\n        pageLink\n        hostedPageId\n      }\n    }\n  }\n':
    types.SetCompanySubscriptionDocument,
  '\n  mutation CompleteHostedCheckout($hostedPageId: String!, $subscriptionId: Int) {\n    CompleteHostedCheckoutRequest(hostedPageId: $hostedPageId, subscriptionId: $subscriptionId) {\n      statusCode\n      message\n    }\n  }\n':
    types.CompleteHostedCheckoutDocument,
  '\n  mutation UpdatePaymentMethod($input: PaymentMethodInput!) {\n    UpdatePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n':
    types.UpdatePaymentMethodDocument,
  '\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    CreatePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n':
    types.CreatePaymentMethodDocument,
  '\n  mutation EditPaymentMethod($input: PaymentMethodInput!) {\n    EditPaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n':
    types.EditPaymentMethodDocument,
  '\n  mutation SetAsPrimaryPaymentMethod($input: PaymentMethodInput!) {\n    SetAsPrimaryPaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n':
    types.SetAsPrimaryPaymentMethodDocument,
  '\n  mutation DeletePaymentMethod($input: PaymentMethodInput!) {\n    DeletePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n':
    types.DeletePaymentMethodDocument,
  '\n  mutation CancelCompanySubscription {\n    CancelCompanySubscriptionRequest {\n      statusCode\n      message\n    }\n  }\n':
    types.CancelCompanySubscriptionDocument,
  '\n  mutation SaveSubscriptionCancelFeedback($feedbacks: CancelFeedbackInput!) {\n    SaveSubscriptionCancelFeedbackRequest(processType: "CREATE_FEEDBACK", feedbacks: $feedbacks) {\n      statusCode\n      message\n    }\n  }\n':
    types.SaveSubscriptionCancelFeedbackDocument,
  '\n  mutation ReactivateCompanySubscription {\n    ReactivateCompanySubscriptionRequest {\n      statusCode\n      message\n    }\n  }\n':
    types.ReactivateCompanySubscriptionDocument,
  '\n  query CrmAskSend($appealId: Int!) {\n    getCrmAskSend(appealId: $appealId) {\n      id\n      status\n      crm\n      category\n      recordAction\n      total\n      written\n      unchanged\n      refused\n      error\n      finishedAt\n      refusals {\n        donorName\n        externalId\n        error\n      }\n    }\n  }\n':
    types.CrmAskSendDocument,
  '\n  query CrmAskCategories($appealId: Int!) {\n    getCrmAskCategories(appealId: $appealId)\n  }\n': types.CrmAskCategoriesDocument,
  '\n  mutation SendAppealAsksToCrm($appealId: Int!, $crm: String!, $category: String, $recordAction: Boolean) {\n    sendAppealAsksToCrm(appealId: $appealId, crm: $crm, category: $category, recordAction: $recordAction) {\n      id\n      status\n    }\n  }\n':
    types.SendAppealAsksToCrmDocument,
  '\n  query ListBlackbaudOrganizationsByCompanyId {\n    listBlackbaudOrganizationsByCompanyId {\n      id\n      companyOrgId\n      organizationId\n      organizationName\n      environmentId\n      environmentName\n      constituentTotal\n      giftTotal\n      totalAudienceLists\n      status\n      isLocked\n      lastStatusUpdate\n      errorMessage\n      ingestionType\n      ingestionStatus\n      ingestionCompletionDate\n      isPractice\n      needsReauthentication\n    }\n  }\n':
    types.ListBlackbaudOrganizationsByCompanyIdDocument,
  '\n  query GetBlackbaudAuthorizationSettings {\n    getBlackbaudAuthorizationSettings {\n      isConfigured\n      authorizeUrl\n      clientId\n      redirectUri\n    }\n  }\n':
    types.GetBlackbaudAuthorizationSettingsDocument,
  '\n  mutation BlackbaudAuthentication($callbackUrl: String!, $code: String!, $isReconnect: Boolean!, $reIngestResources: Boolean, $companyOrgId: Int) {\n    BlackbaudAuthentication(callbackUrl: $callbackUrl, code: $code, isReconnect: $isReconnect, reIngestResources: $reIngestResources, companyOrgId: $companyOrgId) {\n      statusCode\n      error\n      result\n    }\n  }\n':
    types.BlackbaudAuthenticationDocument,
  '\n  mutation TriggerBlackbaudIngestion($type: String!, $companyOrganizationId: Int!) {\n    TriggerBlackbaudIngestion(type: $type, companyOrganizationId: $companyOrganizationId) {\n      statusCode\n      error\n      result\n    }\n  }\n':
    types.TriggerBlackbaudIngestionDocument,
  '\n  mutation RemoveBlackbaudEnvironment($companyOrganizationId: Int, $practiceBBOrganizationId: Int) {\n    RemoveBlackbaudEnvironment(companyOrganizationId: $companyOrganizationId, practiceBBOrganizationId: $practiceBBOrganizationId) {\n      statusCode\n      error\n    }\n  }\n':
    types.RemoveBlackbaudEnvironmentDocument,
  '\n  query GetLatestBlackbaudIngestionRequests($companyOrgId: Int!) {\n    getLatestBlackbaudIngestionRequests(companyOrgId: $companyOrgId) {\n      id\n      type\n      status\n      errorMessage\n      completedAt\n      progress {\n        bbijId\n        bbijEntity\n        ingested\n        total\n        percentage\n        status\n        isEssential\n        errorMessage\n      }\n    }\n  }\n':
    types.GetLatestBlackbaudIngestionRequestsDocument,
  '\n  query GetCompanyOrganizationSubscribedWHEvents($companyOrganizationId: Int!) {\n    getCompanyOrganizationSubscribedWHEvents(companyOrganizationId: $companyOrganizationId) {\n      id\n      name\n      description\n      provisionStatus\n      errMessage\n      companyOrganizationToBbWebhookEventId\n    }\n  }\n':
    types.GetCompanyOrganizationSubscribedWhEventsDocument,
  '\n  mutation ManageCompanyOrganizationSubscribedWHEvents($requestType: String!, $companyOrganizationId: Int, $webhookEventId: Int, $companyOrganizationToBbWebhookEventId: Int) {\n    ManageCompanyOrganizationSubscribedWHEvents(\n      requestType: $requestType\n      companyOrganizationId: $companyOrganizationId\n      webhookEventId: $webhookEventId\n      companyOrganizationToBbWebhookEventId: $companyOrganizationToBbWebhookEventId\n    ) {\n      statusCode\n      error\n    }\n  }\n':
    types.ManageCompanyOrganizationSubscribedWhEventsDocument,
  '\n  subscription UpdatedBlackbaudOrganization($id: Int!) {\n    updatedBlackbaudOrganization(id: $id) {\n      id\n      status\n      isLocked\n    }\n  }\n':
    types.UpdatedBlackbaudOrganizationDocument,
  '\n  mutation BlackbaudItemRequests($companyOrgId: Int!, $stepsToSync: [String!]!) {\n    BlackbaudItemRequests(companyOrgId: $companyOrgId, stepsToSync: $stepsToSync) {\n      statusCode\n      error\n      result\n    }\n  }\n':
    types.BlackbaudItemRequestsDocument,
  '\n  mutation UpdateBlackbaudOrganization($id: Int!, $organizationName: String, $isLocked: Int) {\n    updateBlackbaudOrganization(id: $id, organizationName: $organizationName, isLocked: $isLocked) {\n      id\n      organizationName\n      isLocked\n    }\n  }\n':
    types.UpdateBlackbaudOrganizationDocument,
  '\n  query ExcelFiles {\n    getExcelOrganizations {\n      id\n      name\n      constituentTotal\n      createdAt\n      status\n      uploadBy\n      progress\n      errorCount\n      errorMessages(limit: 1) {\n        id\n        error\n      }\n      customColumns\n    }\n  }\n':
    types.ExcelFilesDocument,
  '\n  query ExcelFileResult {\n    getExcelOrganizations {\n      id\n      status\n      progress\n      errorCount\n      errorMessages(limit: 5) {\n        id\n        error\n      }\n    }\n  }\n':
    types.ExcelFileResultDocument,
  '\n  query ExcelRows($organizationId: Int!, $limit: Int!, $offset: Int!, $search: String) {\n    listExcelDetailByOrganizationId(organizationId: $organizationId, limit: $limit, offset: $offset, search: $search) {\n      id\n      externalIdentifier\n      firstName\n      lastName\n      ...ExcelRowGiving\n      minSuggestedAskW\n      spouse\n      Address1\n      city\n      state\n      zip\n      preferredEmail\n      preferredName\n      totalRows\n      customFieldValues {\n        category\n        value\n      }\n    }\n  }\n':
    types.ExcelRowsDocument,
  '\n  mutation FileProcessData($sourceType: String!, $fileName: String!) {\n    FileProcessData(sourceType: $sourceType, fileName: $fileName) {\n      statusCode\n      error\n      result {\n        id\n        name\n        status\n      }\n    }\n  }\n':
    types.FileProcessDataDocument,
  '\n  mutation SoftDeleteExcelOrganization($id: Int!) {\n    softDeleteExcelOrganization(id: $id)\n  }\n':
    types.SoftDeleteExcelOrganizationDocument,
  '\n  mutation SaveExcelMapping($appealId: Int!, $mappingAppeal: MappingAppealInput!) {\n    MapAppealRequest(appealId: $appealId, mappingAppeal: $mappingAppeal) {\n      statusCode\n      error\n    }\n  }\n':
    types.SaveExcelMappingDocument,
  '\n  query ExportFields($appealId: Int!, $organizationId: Int) {\n    getAppealExportFields(appealId: $appealId, organizationId: $organizationId) {\n      id\n      code\n      name\n      isDefaultChecked\n    }\n  }\n':
    types.ExportFieldsDocument,
  '\n  query ExportExcelCustomFields($appealId: Int) {\n    getExcelCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n':
    types.ExportExcelCustomFieldsDocument,
  '\n  query ExportBlackbaudCustomFields($appealId: Int) {\n    getBlackbaudCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n':
    types.ExportBlackbaudCustomFieldsDocument,
  '\n  query ExportVirtuousCustomFields($appealId: Int) {\n    getVirtuousCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n':
    types.ExportVirtuousCustomFieldsDocument,
  '\n  query ExportAllowance($appealId: Int) {\n    getExportAllowance(appealId: $appealId) {\n      isSubscribed\n      freeAllowance\n      used\n      remaining\n      askStringsToExport\n    }\n  }\n':
    types.ExportAllowanceDocument,
  '\n  mutation CreateExportFiles($appealId: Int!, $isRenewal: Boolean, $presetId: String) {\n    createExportFilesByAppealId(appealId: $appealId, isRenewal: $isRenewal, presetId: $presetId) {\n      id\n      step\n      readyToExportDownloadUrl\n      handleManuallyDownloadUrl\n      exportExpirationDate\n    }\n  }\n':
    types.CreateExportFilesDocument,
  '\n  query ExportStatus($appealId: Int!) {\n    getAppealStatus(appealId: $appealId) {\n      appealId\n      exportExcelStatus\n      exportExcelError\n    }\n    getAppeal(id: $appealId) {\n      id\n      step\n      readyToExportDownloadUrl\n      handleManuallyDownloadUrl\n      exportExpirationDate\n    }\n  }\n':
    types.ExportStatusDocument,
  '\n  query ExportPresets {\n    getExportPresets {\n      id\n      name\n      isReadyMade\n      fileFormat\n      mergeTextOrder\n      columns {\n        field\n        header\n      }\n    }\n    getExportPresetFields {\n      id\n      name\n    }\n  }\n':
    types.ExportPresetsDocument,
  '\n  mutation SaveExportPreset($input: ExportPresetInput!) {\n    saveExportPreset(input: $input) {\n      id\n      name\n      isReadyMade\n      fileFormat\n      mergeTextOrder\n      columns {\n        field\n        header\n      }\n    }\n  }\n':
    types.SaveExportPresetDocument,
  '\n  mutation DeleteExportPreset($id: String!) {\n    deleteExportPreset(id: $id)\n  }\n': types.DeleteExportPresetDocument,
  '\n  mutation CreateReplyCardProof($appealId: Int!) {\n    createReplyCardProof(appealId: $appealId) {\n      downloadUrl\n      cards\n    }\n  }\n':
    types.CreateReplyCardProofDocument,
  '\n  query AppealHistory($input: AppealHistoryInput!) {\n    getAppealHistory(input: $input) {\n      quantity\n      incompleted\n      data {\n        id\n        name\n        createdAt\n        userId\n        userFullName\n        constituents\n        step\n        strategySettings\n        numberAskSettings\n        columnOrderSettings\n        readyToExportDownloadUrl\n        handleManuallyDownloadUrl\n        exportExpirationDate\n        dataImportSourceId\n        environmentName\n        isLocked\n        results {\n          recipients\n          responders\n          totalRaised\n          revenuePerRecipientDifference\n          source\n          crm\n        }\n        asksSent {\n          crm\n          status\n          written\n          unchanged\n          refused\n          sentAt\n        }\n      }\n    }\n  }\n':
    types.AppealHistoryDocument,
  '\n  mutation DeleteAppeal($id: Int!) {\n    deleteAppeal(id: $id)\n  }\n': types.DeleteAppealDocument,
  '\n  mutation DuplicateAppeal($fromAppealId: Int!, $appealName: String!) {\n    DuplicateAppeal(fromAppealId: $fromAppealId, appealName: $appealName) {\n      id\n      name\n      step\n      isLocked\n      dataImportSourceId\n    }\n  }\n':
    types.DuplicateAppealDocument,
  '\n  query GetAppealDropdownsByAudienceId($audienceId: Int!, $blackbaudOrganizationId: Int!, $fromDate: String, $toDate: String) {\n    getAppealDropdownsByAudienceId(audienceId: $audienceId, blackbaudOrganizationId: $blackbaudOrganizationId, fromDate: $fromDate, toDate: $toDate) {\n      statusCode\n      error\n      rows {\n        campaignId\n        campaignName\n        appealId\n        appealName\n        fundId\n        fundName\n        dateAdded\n      }\n    }\n  }\n':
    types.GetAppealDropdownsByAudienceIdDocument,
  '\n  mutation MapAppealRequest($appealId: Int!, $mappingAppeal: MappingAppealInput!, $updateMapAppeal: Boolean) {\n    MapAppealRequest(appealId: $appealId, mappingAppeal: $mappingAppeal, updateMapAppeal: $updateMapAppeal) {\n      statusCode\n      error\n      isSkipped\n    }\n  }\n':
    types.MapAppealRequestDocument,
  '\n  query GetCompany {\n    getCompany {\n      id\n      name\n      address\n      address2\n      city\n      state\n      zip\n      phone\n      industry\n      website\n    }\n  }\n':
    types.GetCompanyDocument,
  '\n  mutation UpdateCompany($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) {\n      id\n      name\n      address\n      address2\n      city\n      state\n      zip\n      phone\n      industry\n      website\n    }\n  }\n':
    types.UpdateCompanyDocument,
  '\n  mutation SaveProfile($input: ProfileInput!) {\n    updateProfile(input: $input)\n  }\n': types.SaveProfileDocument,
  '\n  query CompanyUsers {\n    getCompanyUsers {\n      id\n      userId\n      userName\n      firstName\n      lastName\n      email\n      role\n      roleId\n      owner\n      active\n      confirmed\n      createdAt\n      expirationCodeDate\n    }\n    getCompanyTotalConstituents\n  }\n':
    types.CompanyUsersDocument,
  '\n  mutation InviteCompanyUser($input: CreateCompanyUserInput!) {\n    createCompanyUser(input: $input) {\n      id\n    }\n  }\n':
    types.InviteCompanyUserDocument,
  '\n  mutation UpdateCompanyUser($userId: ID!, $roleId: Int!) {\n    updateCompanyUser(userId: $userId, roleId: $roleId) {\n      id\n      roleId\n    }\n  }\n':
    types.UpdateCompanyUserDocument,
  '\n  mutation ActiveDeactiveCompanyUser($companyUserId: ID!, $active: Boolean!) {\n    ActiveDeactiveCompanyUser(companyUserId: $companyUserId, active: $active) {\n      id\n      active\n    }\n  }\n':
    types.ActiveDeactiveCompanyUserDocument,
  '\n  mutation RemoveCognitoUser($userId: ID!) {\n    RemoveCognitoUser(userId: $userId)\n  }\n': types.RemoveCognitoUserDocument,
  '\n  mutation MakeUserOwner($companyUserId: ID!) {\n    MakeUserOwner(companyUserId: $companyUserId) {\n      statusCode\n    }\n  }\n':
    types.MakeUserOwnerDocument,
  '\n  mutation AdminManuallyConfirmUser($username: String!) {\n    AdminManuallyConfirmUser(username: $username) {\n      statusCode\n    }\n  }\n':
    types.AdminManuallyConfirmUserDocument,
  '\n  mutation ReInviteCompanyUser($companyUserId: ID!) {\n    reInviteCompanyUser(companyUserId: $companyUserId) {\n      id\n      expirationCodeDate\n    }\n  }\n':
    types.ReInviteCompanyUserDocument,
  '\n  fragment GridRowFields on AppealConstituentRow {\n    id\n    rowKey\n    constituentId\n    firstName\n    lastName\n    contactName\n    informalName\n    zipCode\n    ...GridRowGiving\n    minSuggestedAskWR\n    baseAsk\n    primaryAsk\n    customBaseAsk\n    anualAsk1\n    anualAsk2\n    anualAsk3\n    anualAsk4\n    anualAsk5\n    monthlyAsk1\n    monthlyAsk2\n    monthlyAsk3\n    monthlyAsk4\n    monthlyAsk5\n    askString\n    status\n    statusSetByUser\n    askLogs\n    fiveKOrAbove\n    threeXAppealGift\n    oneKMoreLastYear\n    isSpicy\n    isBaseline\n    isTop100\n    testGroup\n  }\n':
    types.GridRowFieldsFragmentDoc,
  '\n  query AppealConstituentsByFilter($input: AppealConstituentsFilterInput!) {\n    getAppealConstituentsByFilter(input: $input) {\n      appealId\n      generation\n      askMode\n      numberOfAsks\n      strategyId\n      filterType\n      orderBy\n      orderDirection\n      pagination {\n        total\n        limit\n        page\n        skip\n        urls {\n          current\n          first\n          last\n          next\n          previous\n        }\n      }\n      uniqueValues {\n        filterType\n        label\n        count\n      }\n      rows {\n        ...GridRowFields\n      }\n    }\n  }\n':
    types.AppealConstituentsByFilterDocument,
  '\n  mutation UpdateAppealUsingCustomBaseAskValue(\n    $appealConstituentId: ID!\n    $customBaseAskValue: String!\n    $rowKey: String\n    $askGenSettings: String\n    $strategyId: String\n  ) {\n    UpdateAppealUsingCustomBaseAskValue(\n      appealConstituentId: $appealConstituentId\n      customBaseAskValue: $customBaseAskValue\n      rowKey: $rowKey\n      askGenSettings: $askGenSettings\n      strategyId: $strategyId\n    ) {\n      statusCode\n      error\n      appealConstituentId\n      askString\n      anualAsk1\n      anualAsk2\n      anualAsk3\n      anualAsk4\n      anualAsk5\n      monthlyAsk1\n      monthlyAsk2\n      monthlyAsk3\n      monthlyAsk4\n      monthlyAsk5\n      baseAsk\n      primaryAsk\n      customBaseAsk\n      isSpicy\n      fiveKOrAbove\n      oneKMoreLastYear\n      threeXAppealGift\n      askLogs\n      status\n    }\n  }\n':
    types.UpdateAppealUsingCustomBaseAskValueDocument,
  '\n  mutation UpdateAppealConstituents($body: UpdateAppealConstituentsBody!) {\n    UpdateAppealConstituents(body: $body) {\n      statusCode\n      result\n      error\n    }\n  }\n':
    types.UpdateAppealConstituentsDocument,
  '\n  query AppealAskCalculation($appealId: Int!) {\n    getAppealAskCalculation(appealId: $appealId) {\n      appealId\n      algorithmStatus\n      algorithmError\n      generation\n      strategyId\n      numberOfAsks\n      askMode\n      donors\n      isStale\n    }\n  }\n':
    types.AppealAskCalculationDocument,
  '\n  mutation BulkUpdateAppealConstituent($appealId: Int!) {\n    BulkUpdateAppealConstituent(body: { appealId: $appealId }) {\n      statusCode\n      result\n      error\n    }\n  }\n':
    types.BulkUpdateAppealConstituentDocument,
  '\n  query AppealAskChoice($id: Int!) {\n    getAppeal(id: $id) {\n      id\n      numberAskSettings\n    }\n  }\n':
    types.AppealAskChoiceDocument,
  '\n  query WhatIfPreview($appealId: Int!, $strategyId: String!) {\n    getWhatIfPreview(appealId: $appealId, strategyId: $strategyId) {\n      strategyId\n      numberOfAsks\n      isMonthly\n      donors\n      sampled\n      projectedDonors\n      basis\n      assumption\n      revenuePerRecipientLow\n      revenuePerRecipientHigh\n      appeals {\n        appealId\n        appealName\n      }\n      bands {\n        band\n        label\n        donors\n        sampled\n        firstAskMedian\n        firstAskLow\n        firstAskHigh\n        basis\n        revenuePerRecipientLow\n        revenuePerRecipientHigh\n      }\n    }\n  }\n':
    types.WhatIfPreviewDocument,
  '\n  query AppealSummaryCounts($appealId: Int!) {\n    getAppealSummaryCounts(appealId: $appealId) {\n      appealId\n      isCalculated\n      hasDonors\n      hasStrategy\n      summaryAllConstituentsQty\n      summaryHandleManually\n      summaryHandleExcludeExport\n      summaryHandleReadyToExport\n      summaryAverageAskString\n      summaryMedianAskString\n      bands {\n        key\n        label\n        filterType\n        total\n        readyExport\n        handleManually\n        excludeExport\n        readyExportFilterType\n        handleManuallyFilterType\n        excludeExportFilterType\n      }\n      tiles {\n        key\n        label\n        group\n        filterType\n        count\n      }\n      testGroups {\n        letter\n        label\n        donors\n        readyExport\n        handleManually\n        excludeExport\n        averageAskString\n        medianAskString\n        tiles {\n          key\n          label\n          group\n          filterType\n          count\n        }\n      }\n    }\n  }\n':
    types.AppealSummaryCountsDocument,
  '\n  fragment AppealTestGroupFields on AppealTestGroup {\n    letter\n    strategyId\n    strategyName\n    share\n    sourceCode\n    fixedLadder\n    donors\n  }\n':
    types.AppealTestGroupFieldsFragmentDoc,
  '\n  query AppealTest($appealId: Int!) {\n    getAppealTest(appealId: $appealId) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n':
    types.AppealTestDocument,
  '\n  mutation SaveAppealTest($appealId: Int!, $groups: [AppealTestGroupInput!]!) {\n    saveAppealTest(appealId: $appealId, groups: $groups) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n':
    types.SaveAppealTestDocument,
  '\n  mutation RemoveAppealTest($appealId: Int!) {\n    removeAppealTest(appealId: $appealId)\n  }\n': types.RemoveAppealTestDocument,
  '\n  fragment StrategyRecommendationFields on StrategyRecommendation {\n    recommendedStrategyId\n    first {\n      letter\n      name\n    }\n    second {\n      letter\n      name\n    }\n    overall {\n      ...StrategyComparisonFields\n    }\n    bands {\n      ...StrategyComparisonFields\n    }\n  }\n':
    types.StrategyRecommendationFieldsFragmentDoc,
  '\n  fragment StrategyComparisonFields on StrategyComparison {\n    band\n    label\n    firstRevenuePerRecipient\n    secondRevenuePerRecipient\n    difference\n    low\n    high\n    aheadLetter\n    recommendedLetter\n    text\n  }\n':
    types.StrategyComparisonFieldsFragmentDoc,
  '\n  query StrategySuggestion($appealId: Int!) {\n    getStrategySuggestion(appealId: $appealId) {\n      appealId\n      appealName\n      strategyId\n      text\n    }\n  }\n':
    types.StrategySuggestionDocument,
  '\n  query AppealResults($appealId: Int!) {\n    getAppealResults(appealId: $appealId) {\n      appealId\n      appealName\n      mailedCount\n      hasResults\n      fileName\n      importedAt\n      source\n      syncedAt\n      rowCount\n      matchedCount\n      unmatchedCount\n      verdict\n      recommendation {\n        ...StrategyRecommendationFields\n      }\n      total {\n        recipients\n        responders\n        responseRate\n        total\n        averageGift\n        revenuePerRecipient\n      }\n      comparison {\n        difference\n        low\n        high\n        pValue\n        level\n      }\n      groups {\n        letter\n        label\n        strategyId\n        sourceCode\n        recipients\n        responders\n        responseRate\n        total\n        averageGift\n        revenuePerRecipient\n        upgrades\n        renewingResponders\n        askChoices {\n          ask1\n          ask2\n          ask3\n          ask4\n          ask5\n          above\n          below\n          offLadder\n        }\n        bands {\n          band\n          label\n          recipients\n          responders\n          responseRate\n          total\n          averageGift\n          revenuePerRecipient\n        }\n      }\n    }\n  }\n':
    types.AppealResultsDocument,
  '\n  mutation SetAppealTestSourceCodes($appealId: Int!, $sourceCodes: [AppealTestSourceCodeInput!]!) {\n    setAppealTestSourceCodes(appealId: $appealId, sourceCodes: $sourceCodes) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n':
    types.SetAppealTestSourceCodesDocument,
  '\n  query AppealCrmResults($appealId: Int!) {\n    getAppealCrmResults(appealId: $appealId) {\n      fundraisingAppealId\n      fromDate\n      appeals {\n        id\n        name\n      }\n    }\n  }\n':
    types.AppealCrmResultsDocument,
  '\n  mutation ReadAppealResultsFromCrm($appealId: Int!, $fundraisingAppealId: Int!, $fromDate: String!) {\n    readAppealResultsFromCrm(appealId: $appealId, fundraisingAppealId: $fundraisingAppealId, fromDate: $fromDate) {\n      appealId\n      hasResults\n    }\n  }\n':
    types.ReadAppealResultsFromCrmDocument,
  '\n  query ListLinkedVirtuousAccounts {\n    listLinkedVirtuousAccounts {\n      id\n      companyId\n      organizationId\n      virtuousAccountId\n      organizationName\n      totalConstituents\n      syncedConstituents\n      isLocked\n      totalTags\n      needsReauthentication\n    }\n  }\n':
    types.ListLinkedVirtuousAccountsDocument,
  '\n  query GetVirtuousClaimsToken {\n    getVirtuousClaimsToken\n  }\n': types.GetVirtuousClaimsTokenDocument,
  '\n  mutation VirtuousSignIn($claimsToken: String!, $organizationName: String!, $apiKey: String, $email: String, $password: String, $otp: String) {\n    VirtuousSignIn(claimsToken: $claimsToken, organizationName: $organizationName, apiKey: $apiKey, email: $email, password: $password, otp: $otp) {\n      statusCode\n      error\n      result\n    }\n  }\n':
    types.VirtuousSignInDocument,
  '\n  mutation ExchangeVirtuousToken($token: String!, $isReconnect: Boolean!, $virtuousAccountId: Int) {\n    ExchangeVirtuousToken(token: $token, isReconnect: $isReconnect, virtuousAccountId: $virtuousAccountId) {\n      statusCode\n      error\n      result\n    }\n  }\n':
    types.ExchangeVirtuousTokenDocument,
  '\n  mutation DeleteCompanyToVirtuousAccount($id: Int!) {\n    deleteCompanyToVirtuousAccount(id: $id) {\n      statusCode\n      error\n    }\n  }\n':
    types.DeleteCompanyToVirtuousAccountDocument,
  '\n  mutation VirtuousIngestion($virtuousAccountId: Int!, $resourceType: String!, $tagId: Int, $extraParams: String) {\n    VirtuousIngestion(virtuousAccountId: $virtuousAccountId, resourceType: $resourceType, tagId: $tagId, extraParams: $extraParams) {\n      statusCode\n      error\n      result\n    }\n  }\n':
    types.VirtuousIngestionDocument,
  '\n  query GetTagsByVirtuousAccountId($virtuousAccountId: Int!) {\n    getTagsByVirtuousAccountId(virtuousAccountId: $virtuousAccountId) {\n      id\n      vTagId\n      tagName\n      tagGroupName\n      ccpIngested\n      totalContacts\n      lastSyncedAt\n    }\n  }\n':
    types.GetTagsByVirtuousAccountIdDocument,
  '\n  query GetVirtuousIngestionStatus($virtuousAccountId: Int!, $tagId: Int) {\n    getVirtuousIngestionStatus(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      tagId\n      status\n      processed\n      total\n      errorMessage\n    }\n  }\n':
    types.GetVirtuousIngestionStatusDocument,
  '\n  query VirtuousPickerOptions($virtuousAccountId: Int!, $tagId: Int) {\n    getVirtuousCampaigns(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vCampaignId\n      campaignName\n    }\n    getVirtuousCommunications(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vCommunicationId\n      vCampaignId\n      communicationName\n    }\n    getVirtuousProjectsByTagId(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vProjectId\n      projectName\n      vProjectCode\n    }\n  }\n':
    types.VirtuousPickerOptionsDocument,
  '\n  query GetVirtuousAppealMappingSelections($appealId: Int!) {\n    getVirtuousAppealMappingSelections(appealId: $appealId) {\n      appealId\n      tagId\n      includePassthrough\n      selections\n    }\n  }\n':
    types.GetVirtuousAppealMappingSelectionsDocument,
  '\n  fragment ExcelRowGiving on ExcelRow {\n    lastGift\n    totalGiftLastYear\n    appealGiftLastYear\n    appealGiftTwoYearsAgo\n    appealGiftThreeYearsAgo\n    campaignGift\n    specialEventGift\n    greatestGift\n    lifetimeGifts\n    lifetimeGiving\n  }\n':
    types.ExcelRowGivingFragmentDoc,
  '\n  fragment GridRowGiving on AppealConstituentRow {\n    lastGift\n    totalGiftLastYear\n    appealGiftLastYear\n    appealGiftTwoYearsAgo\n    appealGiftThreeYearsAgo\n    campaignGift\n    specialEventGift\n    greatestGift\n    lifetimeGifts\n    lifetimeGiving\n  }\n':
    types.GridRowGivingFragmentDoc,
  '\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      role\n      phone\n      confirmed\n      userGroup\n      mustSetPassword\n      isActive\n      isAdministrator\n      company {\n        id\n        name\n        roleId\n        companyUserId\n        hubspotId\n        isOwner\n      }\n    }\n  }\n':
    types.MeDocument,
  '\n  fragment AppealFields on Appeal {\n    id\n    userId\n    companyId\n    audienceId\n    blackbaudOrganizationId\n    name\n    step\n    mappingSettings\n    numberAskSettings\n    strategySettings\n    columnOrderSettings\n    extraFieldsSettings\n    customFieldsSettings\n    readyToExportDownloadUrl\n    handleManuallyDownloadUrl\n    exportExpirationDate\n    dataImportSourceId\n    includeSoftCredits\n    isLocked\n    createdAt\n    updatedAt\n    organizationName\n    audienceName\n    audienceTotal\n  }\n':
    types.AppealFieldsFragmentDoc,
  '\n  query GetAppeal($id: Int!) {\n    getAppeal(id: $id) {\n      ...AppealFields\n    }\n  }\n': types.GetAppealDocument,
  '\n  query GetAppealStatus($appealId: Int!) {\n    getAppealStatus(appealId: $appealId) {\n      appealId\n      isLocked\n      mapAppealStatus\n      algorithmStatus\n      exportExcelStatus\n      mapAppealError\n      algorithmError\n      exportExcelError\n      updatedAt\n    }\n  }\n':
    types.GetAppealStatusDocument,
  '\n  mutation CreateAppeal(\n    $audienceId: Int\n    $blackbaudOrganizationId: Int!\n    $name: String!\n    $step: String\n    $columnOrderSettings: String\n    $dataImportSourceId: Int!\n    $includeSoftCredits: Int\n  ) {\n    createAppeal(\n      audienceId: $audienceId\n      blackbaudOrganizationId: $blackbaudOrganizationId\n      name: $name\n      step: $step\n      columnOrderSettings: $columnOrderSettings\n      dataImportSourceId: $dataImportSourceId\n      includeSoftCredits: $includeSoftCredits\n    ) {\n      ...AppealFields\n    }\n  }\n':
    types.CreateAppealDocument,
  '\n  mutation UpdateAppeal(\n    $id: Int!\n    $name: String\n    $step: String\n    $includeSoftCredits: Int\n    $numberAskSettings: String\n    $strategySettings: String\n    $extraFieldsSettings: String\n    $customFieldsSettings: String\n    $columnOrderSettings: String\n    $algorithmStatus: String\n  ) {\n    updateAppeal(\n      id: $id\n      name: $name\n      step: $step\n      includeSoftCredits: $includeSoftCredits\n      numberAskSettings: $numberAskSettings\n      strategySettings: $strategySettings\n      extraFieldsSettings: $extraFieldsSettings\n      customFieldsSettings: $customFieldsSettings\n      columnOrderSettings: $columnOrderSettings\n      algorithmStatus: $algorithmStatus\n    ) {\n      ...AppealFields\n    }\n  }\n':
    types.UpdateAppealDocument,
  '\n  mutation UpdateAppealStatus($appealId: Int!, $isLocked: Int, $statuses: AppealStatusesInput) {\n    updateAppealStatus(appealId: $appealId, isLocked: $isLocked, statuses: $statuses) {\n      appealId\n      isLocked\n      mapAppealStatus\n      algorithmStatus\n      exportExcelStatus\n    }\n  }\n':
    types.UpdateAppealStatusDocument,
  '\n  subscription UpdatedAppeal($id: Int!) {\n    updatedAppeal(id: $id) {\n      ...AppealFields\n    }\n  }\n':
    types.UpdatedAppealDocument,
  '\n  query DataImportSources {\n    getDataImportSources {\n      id\n      name\n      code\n    }\n  }\n':
    types.DataImportSourcesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation GateLogout {\n    logout\n  }\n',
): (typeof documents)['\n  mutation GateLogout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: '\n  mutation Logout {\n    logout\n  }\n'): (typeof documents)['\n  mutation Logout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmSignUp($username: String!, $code: String!) {\n    confirmSignUp(username: $username, code: $code)\n  }\n',
): (typeof documents)['\n  mutation ConfirmSignUp($username: String!, $code: String!) {\n    confirmSignUp(username: $username, code: $code)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetPassword($password: String!) {\n    setPassword(password: $password)\n  }\n',
): (typeof documents)['\n  mutation SetPassword($password: String!) {\n    setPassword(password: $password)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input)\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CompanyInvite {\n    getCompanyInvite {\n      companyUserId\n      companyId\n      companyName\n      roleId\n    }\n  }\n',
): (typeof documents)['\n  query CompanyInvite {\n    getCompanyInvite {\n      companyUserId\n      companyId\n      companyName\n      roleId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AuthPostSignUp($companyUserId: ID!) {\n    AuthPostSignUp(companyUserId: $companyUserId)\n  }\n',
): (typeof documents)['\n  mutation AuthPostSignUp($companyUserId: ID!) {\n    AuthPostSignUp(companyUserId: $companyUserId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateCompany($input: CreateCompanyInput!) {\n    createCompany(input: $input) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation HubspotCreateCompany {\n    HubspotCreateCompany\n  }\n',
): (typeof documents)['\n  mutation HubspotCreateCompany {\n    HubspotCreateCompany\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateCompanyUser($input: CreateCompanyUserInput!) {\n    createCompanyUser(input: $input) {\n      id\n      email\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateCompanyUser($input: CreateCompanyUserInput!) {\n    createCompanyUser(input: $input) {\n      id\n      email\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OnboardingLogout {\n    logout\n  }\n',
): (typeof documents)['\n  mutation OnboardingLogout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n',
): (typeof documents)['\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {\n    forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)\n  }\n',
): (typeof documents)['\n  mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {\n    forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignInPassword($email: String!, $password: String!) {\n    signInPassword(email: $email, password: $password) {\n      status\n      ticket\n    }\n  }\n',
): (typeof documents)['\n  mutation SignInPassword($email: String!, $password: String!) {\n    signInPassword(email: $email, password: $password) {\n      status\n      ticket\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignInVerifyCode($ticket: String!, $code: String!) {\n    signInVerifyCode(ticket: $ticket, code: $code) {\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation SignInVerifyCode($ticket: String!, $code: String!) {\n    signInVerifyCode(ticket: $ticket, code: $code) {\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResendSignInCode($ticket: String!) {\n    resendSignInCode(ticket: $ticket) {\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation ResendSignInCode($ticket: String!) {\n    resendSignInCode(ticket: $ticket) {\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignUp($email: String!, $password: String) {\n    signUp(email: $email, password: $password)\n  }\n',
): (typeof documents)['\n  mutation SignUp($email: String!, $password: String) {\n    signUp(email: $email, password: $password)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WelcomeLogout {\n    logout\n  }\n',
): (typeof documents)['\n  mutation WelcomeLogout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetOrganizationAudiences($organizationId: Int!) {\n    getOrganizationAudiences(organizationId: $organizationId) {\n      id\n      name\n      total\n      lastLinkedToConstituentsOn\n      executionStatus\n      processedConstituentsCount\n      totalConstituentsCount\n      errorMessage\n    }\n  }\n',
): (typeof documents)['\n  query GetOrganizationAudiences($organizationId: Int!) {\n    getOrganizationAudiences(organizationId: $organizationId) {\n      id\n      name\n      total\n      lastLinkedToConstituentsOn\n      executionStatus\n      processedConstituentsCount\n      totalConstituentsCount\n      errorMessage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminBlackbaudAudienceRequestV2($bbAudienceId: Int!, $requestType: String!) {\n    AdminBlackbaudAudienceRequestV2(bbAudienceId: $bbAudienceId, requestType: $requestType) {\n      statusCode\n      error\n      blackbaudAudienceListExecutionId\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminBlackbaudAudienceRequestV2($bbAudienceId: Int!, $requestType: String!) {\n    AdminBlackbaudAudienceRequestV2(bbAudienceId: $bbAudienceId, requestType: $requestType) {\n      statusCode\n      error\n      blackbaudAudienceListExecutionId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RefreshBlackbaudAudienceLists($companyOrganizationId: Int!) {\n    RefreshBlackbaudAudienceLists(companyOrganizationId: $companyOrganizationId) {\n      statusCode\n      error\n      result\n    }\n  }\n',
): (typeof documents)['\n  mutation RefreshBlackbaudAudienceLists($companyOrganizationId: Int!) {\n    RefreshBlackbaudAudienceLists(companyOrganizationId: $companyOrganizationId) {\n      statusCode\n      error\n      result\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetBlackbaudAudienceListExecutionById($id: Int!) {\n    getBlackbaudAudienceListExecutionById(id: $id) {\n      id\n      audienceId\n      status\n      processedConstituentsCount\n      totalConstituentsCount\n      errorMessage\n    }\n  }\n',
): (typeof documents)['\n  query GetBlackbaudAudienceListExecutionById($id: Int!) {\n    getBlackbaudAudienceListExecutionById(id: $id) {\n      id\n      audienceId\n      status\n      processedConstituentsCount\n      totalConstituentsCount\n      errorMessage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SubscriptionPage {\n    getCompanySubscription {\n      paymentSubscriptionId\n      subscriptionId\n      cbSubscriptionId\n      planName\n      annualFee\n      annualFeeCents\n      constituentsLimit\n      next_billing_at\n      paymentDate\n      currentTermEnd\n      cancelledAt\n      active\n      status\n      standard\n      canReactivate\n    }\n    listPaymentSubscriptions {\n      id\n      name\n      description\n      annualFee\n      annualFeeCents\n      constituentsLimit\n      cbsubscriptionId\n      donorsRecord\n    }\n    getCompanyTotalConstituents\n  }\n',
): (typeof documents)['\n  query SubscriptionPage {\n    getCompanySubscription {\n      paymentSubscriptionId\n      subscriptionId\n      cbSubscriptionId\n      planName\n      annualFee\n      annualFeeCents\n      constituentsLimit\n      next_billing_at\n      paymentDate\n      currentTermEnd\n      cancelledAt\n      active\n      status\n      standard\n      canReactivate\n    }\n    listPaymentSubscriptions {\n      id\n      name\n      description\n      annualFee\n      annualFeeCents\n      constituentsLimit\n      cbsubscriptionId\n      donorsRecord\n    }\n    getCompanyTotalConstituents\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BillingConfiguration {\n    getBillingConfiguration {\n      provider\n      site\n      publishableKey\n      jsUrl\n      tokenizeUrl\n    }\n  }\n',
): (typeof documents)['\n  query BillingConfiguration {\n    getBillingConfiguration {\n      provider\n      site\n      publishableKey\n      jsUrl\n      tokenizeUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EstimatePlanUpgrade($planId: Int, $cbSubscriptionId: String, $promoCodes: [String!]) {\n    getEstimatePlanUpgrade(planId: $planId, cbSubscriptionId: $cbSubscriptionId, promoCodes: $promoCodes) {\n      statusCode\n      message\n      error\n      result {\n        amountDue\n        creditsApplied\n        total\n      }\n    }\n  }\n',
): (typeof documents)['\n  query EstimatePlanUpgrade($planId: Int, $cbSubscriptionId: String, $promoCodes: [String!]) {\n    getEstimatePlanUpgrade(planId: $planId, cbSubscriptionId: $cbSubscriptionId, promoCodes: $promoCodes) {\n      statusCode\n      message\n      error\n      result {\n        amountDue\n        creditsApplied\n        total\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PromocodeValidate($cbSubscriptionId: String!, $promoCode: String!) {\n    PromocodeValidateRequest(cbSubscriptionId: $cbSubscriptionId, promoCode: $promoCode) {\n      statusCode\n      message\n      result {\n        code\n        discountAmount\n        discountText\n        discountType\n        durationType\n        period\n        periodUnit\n        subscriptionPrice\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PromocodeValidate($cbSubscriptionId: String!, $promoCode: String!) {\n    PromocodeValidateRequest(cbSubscriptionId: $cbSubscriptionId, promoCode: $promoCode) {\n      statusCode\n      message\n      result {\n        code\n        discountAmount\n        discountText\n        discountType\n        durationType\n        period\n        periodUnit\n        subscriptionPrice\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CustomPlanValidate($cbSubscriptionId: String!) {\n    CustomPlanValidateRequest(cbSubscriptionId: $cbSubscriptionId) {\n      statusCode\n      message\n      result {\n        cbSubscriptionId\n        planName\n        price\n        constituentsLimit\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CustomPlanValidate($cbSubscriptionId: String!) {\n    CustomPlanValidateRequest(cbSubscriptionId: $cbSubscriptionId) {\n      statusCode\n      message\n      result {\n        cbSubscriptionId\n        planName\n        price\n        constituentsLimit\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SubscriptionDetail($processType: SubscriptionProcessType!, $invoiceId: String) {\n    SubscriptionDetailRequest(processType: $processType, invoiceId: $invoiceId) {\n      statusCode\n      message\n      result {\n        coupon\n        coupons {\n          coupon_id\n        }\n        card {\n          first_name\n          card_type\n        }\n        payment_method {\n          type\n          card {\n            last4\n          }\n          bank_account {\n            last4\n          }\n        }\n        subscription {\n          id\n          status\n          current_term_end\n          next_billing_at\n          cancelled_at\n          subscription_items {\n            item_price_id\n            amount\n          }\n          coupons {\n            coupon_id\n            discount_amount\n          }\n        }\n      }\n      listPaymentMethods {\n        id\n        type\n        primary\n        card {\n          brand\n          last4\n          masked_number\n          expiry_month\n          expiry_year\n          first_name\n          last_name\n          billing_addr1\n          billing_city\n          billing_zip\n        }\n        bank_account {\n          last4\n        }\n      }\n      resultInvoices {\n        id\n        date\n        description\n        service_period_start\n        service_period_end\n        payment_method\n        sub_total\n        total\n        credits_applied\n        amount_paid\n        status\n      }\n      invoicePdf {\n        download_url\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SubscriptionDetail($processType: SubscriptionProcessType!, $invoiceId: String) {\n    SubscriptionDetailRequest(processType: $processType, invoiceId: $invoiceId) {\n      statusCode\n      message\n      result {\n        coupon\n        coupons {\n          coupon_id\n        }\n        card {\n          first_name\n          card_type\n        }\n        payment_method {\n          type\n          card {\n            last4\n          }\n          bank_account {\n            last4\n          }\n        }\n        subscription {\n          id\n          status\n          current_term_end\n          next_billing_at\n          cancelled_at\n          subscription_items {\n            item_price_id\n            amount\n          }\n          coupons {\n            coupon_id\n            discount_amount\n          }\n        }\n      }\n      listPaymentMethods {\n        id\n        type\n        primary\n        card {\n          brand\n          last4\n          masked_number\n          expiry_month\n          expiry_year\n          first_name\n          last_name\n          billing_addr1\n          billing_city\n          billing_zip\n        }\n        bank_account {\n          last4\n        }\n      }\n      resultInvoices {\n        id\n        date\n        description\n        service_period_start\n        service_period_end\n        payment_method\n        sub_total\n        total\n        credits_applied\n        amount_paid\n        status\n      }\n      invoicePdf {\n        download_url\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateCompanySubscription($input: SubscriptionPurchaseInput!) {\n    CreateCompanySubscriptionRequest(input: $input) {\n      statusCode\n      message\n      result {\n        pageLink\n        hostedPageId\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateCompanySubscription($input: SubscriptionPurchaseInput!) {\n    CreateCompanySubscriptionRequest(input: $input) {\n      statusCode\n      message\n      result {\n        pageLink\n        hostedPageId\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetCompanySubscription($input: SubscriptionPurchaseInput!) {\n    SetCompanySubscriptionRequest(input: $input) {\n      statusCode\n      message\n      result {\n        pageLink\n        hostedPageId\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetCompanySubscription($input: SubscriptionPurchaseInput!) {\n    SetCompanySubscriptionRequest(input: $input) {\n      statusCode\n      message\n      result {\n        pageLink\n        hostedPageId\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CompleteHostedCheckout($hostedPageId: String!, $subscriptionId: Int) {\n    CompleteHostedCheckoutRequest(hostedPageId: $hostedPageId, subscriptionId: $subscriptionId) {\n      statusCode\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation CompleteHostedCheckout($hostedPageId: String!, $subscriptionId: Int) {\n    CompleteHostedCheckoutRequest(hostedPageId: $hostedPageId, subscriptionId: $subscriptionId) {\n      statusCode\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePaymentMethod($input: PaymentMethodInput!) {\n    UpdatePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePaymentMethod($input: PaymentMethodInput!) {\n    UpdatePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    CreatePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    CreatePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditPaymentMethod($input: PaymentMethodInput!) {\n    EditPaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation EditPaymentMethod($input: PaymentMethodInput!) {\n    EditPaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetAsPrimaryPaymentMethod($input: PaymentMethodInput!) {\n    SetAsPrimaryPaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation SetAsPrimaryPaymentMethod($input: PaymentMethodInput!) {\n    SetAsPrimaryPaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeletePaymentMethod($input: PaymentMethodInput!) {\n    DeletePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation DeletePaymentMethod($input: PaymentMethodInput!) {\n    DeletePaymentMethodRequest(input: $input) {\n      statusCode\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelCompanySubscription {\n    CancelCompanySubscriptionRequest {\n      statusCode\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelCompanySubscription {\n    CancelCompanySubscriptionRequest {\n      statusCode\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveSubscriptionCancelFeedback($feedbacks: CancelFeedbackInput!) {\n    SaveSubscriptionCancelFeedbackRequest(processType: "CREATE_FEEDBACK", feedbacks: $feedbacks) {\n      statusCode\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveSubscriptionCancelFeedback($feedbacks: CancelFeedbackInput!) {\n    SaveSubscriptionCancelFeedbackRequest(processType: "CREATE_FEEDBACK", feedbacks: $feedbacks) {\n      statusCode\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReactivateCompanySubscription {\n    ReactivateCompanySubscriptionRequest {\n      statusCode\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation ReactivateCompanySubscription {\n    ReactivateCompanySubscriptionRequest {\n      statusCode\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CrmAskSend($appealId: Int!) {\n    getCrmAskSend(appealId: $appealId) {\n      id\n      status\n      crm\n      category\n      recordAction\n      total\n      written\n      unchanged\n      refused\n      error\n      finishedAt\n      refusals {\n        donorName\n        externalId\n        error\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CrmAskSend($appealId: Int!) {\n    getCrmAskSend(appealId: $appealId) {\n      id\n      status\n      crm\n      category\n      recordAction\n      total\n      written\n      unchanged\n      refused\n      error\n      finishedAt\n      refusals {\n        donorName\n        externalId\n        error\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CrmAskCategories($appealId: Int!) {\n    getCrmAskCategories(appealId: $appealId)\n  }\n',
): (typeof documents)['\n  query CrmAskCategories($appealId: Int!) {\n    getCrmAskCategories(appealId: $appealId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendAppealAsksToCrm($appealId: Int!, $crm: String!, $category: String, $recordAction: Boolean) {\n    sendAppealAsksToCrm(appealId: $appealId, crm: $crm, category: $category, recordAction: $recordAction) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation SendAppealAsksToCrm($appealId: Int!, $crm: String!, $category: String, $recordAction: Boolean) {\n    sendAppealAsksToCrm(appealId: $appealId, crm: $crm, category: $category, recordAction: $recordAction) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ListBlackbaudOrganizationsByCompanyId {\n    listBlackbaudOrganizationsByCompanyId {\n      id\n      companyOrgId\n      organizationId\n      organizationName\n      environmentId\n      environmentName\n      constituentTotal\n      giftTotal\n      totalAudienceLists\n      status\n      isLocked\n      lastStatusUpdate\n      errorMessage\n      ingestionType\n      ingestionStatus\n      ingestionCompletionDate\n      isPractice\n      needsReauthentication\n    }\n  }\n',
): (typeof documents)['\n  query ListBlackbaudOrganizationsByCompanyId {\n    listBlackbaudOrganizationsByCompanyId {\n      id\n      companyOrgId\n      organizationId\n      organizationName\n      environmentId\n      environmentName\n      constituentTotal\n      giftTotal\n      totalAudienceLists\n      status\n      isLocked\n      lastStatusUpdate\n      errorMessage\n      ingestionType\n      ingestionStatus\n      ingestionCompletionDate\n      isPractice\n      needsReauthentication\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetBlackbaudAuthorizationSettings {\n    getBlackbaudAuthorizationSettings {\n      isConfigured\n      authorizeUrl\n      clientId\n      redirectUri\n    }\n  }\n',
): (typeof documents)['\n  query GetBlackbaudAuthorizationSettings {\n    getBlackbaudAuthorizationSettings {\n      isConfigured\n      authorizeUrl\n      clientId\n      redirectUri\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BlackbaudAuthentication($callbackUrl: String!, $code: String!, $isReconnect: Boolean!, $reIngestResources: Boolean, $companyOrgId: Int) {\n    BlackbaudAuthentication(callbackUrl: $callbackUrl, code: $code, isReconnect: $isReconnect, reIngestResources: $reIngestResources, companyOrgId: $companyOrgId) {\n      statusCode\n      error\n      result\n    }\n  }\n',
): (typeof documents)['\n  mutation BlackbaudAuthentication($callbackUrl: String!, $code: String!, $isReconnect: Boolean!, $reIngestResources: Boolean, $companyOrgId: Int) {\n    BlackbaudAuthentication(callbackUrl: $callbackUrl, code: $code, isReconnect: $isReconnect, reIngestResources: $reIngestResources, companyOrgId: $companyOrgId) {\n      statusCode\n      error\n      result\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TriggerBlackbaudIngestion($type: String!, $companyOrganizationId: Int!) {\n    TriggerBlackbaudIngestion(type: $type, companyOrganizationId: $companyOrganizationId) {\n      statusCode\n      error\n      result\n    }\n  }\n',
): (typeof documents)['\n  mutation TriggerBlackbaudIngestion($type: String!, $companyOrganizationId: Int!) {\n    TriggerBlackbaudIngestion(type: $type, companyOrganizationId: $companyOrganizationId) {\n      statusCode\n      error\n      result\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveBlackbaudEnvironment($companyOrganizationId: Int, $practiceBBOrganizationId: Int) {\n    RemoveBlackbaudEnvironment(companyOrganizationId: $companyOrganizationId, practiceBBOrganizationId: $practiceBBOrganizationId) {\n      statusCode\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveBlackbaudEnvironment($companyOrganizationId: Int, $practiceBBOrganizationId: Int) {\n    RemoveBlackbaudEnvironment(companyOrganizationId: $companyOrganizationId, practiceBBOrganizationId: $practiceBBOrganizationId) {\n      statusCode\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetLatestBlackbaudIngestionRequests($companyOrgId: Int!) {\n    getLatestBlackbaudIngestionRequests(companyOrgId: $companyOrgId) {\n      id\n      type\n      status\n      errorMessage\n      completedAt\n      progress {\n        bbijId\n        bbijEntity\n        ingested\n        total\n        percentage\n        status\n        isEssential\n        errorMessage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GetLatestBlackbaudIngestionRequests($companyOrgId: Int!) {\n    getLatestBlackbaudIngestionRequests(companyOrgId: $companyOrgId) {\n      id\n      type\n      status\n      errorMessage\n      completedAt\n      progress {\n        bbijId\n        bbijEntity\n        ingested\n        total\n        percentage\n        status\n        isEssential\n        errorMessage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetCompanyOrganizationSubscribedWHEvents($companyOrganizationId: Int!) {\n    getCompanyOrganizationSubscribedWHEvents(companyOrganizationId: $companyOrganizationId) {\n      id\n      name\n      description\n      provisionStatus\n      errMessage\n      companyOrganizationToBbWebhookEventId\n    }\n  }\n',
): (typeof documents)['\n  query GetCompanyOrganizationSubscribedWHEvents($companyOrganizationId: Int!) {\n    getCompanyOrganizationSubscribedWHEvents(companyOrganizationId: $companyOrganizationId) {\n      id\n      name\n      description\n      provisionStatus\n      errMessage\n      companyOrganizationToBbWebhookEventId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ManageCompanyOrganizationSubscribedWHEvents($requestType: String!, $companyOrganizationId: Int, $webhookEventId: Int, $companyOrganizationToBbWebhookEventId: Int) {\n    ManageCompanyOrganizationSubscribedWHEvents(\n      requestType: $requestType\n      companyOrganizationId: $companyOrganizationId\n      webhookEventId: $webhookEventId\n      companyOrganizationToBbWebhookEventId: $companyOrganizationToBbWebhookEventId\n    ) {\n      statusCode\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation ManageCompanyOrganizationSubscribedWHEvents($requestType: String!, $companyOrganizationId: Int, $webhookEventId: Int, $companyOrganizationToBbWebhookEventId: Int) {\n    ManageCompanyOrganizationSubscribedWHEvents(\n      requestType: $requestType\n      companyOrganizationId: $companyOrganizationId\n      webhookEventId: $webhookEventId\n      companyOrganizationToBbWebhookEventId: $companyOrganizationToBbWebhookEventId\n    ) {\n      statusCode\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UpdatedBlackbaudOrganization($id: Int!) {\n    updatedBlackbaudOrganization(id: $id) {\n      id\n      status\n      isLocked\n    }\n  }\n',
): (typeof documents)['\n  subscription UpdatedBlackbaudOrganization($id: Int!) {\n    updatedBlackbaudOrganization(id: $id) {\n      id\n      status\n      isLocked\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BlackbaudItemRequests($companyOrgId: Int!, $stepsToSync: [String!]!) {\n    BlackbaudItemRequests(companyOrgId: $companyOrgId, stepsToSync: $stepsToSync) {\n      statusCode\n      error\n      result\n    }\n  }\n',
): (typeof documents)['\n  mutation BlackbaudItemRequests($companyOrgId: Int!, $stepsToSync: [String!]!) {\n    BlackbaudItemRequests(companyOrgId: $companyOrgId, stepsToSync: $stepsToSync) {\n      statusCode\n      error\n      result\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateBlackbaudOrganization($id: Int!, $organizationName: String, $isLocked: Int) {\n    updateBlackbaudOrganization(id: $id, organizationName: $organizationName, isLocked: $isLocked) {\n      id\n      organizationName\n      isLocked\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateBlackbaudOrganization($id: Int!, $organizationName: String, $isLocked: Int) {\n    updateBlackbaudOrganization(id: $id, organizationName: $organizationName, isLocked: $isLocked) {\n      id\n      organizationName\n      isLocked\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExcelFiles {\n    getExcelOrganizations {\n      id\n      name\n      constituentTotal\n      createdAt\n      status\n      uploadBy\n      progress\n      errorCount\n      errorMessages(limit: 1) {\n        id\n        error\n      }\n      customColumns\n    }\n  }\n',
): (typeof documents)['\n  query ExcelFiles {\n    getExcelOrganizations {\n      id\n      name\n      constituentTotal\n      createdAt\n      status\n      uploadBy\n      progress\n      errorCount\n      errorMessages(limit: 1) {\n        id\n        error\n      }\n      customColumns\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExcelFileResult {\n    getExcelOrganizations {\n      id\n      status\n      progress\n      errorCount\n      errorMessages(limit: 5) {\n        id\n        error\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ExcelFileResult {\n    getExcelOrganizations {\n      id\n      status\n      progress\n      errorCount\n      errorMessages(limit: 5) {\n        id\n        error\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExcelRows($organizationId: Int!, $limit: Int!, $offset: Int!, $search: String) {\n    listExcelDetailByOrganizationId(organizationId: $organizationId, limit: $limit, offset: $offset, search: $search) {\n      id\n      externalIdentifier\n      firstName\n      lastName\n      ...ExcelRowGiving\n      minSuggestedAskW\n      spouse\n      Address1\n      city\n      state\n      zip\n      preferredEmail\n      preferredName\n      totalRows\n      customFieldValues {\n        category\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ExcelRows($organizationId: Int!, $limit: Int!, $offset: Int!, $search: String) {\n    listExcelDetailByOrganizationId(organizationId: $organizationId, limit: $limit, offset: $offset, search: $search) {\n      id\n      externalIdentifier\n      firstName\n      lastName\n      ...ExcelRowGiving\n      minSuggestedAskW\n      spouse\n      Address1\n      city\n      state\n      zip\n      preferredEmail\n      preferredName\n      totalRows\n      customFieldValues {\n        category\n        value\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FileProcessData($sourceType: String!, $fileName: String!) {\n    FileProcessData(sourceType: $sourceType, fileName: $fileName) {\n      statusCode\n      error\n      result {\n        id\n        name\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation FileProcessData($sourceType: String!, $fileName: String!) {\n    FileProcessData(sourceType: $sourceType, fileName: $fileName) {\n      statusCode\n      error\n      result {\n        id\n        name\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SoftDeleteExcelOrganization($id: Int!) {\n    softDeleteExcelOrganization(id: $id)\n  }\n',
): (typeof documents)['\n  mutation SoftDeleteExcelOrganization($id: Int!) {\n    softDeleteExcelOrganization(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveExcelMapping($appealId: Int!, $mappingAppeal: MappingAppealInput!) {\n    MapAppealRequest(appealId: $appealId, mappingAppeal: $mappingAppeal) {\n      statusCode\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveExcelMapping($appealId: Int!, $mappingAppeal: MappingAppealInput!) {\n    MapAppealRequest(appealId: $appealId, mappingAppeal: $mappingAppeal) {\n      statusCode\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExportFields($appealId: Int!, $organizationId: Int) {\n    getAppealExportFields(appealId: $appealId, organizationId: $organizationId) {\n      id\n      code\n      name\n      isDefaultChecked\n    }\n  }\n',
): (typeof documents)['\n  query ExportFields($appealId: Int!, $organizationId: Int) {\n    getAppealExportFields(appealId: $appealId, organizationId: $organizationId) {\n      id\n      code\n      name\n      isDefaultChecked\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExportExcelCustomFields($appealId: Int) {\n    getExcelCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n',
): (typeof documents)['\n  query ExportExcelCustomFields($appealId: Int) {\n    getExcelCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExportBlackbaudCustomFields($appealId: Int) {\n    getBlackbaudCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n',
): (typeof documents)['\n  query ExportBlackbaudCustomFields($appealId: Int) {\n    getBlackbaudCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExportVirtuousCustomFields($appealId: Int) {\n    getVirtuousCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n',
): (typeof documents)['\n  query ExportVirtuousCustomFields($appealId: Int) {\n    getVirtuousCustomFields(appealId: $appealId) {\n      id\n      name\n      category\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExportAllowance($appealId: Int) {\n    getExportAllowance(appealId: $appealId) {\n      isSubscribed\n      freeAllowance\n      used\n      remaining\n      askStringsToExport\n    }\n  }\n',
): (typeof documents)['\n  query ExportAllowance($appealId: Int) {\n    getExportAllowance(appealId: $appealId) {\n      isSubscribed\n      freeAllowance\n      used\n      remaining\n      askStringsToExport\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateExportFiles($appealId: Int!, $isRenewal: Boolean, $presetId: String) {\n    createExportFilesByAppealId(appealId: $appealId, isRenewal: $isRenewal, presetId: $presetId) {\n      id\n      step\n      readyToExportDownloadUrl\n      handleManuallyDownloadUrl\n      exportExpirationDate\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateExportFiles($appealId: Int!, $isRenewal: Boolean, $presetId: String) {\n    createExportFilesByAppealId(appealId: $appealId, isRenewal: $isRenewal, presetId: $presetId) {\n      id\n      step\n      readyToExportDownloadUrl\n      handleManuallyDownloadUrl\n      exportExpirationDate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExportStatus($appealId: Int!) {\n    getAppealStatus(appealId: $appealId) {\n      appealId\n      exportExcelStatus\n      exportExcelError\n    }\n    getAppeal(id: $appealId) {\n      id\n      step\n      readyToExportDownloadUrl\n      handleManuallyDownloadUrl\n      exportExpirationDate\n    }\n  }\n',
): (typeof documents)['\n  query ExportStatus($appealId: Int!) {\n    getAppealStatus(appealId: $appealId) {\n      appealId\n      exportExcelStatus\n      exportExcelError\n    }\n    getAppeal(id: $appealId) {\n      id\n      step\n      readyToExportDownloadUrl\n      handleManuallyDownloadUrl\n      exportExpirationDate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExportPresets {\n    getExportPresets {\n      id\n      name\n      isReadyMade\n      fileFormat\n      mergeTextOrder\n      columns {\n        field\n        header\n      }\n    }\n    getExportPresetFields {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query ExportPresets {\n    getExportPresets {\n      id\n      name\n      isReadyMade\n      fileFormat\n      mergeTextOrder\n      columns {\n        field\n        header\n      }\n    }\n    getExportPresetFields {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveExportPreset($input: ExportPresetInput!) {\n    saveExportPreset(input: $input) {\n      id\n      name\n      isReadyMade\n      fileFormat\n      mergeTextOrder\n      columns {\n        field\n        header\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveExportPreset($input: ExportPresetInput!) {\n    saveExportPreset(input: $input) {\n      id\n      name\n      isReadyMade\n      fileFormat\n      mergeTextOrder\n      columns {\n        field\n        header\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteExportPreset($id: String!) {\n    deleteExportPreset(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteExportPreset($id: String!) {\n    deleteExportPreset(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateReplyCardProof($appealId: Int!) {\n    createReplyCardProof(appealId: $appealId) {\n      downloadUrl\n      cards\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateReplyCardProof($appealId: Int!) {\n    createReplyCardProof(appealId: $appealId) {\n      downloadUrl\n      cards\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppealHistory($input: AppealHistoryInput!) {\n    getAppealHistory(input: $input) {\n      quantity\n      incompleted\n      data {\n        id\n        name\n        createdAt\n        userId\n        userFullName\n        constituents\n        step\n        strategySettings\n        numberAskSettings\n        columnOrderSettings\n        readyToExportDownloadUrl\n        handleManuallyDownloadUrl\n        exportExpirationDate\n        dataImportSourceId\n        environmentName\n        isLocked\n        results {\n          recipients\n          responders\n          totalRaised\n          revenuePerRecipientDifference\n          source\n          crm\n        }\n        asksSent {\n          crm\n          status\n          written\n          unchanged\n          refused\n          sentAt\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppealHistory($input: AppealHistoryInput!) {\n    getAppealHistory(input: $input) {\n      quantity\n      incompleted\n      data {\n        id\n        name\n        createdAt\n        userId\n        userFullName\n        constituents\n        step\n        strategySettings\n        numberAskSettings\n        columnOrderSettings\n        readyToExportDownloadUrl\n        handleManuallyDownloadUrl\n        exportExpirationDate\n        dataImportSourceId\n        environmentName\n        isLocked\n        results {\n          recipients\n          responders\n          totalRaised\n          revenuePerRecipientDifference\n          source\n          crm\n        }\n        asksSent {\n          crm\n          status\n          written\n          unchanged\n          refused\n          sentAt\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteAppeal($id: Int!) {\n    deleteAppeal(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteAppeal($id: Int!) {\n    deleteAppeal(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DuplicateAppeal($fromAppealId: Int!, $appealName: String!) {\n    DuplicateAppeal(fromAppealId: $fromAppealId, appealName: $appealName) {\n      id\n      name\n      step\n      isLocked\n      dataImportSourceId\n    }\n  }\n',
): (typeof documents)['\n  mutation DuplicateAppeal($fromAppealId: Int!, $appealName: String!) {\n    DuplicateAppeal(fromAppealId: $fromAppealId, appealName: $appealName) {\n      id\n      name\n      step\n      isLocked\n      dataImportSourceId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetAppealDropdownsByAudienceId($audienceId: Int!, $blackbaudOrganizationId: Int!, $fromDate: String, $toDate: String) {\n    getAppealDropdownsByAudienceId(audienceId: $audienceId, blackbaudOrganizationId: $blackbaudOrganizationId, fromDate: $fromDate, toDate: $toDate) {\n      statusCode\n      error\n      rows {\n        campaignId\n        campaignName\n        appealId\n        appealName\n        fundId\n        fundName\n        dateAdded\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GetAppealDropdownsByAudienceId($audienceId: Int!, $blackbaudOrganizationId: Int!, $fromDate: String, $toDate: String) {\n    getAppealDropdownsByAudienceId(audienceId: $audienceId, blackbaudOrganizationId: $blackbaudOrganizationId, fromDate: $fromDate, toDate: $toDate) {\n      statusCode\n      error\n      rows {\n        campaignId\n        campaignName\n        appealId\n        appealName\n        fundId\n        fundName\n        dateAdded\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MapAppealRequest($appealId: Int!, $mappingAppeal: MappingAppealInput!, $updateMapAppeal: Boolean) {\n    MapAppealRequest(appealId: $appealId, mappingAppeal: $mappingAppeal, updateMapAppeal: $updateMapAppeal) {\n      statusCode\n      error\n      isSkipped\n    }\n  }\n',
): (typeof documents)['\n  mutation MapAppealRequest($appealId: Int!, $mappingAppeal: MappingAppealInput!, $updateMapAppeal: Boolean) {\n    MapAppealRequest(appealId: $appealId, mappingAppeal: $mappingAppeal, updateMapAppeal: $updateMapAppeal) {\n      statusCode\n      error\n      isSkipped\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetCompany {\n    getCompany {\n      id\n      name\n      address\n      address2\n      city\n      state\n      zip\n      phone\n      industry\n      website\n    }\n  }\n',
): (typeof documents)['\n  query GetCompany {\n    getCompany {\n      id\n      name\n      address\n      address2\n      city\n      state\n      zip\n      phone\n      industry\n      website\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCompany($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) {\n      id\n      name\n      address\n      address2\n      city\n      state\n      zip\n      phone\n      industry\n      website\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCompany($input: UpdateCompanyInput!) {\n    updateCompany(input: $input) {\n      id\n      name\n      address\n      address2\n      city\n      state\n      zip\n      phone\n      industry\n      website\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveProfile($input: ProfileInput!) {\n    updateProfile(input: $input)\n  }\n',
): (typeof documents)['\n  mutation SaveProfile($input: ProfileInput!) {\n    updateProfile(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CompanyUsers {\n    getCompanyUsers {\n      id\n      userId\n      userName\n      firstName\n      lastName\n      email\n      role\n      roleId\n      owner\n      active\n      confirmed\n      createdAt\n      expirationCodeDate\n    }\n    getCompanyTotalConstituents\n  }\n',
): (typeof documents)['\n  query CompanyUsers {\n    getCompanyUsers {\n      id\n      userId\n      userName\n      firstName\n      lastName\n      email\n      role\n      roleId\n      owner\n      active\n      confirmed\n      createdAt\n      expirationCodeDate\n    }\n    getCompanyTotalConstituents\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteCompanyUser($input: CreateCompanyUserInput!) {\n    createCompanyUser(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteCompanyUser($input: CreateCompanyUserInput!) {\n    createCompanyUser(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCompanyUser($userId: ID!, $roleId: Int!) {\n    updateCompanyUser(userId: $userId, roleId: $roleId) {\n      id\n      roleId\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCompanyUser($userId: ID!, $roleId: Int!) {\n    updateCompanyUser(userId: $userId, roleId: $roleId) {\n      id\n      roleId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ActiveDeactiveCompanyUser($companyUserId: ID!, $active: Boolean!) {\n    ActiveDeactiveCompanyUser(companyUserId: $companyUserId, active: $active) {\n      id\n      active\n    }\n  }\n',
): (typeof documents)['\n  mutation ActiveDeactiveCompanyUser($companyUserId: ID!, $active: Boolean!) {\n    ActiveDeactiveCompanyUser(companyUserId: $companyUserId, active: $active) {\n      id\n      active\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveCognitoUser($userId: ID!) {\n    RemoveCognitoUser(userId: $userId)\n  }\n',
): (typeof documents)['\n  mutation RemoveCognitoUser($userId: ID!) {\n    RemoveCognitoUser(userId: $userId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeUserOwner($companyUserId: ID!) {\n    MakeUserOwner(companyUserId: $companyUserId) {\n      statusCode\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeUserOwner($companyUserId: ID!) {\n    MakeUserOwner(companyUserId: $companyUserId) {\n      statusCode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminManuallyConfirmUser($username: String!) {\n    AdminManuallyConfirmUser(username: $username) {\n      statusCode\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminManuallyConfirmUser($username: String!) {\n    AdminManuallyConfirmUser(username: $username) {\n      statusCode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReInviteCompanyUser($companyUserId: ID!) {\n    reInviteCompanyUser(companyUserId: $companyUserId) {\n      id\n      expirationCodeDate\n    }\n  }\n',
): (typeof documents)['\n  mutation ReInviteCompanyUser($companyUserId: ID!) {\n    reInviteCompanyUser(companyUserId: $companyUserId) {\n      id\n      expirationCodeDate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GridRowFields on AppealConstituentRow {\n    id\n    rowKey\n    constituentId\n    firstName\n    lastName\n    contactName\n    informalName\n    zipCode\n    ...GridRowGiving\n    minSuggestedAskWR\n    baseAsk\n    primaryAsk\n    customBaseAsk\n    anualAsk1\n    anualAsk2\n    anualAsk3\n    anualAsk4\n    anualAsk5\n    monthlyAsk1\n    monthlyAsk2\n    monthlyAsk3\n    monthlyAsk4\n    monthlyAsk5\n    askString\n    status\n    statusSetByUser\n    askLogs\n    fiveKOrAbove\n    threeXAppealGift\n    oneKMoreLastYear\n    isSpicy\n    isBaseline\n    isTop100\n    testGroup\n  }\n',
): (typeof documents)['\n  fragment GridRowFields on AppealConstituentRow {\n    id\n    rowKey\n    constituentId\n    firstName\n    lastName\n    contactName\n    informalName\n    zipCode\n    ...GridRowGiving\n    minSuggestedAskWR\n    baseAsk\n    primaryAsk\n    customBaseAsk\n    anualAsk1\n    anualAsk2\n    anualAsk3\n    anualAsk4\n    anualAsk5\n    monthlyAsk1\n    monthlyAsk2\n    monthlyAsk3\n    monthlyAsk4\n    monthlyAsk5\n    askString\n    status\n    statusSetByUser\n    askLogs\n    fiveKOrAbove\n    threeXAppealGift\n    oneKMoreLastYear\n    isSpicy\n    isBaseline\n    isTop100\n    testGroup\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppealConstituentsByFilter($input: AppealConstituentsFilterInput!) {\n    getAppealConstituentsByFilter(input: $input) {\n      appealId\n      generation\n      askMode\n      numberOfAsks\n      strategyId\n      filterType\n      orderBy\n      orderDirection\n      pagination {\n        total\n        limit\n        page\n        skip\n        urls {\n          current\n          first\n          last\n          next\n          previous\n        }\n      }\n      uniqueValues {\n        filterType\n        label\n        count\n      }\n      rows {\n        ...GridRowFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppealConstituentsByFilter($input: AppealConstituentsFilterInput!) {\n    getAppealConstituentsByFilter(input: $input) {\n      appealId\n      generation\n      askMode\n      numberOfAsks\n      strategyId\n      filterType\n      orderBy\n      orderDirection\n      pagination {\n        total\n        limit\n        page\n        skip\n        urls {\n          current\n          first\n          last\n          next\n          previous\n        }\n      }\n      uniqueValues {\n        filterType\n        label\n        count\n      }\n      rows {\n        ...GridRowFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAppealUsingCustomBaseAskValue(\n    $appealConstituentId: ID!\n    $customBaseAskValue: String!\n    $rowKey: String\n    $askGenSettings: String\n    $strategyId: String\n  ) {\n    UpdateAppealUsingCustomBaseAskValue(\n      appealConstituentId: $appealConstituentId\n      customBaseAskValue: $customBaseAskValue\n      rowKey: $rowKey\n      askGenSettings: $askGenSettings\n      strategyId: $strategyId\n    ) {\n      statusCode\n      error\n      appealConstituentId\n      askString\n      anualAsk1\n      anualAsk2\n      anualAsk3\n      anualAsk4\n      anualAsk5\n      monthlyAsk1\n      monthlyAsk2\n      monthlyAsk3\n      monthlyAsk4\n      monthlyAsk5\n      baseAsk\n      primaryAsk\n      customBaseAsk\n      isSpicy\n      fiveKOrAbove\n      oneKMoreLastYear\n      threeXAppealGift\n      askLogs\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateAppealUsingCustomBaseAskValue(\n    $appealConstituentId: ID!\n    $customBaseAskValue: String!\n    $rowKey: String\n    $askGenSettings: String\n    $strategyId: String\n  ) {\n    UpdateAppealUsingCustomBaseAskValue(\n      appealConstituentId: $appealConstituentId\n      customBaseAskValue: $customBaseAskValue\n      rowKey: $rowKey\n      askGenSettings: $askGenSettings\n      strategyId: $strategyId\n    ) {\n      statusCode\n      error\n      appealConstituentId\n      askString\n      anualAsk1\n      anualAsk2\n      anualAsk3\n      anualAsk4\n      anualAsk5\n      monthlyAsk1\n      monthlyAsk2\n      monthlyAsk3\n      monthlyAsk4\n      monthlyAsk5\n      baseAsk\n      primaryAsk\n      customBaseAsk\n      isSpicy\n      fiveKOrAbove\n      oneKMoreLastYear\n      threeXAppealGift\n      askLogs\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAppealConstituents($body: UpdateAppealConstituentsBody!) {\n    UpdateAppealConstituents(body: $body) {\n      statusCode\n      result\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateAppealConstituents($body: UpdateAppealConstituentsBody!) {\n    UpdateAppealConstituents(body: $body) {\n      statusCode\n      result\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppealAskCalculation($appealId: Int!) {\n    getAppealAskCalculation(appealId: $appealId) {\n      appealId\n      algorithmStatus\n      algorithmError\n      generation\n      strategyId\n      numberOfAsks\n      askMode\n      donors\n      isStale\n    }\n  }\n',
): (typeof documents)['\n  query AppealAskCalculation($appealId: Int!) {\n    getAppealAskCalculation(appealId: $appealId) {\n      appealId\n      algorithmStatus\n      algorithmError\n      generation\n      strategyId\n      numberOfAsks\n      askMode\n      donors\n      isStale\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BulkUpdateAppealConstituent($appealId: Int!) {\n    BulkUpdateAppealConstituent(body: { appealId: $appealId }) {\n      statusCode\n      result\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation BulkUpdateAppealConstituent($appealId: Int!) {\n    BulkUpdateAppealConstituent(body: { appealId: $appealId }) {\n      statusCode\n      result\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppealAskChoice($id: Int!) {\n    getAppeal(id: $id) {\n      id\n      numberAskSettings\n    }\n  }\n',
): (typeof documents)['\n  query AppealAskChoice($id: Int!) {\n    getAppeal(id: $id) {\n      id\n      numberAskSettings\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WhatIfPreview($appealId: Int!, $strategyId: String!) {\n    getWhatIfPreview(appealId: $appealId, strategyId: $strategyId) {\n      strategyId\n      numberOfAsks\n      isMonthly\n      donors\n      sampled\n      projectedDonors\n      basis\n      assumption\n      revenuePerRecipientLow\n      revenuePerRecipientHigh\n      appeals {\n        appealId\n        appealName\n      }\n      bands {\n        band\n        label\n        donors\n        sampled\n        firstAskMedian\n        firstAskLow\n        firstAskHigh\n        basis\n        revenuePerRecipientLow\n        revenuePerRecipientHigh\n      }\n    }\n  }\n',
): (typeof documents)['\n  query WhatIfPreview($appealId: Int!, $strategyId: String!) {\n    getWhatIfPreview(appealId: $appealId, strategyId: $strategyId) {\n      strategyId\n      numberOfAsks\n      isMonthly\n      donors\n      sampled\n      projectedDonors\n      basis\n      assumption\n      revenuePerRecipientLow\n      revenuePerRecipientHigh\n      appeals {\n        appealId\n        appealName\n      }\n      bands {\n        band\n        label\n        donors\n        sampled\n        firstAskMedian\n        firstAskLow\n        firstAskHigh\n        basis\n        revenuePerRecipientLow\n        revenuePerRecipientHigh\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppealSummaryCounts($appealId: Int!) {\n    getAppealSummaryCounts(appealId: $appealId) {\n      appealId\n      isCalculated\n      hasDonors\n      hasStrategy\n      summaryAllConstituentsQty\n      summaryHandleManually\n      summaryHandleExcludeExport\n      summaryHandleReadyToExport\n      summaryAverageAskString\n      summaryMedianAskString\n      bands {\n        key\n        label\n        filterType\n        total\n        readyExport\n        handleManually\n        excludeExport\n        readyExportFilterType\n        handleManuallyFilterType\n        excludeExportFilterType\n      }\n      tiles {\n        key\n        label\n        group\n        filterType\n        count\n      }\n      testGroups {\n        letter\n        label\n        donors\n        readyExport\n        handleManually\n        excludeExport\n        averageAskString\n        medianAskString\n        tiles {\n          key\n          label\n          group\n          filterType\n          count\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppealSummaryCounts($appealId: Int!) {\n    getAppealSummaryCounts(appealId: $appealId) {\n      appealId\n      isCalculated\n      hasDonors\n      hasStrategy\n      summaryAllConstituentsQty\n      summaryHandleManually\n      summaryHandleExcludeExport\n      summaryHandleReadyToExport\n      summaryAverageAskString\n      summaryMedianAskString\n      bands {\n        key\n        label\n        filterType\n        total\n        readyExport\n        handleManually\n        excludeExport\n        readyExportFilterType\n        handleManuallyFilterType\n        excludeExportFilterType\n      }\n      tiles {\n        key\n        label\n        group\n        filterType\n        count\n      }\n      testGroups {\n        letter\n        label\n        donors\n        readyExport\n        handleManually\n        excludeExport\n        averageAskString\n        medianAskString\n        tiles {\n          key\n          label\n          group\n          filterType\n          count\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppealTestGroupFields on AppealTestGroup {\n    letter\n    strategyId\n    strategyName\n    share\n    sourceCode\n    fixedLadder\n    donors\n  }\n',
): (typeof documents)['\n  fragment AppealTestGroupFields on AppealTestGroup {\n    letter\n    strategyId\n    strategyName\n    share\n    sourceCode\n    fixedLadder\n    donors\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppealTest($appealId: Int!) {\n    getAppealTest(appealId: $appealId) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppealTest($appealId: Int!) {\n    getAppealTest(appealId: $appealId) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveAppealTest($appealId: Int!, $groups: [AppealTestGroupInput!]!) {\n    saveAppealTest(appealId: $appealId, groups: $groups) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveAppealTest($appealId: Int!, $groups: [AppealTestGroupInput!]!) {\n    saveAppealTest(appealId: $appealId, groups: $groups) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveAppealTest($appealId: Int!) {\n    removeAppealTest(appealId: $appealId)\n  }\n',
): (typeof documents)['\n  mutation RemoveAppealTest($appealId: Int!) {\n    removeAppealTest(appealId: $appealId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StrategyRecommendationFields on StrategyRecommendation {\n    recommendedStrategyId\n    first {\n      letter\n      name\n    }\n    second {\n      letter\n      name\n    }\n    overall {\n      ...StrategyComparisonFields\n    }\n    bands {\n      ...StrategyComparisonFields\n    }\n  }\n',
): (typeof documents)['\n  fragment StrategyRecommendationFields on StrategyRecommendation {\n    recommendedStrategyId\n    first {\n      letter\n      name\n    }\n    second {\n      letter\n      name\n    }\n    overall {\n      ...StrategyComparisonFields\n    }\n    bands {\n      ...StrategyComparisonFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StrategyComparisonFields on StrategyComparison {\n    band\n    label\n    firstRevenuePerRecipient\n    secondRevenuePerRecipient\n    difference\n    low\n    high\n    aheadLetter\n    recommendedLetter\n    text\n  }\n',
): (typeof documents)['\n  fragment StrategyComparisonFields on StrategyComparison {\n    band\n    label\n    firstRevenuePerRecipient\n    secondRevenuePerRecipient\n    difference\n    low\n    high\n    aheadLetter\n    recommendedLetter\n    text\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StrategySuggestion($appealId: Int!) {\n    getStrategySuggestion(appealId: $appealId) {\n      appealId\n      appealName\n      strategyId\n      text\n    }\n  }\n',
): (typeof documents)['\n  query StrategySuggestion($appealId: Int!) {\n    getStrategySuggestion(appealId: $appealId) {\n      appealId\n      appealName\n      strategyId\n      text\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppealResults($appealId: Int!) {\n    getAppealResults(appealId: $appealId) {\n      appealId\n      appealName\n      mailedCount\n      hasResults\n      fileName\n      importedAt\n      source\n      syncedAt\n      rowCount\n      matchedCount\n      unmatchedCount\n      verdict\n      recommendation {\n        ...StrategyRecommendationFields\n      }\n      total {\n        recipients\n        responders\n        responseRate\n        total\n        averageGift\n        revenuePerRecipient\n      }\n      comparison {\n        difference\n        low\n        high\n        pValue\n        level\n      }\n      groups {\n        letter\n        label\n        strategyId\n        sourceCode\n        recipients\n        responders\n        responseRate\n        total\n        averageGift\n        revenuePerRecipient\n        upgrades\n        renewingResponders\n        askChoices {\n          ask1\n          ask2\n          ask3\n          ask4\n          ask5\n          above\n          below\n          offLadder\n        }\n        bands {\n          band\n          label\n          recipients\n          responders\n          responseRate\n          total\n          averageGift\n          revenuePerRecipient\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppealResults($appealId: Int!) {\n    getAppealResults(appealId: $appealId) {\n      appealId\n      appealName\n      mailedCount\n      hasResults\n      fileName\n      importedAt\n      source\n      syncedAt\n      rowCount\n      matchedCount\n      unmatchedCount\n      verdict\n      recommendation {\n        ...StrategyRecommendationFields\n      }\n      total {\n        recipients\n        responders\n        responseRate\n        total\n        averageGift\n        revenuePerRecipient\n      }\n      comparison {\n        difference\n        low\n        high\n        pValue\n        level\n      }\n      groups {\n        letter\n        label\n        strategyId\n        sourceCode\n        recipients\n        responders\n        responseRate\n        total\n        averageGift\n        revenuePerRecipient\n        upgrades\n        renewingResponders\n        askChoices {\n          ask1\n          ask2\n          ask3\n          ask4\n          ask5\n          above\n          below\n          offLadder\n        }\n        bands {\n          band\n          label\n          recipients\n          responders\n          responseRate\n          total\n          averageGift\n          revenuePerRecipient\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetAppealTestSourceCodes($appealId: Int!, $sourceCodes: [AppealTestSourceCodeInput!]!) {\n    setAppealTestSourceCodes(appealId: $appealId, sourceCodes: $sourceCodes) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetAppealTestSourceCodes($appealId: Int!, $sourceCodes: [AppealTestSourceCodeInput!]!) {\n    setAppealTestSourceCodes(appealId: $appealId, sourceCodes: $sourceCodes) {\n      appealId\n      groups {\n        ...AppealTestGroupFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppealCrmResults($appealId: Int!) {\n    getAppealCrmResults(appealId: $appealId) {\n      fundraisingAppealId\n      fromDate\n      appeals {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AppealCrmResults($appealId: Int!) {\n    getAppealCrmResults(appealId: $appealId) {\n      fundraisingAppealId\n      fromDate\n      appeals {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReadAppealResultsFromCrm($appealId: Int!, $fundraisingAppealId: Int!, $fromDate: String!) {\n    readAppealResultsFromCrm(appealId: $appealId, fundraisingAppealId: $fundraisingAppealId, fromDate: $fromDate) {\n      appealId\n      hasResults\n    }\n  }\n',
): (typeof documents)['\n  mutation ReadAppealResultsFromCrm($appealId: Int!, $fundraisingAppealId: Int!, $fromDate: String!) {\n    readAppealResultsFromCrm(appealId: $appealId, fundraisingAppealId: $fundraisingAppealId, fromDate: $fromDate) {\n      appealId\n      hasResults\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ListLinkedVirtuousAccounts {\n    listLinkedVirtuousAccounts {\n      id\n      companyId\n      organizationId\n      virtuousAccountId\n      organizationName\n      totalConstituents\n      syncedConstituents\n      isLocked\n      totalTags\n      needsReauthentication\n    }\n  }\n',
): (typeof documents)['\n  query ListLinkedVirtuousAccounts {\n    listLinkedVirtuousAccounts {\n      id\n      companyId\n      organizationId\n      virtuousAccountId\n      organizationName\n      totalConstituents\n      syncedConstituents\n      isLocked\n      totalTags\n      needsReauthentication\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetVirtuousClaimsToken {\n    getVirtuousClaimsToken\n  }\n',
): (typeof documents)['\n  query GetVirtuousClaimsToken {\n    getVirtuousClaimsToken\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VirtuousSignIn($claimsToken: String!, $organizationName: String!, $apiKey: String, $email: String, $password: String, $otp: String) {\n    VirtuousSignIn(claimsToken: $claimsToken, organizationName: $organizationName, apiKey: $apiKey, email: $email, password: $password, otp: $otp) {\n      statusCode\n      error\n      result\n    }\n  }\n',
): (typeof documents)['\n  mutation VirtuousSignIn($claimsToken: String!, $organizationName: String!, $apiKey: String, $email: String, $password: String, $otp: String) {\n    VirtuousSignIn(claimsToken: $claimsToken, organizationName: $organizationName, apiKey: $apiKey, email: $email, password: $password, otp: $otp) {\n      statusCode\n      error\n      result\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExchangeVirtuousToken($token: String!, $isReconnect: Boolean!, $virtuousAccountId: Int) {\n    ExchangeVirtuousToken(token: $token, isReconnect: $isReconnect, virtuousAccountId: $virtuousAccountId) {\n      statusCode\n      error\n      result\n    }\n  }\n',
): (typeof documents)['\n  mutation ExchangeVirtuousToken($token: String!, $isReconnect: Boolean!, $virtuousAccountId: Int) {\n    ExchangeVirtuousToken(token: $token, isReconnect: $isReconnect, virtuousAccountId: $virtuousAccountId) {\n      statusCode\n      error\n      result\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteCompanyToVirtuousAccount($id: Int!) {\n    deleteCompanyToVirtuousAccount(id: $id) {\n      statusCode\n      error\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteCompanyToVirtuousAccount($id: Int!) {\n    deleteCompanyToVirtuousAccount(id: $id) {\n      statusCode\n      error\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VirtuousIngestion($virtuousAccountId: Int!, $resourceType: String!, $tagId: Int, $extraParams: String) {\n    VirtuousIngestion(virtuousAccountId: $virtuousAccountId, resourceType: $resourceType, tagId: $tagId, extraParams: $extraParams) {\n      statusCode\n      error\n      result\n    }\n  }\n',
): (typeof documents)['\n  mutation VirtuousIngestion($virtuousAccountId: Int!, $resourceType: String!, $tagId: Int, $extraParams: String) {\n    VirtuousIngestion(virtuousAccountId: $virtuousAccountId, resourceType: $resourceType, tagId: $tagId, extraParams: $extraParams) {\n      statusCode\n      error\n      result\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetTagsByVirtuousAccountId($virtuousAccountId: Int!) {\n    getTagsByVirtuousAccountId(virtuousAccountId: $virtuousAccountId) {\n      id\n      vTagId\n      tagName\n      tagGroupName\n      ccpIngested\n      totalContacts\n      lastSyncedAt\n    }\n  }\n',
): (typeof documents)['\n  query GetTagsByVirtuousAccountId($virtuousAccountId: Int!) {\n    getTagsByVirtuousAccountId(virtuousAccountId: $virtuousAccountId) {\n      id\n      vTagId\n      tagName\n      tagGroupName\n      ccpIngested\n      totalContacts\n      lastSyncedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetVirtuousIngestionStatus($virtuousAccountId: Int!, $tagId: Int) {\n    getVirtuousIngestionStatus(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      tagId\n      status\n      processed\n      total\n      errorMessage\n    }\n  }\n',
): (typeof documents)['\n  query GetVirtuousIngestionStatus($virtuousAccountId: Int!, $tagId: Int) {\n    getVirtuousIngestionStatus(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      tagId\n      status\n      processed\n      total\n      errorMessage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query VirtuousPickerOptions($virtuousAccountId: Int!, $tagId: Int) {\n    getVirtuousCampaigns(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vCampaignId\n      campaignName\n    }\n    getVirtuousCommunications(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vCommunicationId\n      vCampaignId\n      communicationName\n    }\n    getVirtuousProjectsByTagId(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vProjectId\n      projectName\n      vProjectCode\n    }\n  }\n',
): (typeof documents)['\n  query VirtuousPickerOptions($virtuousAccountId: Int!, $tagId: Int) {\n    getVirtuousCampaigns(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vCampaignId\n      campaignName\n    }\n    getVirtuousCommunications(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vCommunicationId\n      vCampaignId\n      communicationName\n    }\n    getVirtuousProjectsByTagId(virtuousAccountId: $virtuousAccountId, tagId: $tagId) {\n      id\n      vProjectId\n      projectName\n      vProjectCode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetVirtuousAppealMappingSelections($appealId: Int!) {\n    getVirtuousAppealMappingSelections(appealId: $appealId) {\n      appealId\n      tagId\n      includePassthrough\n      selections\n    }\n  }\n',
): (typeof documents)['\n  query GetVirtuousAppealMappingSelections($appealId: Int!) {\n    getVirtuousAppealMappingSelections(appealId: $appealId) {\n      appealId\n      tagId\n      includePassthrough\n      selections\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ExcelRowGiving on ExcelRow {\n    lastGift\n    totalGiftLastYear\n    appealGiftLastYear\n    appealGiftTwoYearsAgo\n    appealGiftThreeYearsAgo\n    campaignGift\n    specialEventGift\n    greatestGift\n    lifetimeGifts\n    lifetimeGiving\n  }\n',
): (typeof documents)['\n  fragment ExcelRowGiving on ExcelRow {\n    lastGift\n    totalGiftLastYear\n    appealGiftLastYear\n    appealGiftTwoYearsAgo\n    appealGiftThreeYearsAgo\n    campaignGift\n    specialEventGift\n    greatestGift\n    lifetimeGifts\n    lifetimeGiving\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GridRowGiving on AppealConstituentRow {\n    lastGift\n    totalGiftLastYear\n    appealGiftLastYear\n    appealGiftTwoYearsAgo\n    appealGiftThreeYearsAgo\n    campaignGift\n    specialEventGift\n    greatestGift\n    lifetimeGifts\n    lifetimeGiving\n  }\n',
): (typeof documents)['\n  fragment GridRowGiving on AppealConstituentRow {\n    lastGift\n    totalGiftLastYear\n    appealGiftLastYear\n    appealGiftTwoYearsAgo\n    appealGiftThreeYearsAgo\n    campaignGift\n    specialEventGift\n    greatestGift\n    lifetimeGifts\n    lifetimeGiving\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      role\n      phone\n      confirmed\n      userGroup\n      mustSetPassword\n      isActive\n      isAdministrator\n      company {\n        id\n        name\n        roleId\n        companyUserId\n        hubspotId\n        isOwner\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      role\n      phone\n      confirmed\n      userGroup\n      mustSetPassword\n      isActive\n      isAdministrator\n      company {\n        id\n        name\n        roleId\n        companyUserId\n        hubspotId\n        isOwner\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppealFields on Appeal {\n    id\n    userId\n    companyId\n    audienceId\n    blackbaudOrganizationId\n    name\n    step\n    mappingSettings\n    numberAskSettings\n    strategySettings\n    columnOrderSettings\n    extraFieldsSettings\n    customFieldsSettings\n    readyToExportDownloadUrl\n    handleManuallyDownloadUrl\n    exportExpirationDate\n    dataImportSourceId\n    includeSoftCredits\n    isLocked\n    createdAt\n    updatedAt\n    organizationName\n    audienceName\n    audienceTotal\n  }\n',
): (typeof documents)['\n  fragment AppealFields on Appeal {\n    id\n    userId\n    companyId\n    audienceId\n    blackbaudOrganizationId\n    name\n    step\n    mappingSettings\n    numberAskSettings\n    strategySettings\n    columnOrderSettings\n    extraFieldsSettings\n    customFieldsSettings\n    readyToExportDownloadUrl\n    handleManuallyDownloadUrl\n    exportExpirationDate\n    dataImportSourceId\n    includeSoftCredits\n    isLocked\n    createdAt\n    updatedAt\n    organizationName\n    audienceName\n    audienceTotal\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetAppeal($id: Int!) {\n    getAppeal(id: $id) {\n      ...AppealFields\n    }\n  }\n',
): (typeof documents)['\n  query GetAppeal($id: Int!) {\n    getAppeal(id: $id) {\n      ...AppealFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetAppealStatus($appealId: Int!) {\n    getAppealStatus(appealId: $appealId) {\n      appealId\n      isLocked\n      mapAppealStatus\n      algorithmStatus\n      exportExcelStatus\n      mapAppealError\n      algorithmError\n      exportExcelError\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  query GetAppealStatus($appealId: Int!) {\n    getAppealStatus(appealId: $appealId) {\n      appealId\n      isLocked\n      mapAppealStatus\n      algorithmStatus\n      exportExcelStatus\n      mapAppealError\n      algorithmError\n      exportExcelError\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateAppeal(\n    $audienceId: Int\n    $blackbaudOrganizationId: Int!\n    $name: String!\n    $step: String\n    $columnOrderSettings: String\n    $dataImportSourceId: Int!\n    $includeSoftCredits: Int\n  ) {\n    createAppeal(\n      audienceId: $audienceId\n      blackbaudOrganizationId: $blackbaudOrganizationId\n      name: $name\n      step: $step\n      columnOrderSettings: $columnOrderSettings\n      dataImportSourceId: $dataImportSourceId\n      includeSoftCredits: $includeSoftCredits\n    ) {\n      ...AppealFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateAppeal(\n    $audienceId: Int\n    $blackbaudOrganizationId: Int!\n    $name: String!\n    $step: String\n    $columnOrderSettings: String\n    $dataImportSourceId: Int!\n    $includeSoftCredits: Int\n  ) {\n    createAppeal(\n      audienceId: $audienceId\n      blackbaudOrganizationId: $blackbaudOrganizationId\n      name: $name\n      step: $step\n      columnOrderSettings: $columnOrderSettings\n      dataImportSourceId: $dataImportSourceId\n      includeSoftCredits: $includeSoftCredits\n    ) {\n      ...AppealFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAppeal(\n    $id: Int!\n    $name: String\n    $step: String\n    $includeSoftCredits: Int\n    $numberAskSettings: String\n    $strategySettings: String\n    $extraFieldsSettings: String\n    $customFieldsSettings: String\n    $columnOrderSettings: String\n    $algorithmStatus: String\n  ) {\n    updateAppeal(\n      id: $id\n      name: $name\n      step: $step\n      includeSoftCredits: $includeSoftCredits\n      numberAskSettings: $numberAskSettings\n      strategySettings: $strategySettings\n      extraFieldsSettings: $extraFieldsSettings\n      customFieldsSettings: $customFieldsSettings\n      columnOrderSettings: $columnOrderSettings\n      algorithmStatus: $algorithmStatus\n    ) {\n      ...AppealFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateAppeal(\n    $id: Int!\n    $name: String\n    $step: String\n    $includeSoftCredits: Int\n    $numberAskSettings: String\n    $strategySettings: String\n    $extraFieldsSettings: String\n    $customFieldsSettings: String\n    $columnOrderSettings: String\n    $algorithmStatus: String\n  ) {\n    updateAppeal(\n      id: $id\n      name: $name\n      step: $step\n      includeSoftCredits: $includeSoftCredits\n      numberAskSettings: $numberAskSettings\n      strategySettings: $strategySettings\n      extraFieldsSettings: $extraFieldsSettings\n      customFieldsSettings: $customFieldsSettings\n      columnOrderSettings: $columnOrderSettings\n      algorithmStatus: $algorithmStatus\n    ) {\n      ...AppealFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAppealStatus($appealId: Int!, $isLocked: Int, $statuses: AppealStatusesInput) {\n    updateAppealStatus(appealId: $appealId, isLocked: $isLocked, statuses: $statuses) {\n      appealId\n      isLocked\n      mapAppealStatus\n      algorithmStatus\n      exportExcelStatus\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateAppealStatus($appealId: Int!, $isLocked: Int, $statuses: AppealStatusesInput) {\n    updateAppealStatus(appealId: $appealId, isLocked: $isLocked, statuses: $statuses) {\n      appealId\n      isLocked\n      mapAppealStatus\n      algorithmStatus\n      exportExcelStatus\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UpdatedAppeal($id: Int!) {\n    updatedAppeal(id: $id) {\n      ...AppealFields\n    }\n  }\n',
): (typeof documents)['\n  subscription UpdatedAppeal($id: Int!) {\n    updatedAppeal(id: $id) {\n      ...AppealFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataImportSources {\n    getDataImportSources {\n      id\n      name\n      code\n    }\n  }\n',
): (typeof documents)['\n  query DataImportSources {\n    getDataImportSources {\n      id\n      name\n      code\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
