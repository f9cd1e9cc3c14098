/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AppealConstituentEditInput = {
  /** Ignored: the server works the ladder out again. */
  askString?: string | null | undefined;
  /** A custom base ask in dollars; '' clears it. */
  customBaseAsk?: string | null | undefined;
  /** The appeal constituent id. */
  id: string | number;
  /** The row's rowKey from the grid. */
  rowKey?: string | null | undefined;
  /** ready_export, handle_manually or exclude_export. */
  status?: string | null | undefined;
};

export type AppealConstituentsFilterInput = {
  /** Accepted for the spec's shape; the appeal's calculated number of asks decides the columns. */
  appealAskNumber?: number | null | undefined;
  appealId: number;
  /** Accepted for the spec's shape; the appeal's calculated ask mode decides the columns. */
  appealType?: string | null | undefined;
  /** all_constituents (default), a band, a flag, a donor type, a status or band__status. */
  filterType?: string | null | undefined;
  /** firstName (default; contactName for the second system), lastName, constituentId, status, askString, anualAsk1-5, monthlyAsk1-5, ... */
  orderBy?: string | null | undefined;
  /** asc (default) or desc. */
  orderDirection?: string | null | undefined;
  organizationId?: string | null | undefined;
  pageNumber?: number | null | undefined;
  /** 10, 25, 50 (default), 100 or 200. */
  pageSize?: number | null | undefined;
  searchText?: string | null | undefined;
  tagId?: string | null | undefined;
  /** Only the donors of this group of the appeal's A/B test ('A' or 'B'). */
  testGroup?: string | null | undefined;
};

export type AppealHistoryInput = {
  /** 1 Raiser's Edge NXT, 2 Excel, 3 Virtuous; empty for all. */
  dataImportSourceId?: number | null | undefined;
  limit: number;
  offset: number;
  /** name, createdAt (default, newest first) or constituents. */
  orderBy?: string | null | undefined;
  search?: string | null | undefined;
};

export type AppealStatusesInput = {
  algorithmError?: string | null | undefined;
  algorithmStatus?: string | null | undefined;
  exportExcelError?: string | null | undefined;
  exportExcelStatus?: string | null | undefined;
  mapAppealError?: string | null | undefined;
  mapAppealStatus?: string | null | undefined;
};

export type AppealTestGroupInput = {
  /** The holdout group C only: its annual asks in whole dollars, ask 1 first. */
  fixedLadder?: Array<string> | null | undefined;
  /** 'A', 'B', or 'C' for the holdout group. */
  letter: string;
  share: number;
  sourceCode: string;
  /** Required for A and B; none for the holdout group C. */
  strategyId?: string | null | undefined;
};

export type AppealTestSourceCodeInput = {
  letter: string;
  sourceCode: string;
};

export type BillingSourceType = 'ach' | 'card' | 'echeck';

export type CancelFeedbackInput = {
  /** The chosen reasons (at least one). */
  feedback: Array<string>;
  /** 'Other', at most 500 characters. */
  other_text?: string | null | undefined;
};

export type CreateCompanyInput = {
  address?: string | null | undefined;
  industry: string;
  name: string;
  phone?: string | null | undefined;
  website?: string | null | undefined;
};

export type CreateCompanyUserInput = {
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** 1 = Admin, 2 = User. */
  roleId: number;
};

export type EcheckDataInput = {
  accountNumber: string;
  routingNumber: string;
};

export type ExportPresetColumnInput = {
  field: string;
  header: string;
};

export type ExportPresetInput = {
  columns: Array<ExportPresetColumnInput>;
  /** xlsx or csv. */
  fileFormat: string;
  /** The saved preset to change; none: a new preset. */
  id?: string | null | undefined;
  /** highest_first (the default) or lowest_first. */
  mergeTextOrder?: string | null | undefined;
  name: string;
};

export type MappingAppealInput = {
  appealLastYear: MappingSectionInput;
  appealThreeYear: MappingSectionInput;
  appealTwoYear: MappingSectionInput;
  campaign: MappingSectionInput;
  specialEvent: MappingSectionInput;
};

export type MappingItemInput = {
  appealId: string;
  campaignId: string;
  fundId: string;
};

export type MappingSectionInput = {
  /** ISO date; empty or null leaves the start open. */
  fromDate?: string | null | undefined;
  items: Array<MappingItemInput>;
  /** ISO date; empty or null leaves the end open. */
  toDate?: string | null | undefined;
};

export type PaymentCardInput = {
  billing_addr1?: string | null | undefined;
  billing_addr2?: string | null | undefined;
  billing_city?: string | null | undefined;
  billing_country?: string | null | undefined;
  billing_state_code?: string | null | undefined;
  billing_zip?: string | null | undefined;
  expiry_month?: number | null | undefined;
  expiry_year?: number | null | undefined;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
};

/** sourceType: 'card' or 'echeck' (update), 'new-card' or 'echeck' (create), 'edit-card', 'set-primary', 'delete-card'. */
export type PaymentMethodInput = {
  card?: PaymentCardInput | null | undefined;
  cardToken?: string | null | undefined;
  echeckData?: EcheckDataInput | null | undefined;
  payment_id?: string | null | undefined;
  sourceType: string;
};

/** The personal profile: first and last name, title (role) and phone. */
export type ProfileInput = {
  firstName: string;
  lastName: string;
  /** Digits, optionally after a prefix "+1 " or "+52 ". */
  phone?: string | null | undefined;
  /** Job title. */
  role?: string | null | undefined;
};

export type SubscriptionProcessType =
  | 'PAYMENT_METHOD_LIST'
  | 'SUBSCRIPTION_CUSTOMER_INFO'
  | 'SUBSCRIPTION_DETAILS'
  | 'SUBSCRIPTION_INVOICE_PDF'
  | 'SUBSCRIPTION_TRANSACTION_LIST';

/** CreateCompanySubscriptionRequest / SetCompanySubscriptionRequest: cardToken from tokenization (card), echeckData (echeck), nothing for ach. */
export type SubscriptionPurchaseInput = {
  cardToken?: string | null | undefined;
  /** The plan's item price id (SubscriptionPlan.cbsubscriptionId or a custom plan id). */
  cbSubscriptionId: string;
  echeckData?: EcheckDataInput | null | undefined;
  promoCodes?: Array<string> | null | undefined;
  sourceType: BillingSourceType;
  /** The plan id (SubscriptionPlan.id). */
  subscriptionId?: number | null | undefined;
};

export type UpdateAppealConstituentsBody = {
  appealId: number;
  items: Array<AppealConstituentEditInput>;
};

export type UpdateCompanyInput = {
  address: string;
  address2?: string | null | undefined;
  city: string;
  industry?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  state: string;
  website?: string | null | undefined;
  zip: string;
};

export type GateLogoutMutationVariables = Exact<{ [key: string]: never }>;

export type GateLogoutMutation = { logout: boolean };

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { logout: boolean };

export type ConfirmSignUpMutationVariables = Exact<{
  username: string;
  code: string;
}>;

export type ConfirmSignUpMutation = { confirmSignUp: string };

export type SetPasswordMutationVariables = Exact<{
  password: string;
}>;

export type SetPasswordMutation = { setPassword: boolean };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;

export type UpdateProfileMutation = { updateProfile: boolean };

export type CompanyInviteQueryVariables = Exact<{ [key: string]: never }>;

export type CompanyInviteQuery = {
  getCompanyInvite: Array<{ companyUserId: string; companyId: string; companyName: string; roleId: number }>;
};

export type AuthPostSignUpMutationVariables = Exact<{
  companyUserId: string | number;
}>;

export type AuthPostSignUpMutation = { AuthPostSignUp: boolean };

export type CreateCompanyMutationVariables = Exact<{
  input: CreateCompanyInput;
}>;

export type CreateCompanyMutation = { createCompany: { id: string; name: string } };

export type HubspotCreateCompanyMutationVariables = Exact<{ [key: string]: never }>;

export type HubspotCreateCompanyMutation = { HubspotCreateCompany: boolean };

export type CreateCompanyUserMutationVariables = Exact<{
  input: CreateCompanyUserInput;
}>;

export type CreateCompanyUserMutation = { createCompanyUser: { id: string; email: string } };

export type OnboardingLogoutMutationVariables = Exact<{ [key: string]: never }>;

export type OnboardingLogoutMutation = { logout: boolean };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;

export type ForgotPasswordMutation = { forgotPassword: boolean };

export type ForgotPasswordSubmitMutationVariables = Exact<{
  email: string;
  code: string;
  newPassword: string;
}>;

export type ForgotPasswordSubmitMutation = { forgotPasswordSubmit: boolean };

export type SignInPasswordMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type SignInPasswordMutation = { signInPassword: { status: string; ticket: string | null } | null };

export type SignInVerifyCodeMutationVariables = Exact<{
  ticket: string;
  code: string;
}>;

export type SignInVerifyCodeMutation = { signInVerifyCode: { status: string } | null };

export type ResendSignInCodeMutationVariables = Exact<{
  ticket: string;
}>;

export type ResendSignInCodeMutation = { resendSignInCode: { status: string } | null };

export type SignUpMutationVariables = Exact<{
  email: string;
  password?: string | null | undefined;
}>;

export type SignUpMutation = { signUp: string };

export type WelcomeLogoutMutationVariables = Exact<{ [key: string]: never }>;

export type WelcomeLogoutMutation = { logout: boolean };

export type GetOrganizationAudiencesQueryVariables = Exact<{
  organizationId: number;
}>;

export type GetOrganizationAudiencesQuery = {
  getOrganizationAudiences: Array<{
    id: number;
    name: string;
    total: number;
    lastLinkedToConstituentsOn: string | null;
    executionStatus: string | null;
    processedConstituentsCount: number | null;
    totalConstituentsCount: number | null;
    errorMessage: string | null;
  }>;
};

export type AdminBlackbaudAudienceRequestV2MutationVariables = Exact<{
  bbAudienceId: number;
  requestType: string;
}>;

export type AdminBlackbaudAudienceRequestV2Mutation = {
  AdminBlackbaudAudienceRequestV2: { statusCode: number; error: string | null; blackbaudAudienceListExecutionId: number | null };
};

export type RefreshBlackbaudAudienceListsMutationVariables = Exact<{
  companyOrganizationId: number;
}>;

export type RefreshBlackbaudAudienceListsMutation = {
  RefreshBlackbaudAudienceLists: { statusCode: number; error: string | null; result: string | null };
};

export type GetBlackbaudAudienceListExecutionByIdQueryVariables = Exact<{
  id: number;
}>;

export type GetBlackbaudAudienceListExecutionByIdQuery = {
  getBlackbaudAudienceListExecutionById: {
    id: number;
    audienceId: number;
    status: string;
    processedConstituentsCount: number | null;
    totalConstituentsCount: number | null;
    errorMessage: string | null;
  } | null;
};

export type SubscriptionPageQueryVariables = Exact<{ [key: string]: never }>;

export type SubscriptionPageQuery = {
  getCompanyTotalConstituents: number;
  getCompanySubscription: {
    paymentSubscriptionId: number;
    subscriptionId: string;
    cbSubscriptionId: string;
    planName: string;
    annualFee: string;
    annualFeeCents: number;
    constituentsLimit: number;
    next_billing_at: string | null;
    paymentDate: string | null;
    currentTermEnd: string | null;
    cancelledAt: string | null;
    active: boolean;
    status: string;
    standard: boolean;
    canReactivate: boolean;
  } | null;
  listPaymentSubscriptions: Array<{
    id: number;
    name: string;
    description: string;
    annualFee: string;
    annualFeeCents: number | null;
    constituentsLimit: number;
    cbsubscriptionId: string;
    donorsRecord: string;
  }>;
};

export type BillingConfigurationQueryVariables = Exact<{ [key: string]: never }>;

export type BillingConfigurationQuery = {
  getBillingConfiguration: {
    provider: string;
    site: string | null;
    publishableKey: string | null;
    jsUrl: string | null;
    tokenizeUrl: string | null;
  };
};

export type EstimatePlanUpgradeQueryVariables = Exact<{
  planId?: number | null | undefined;
  cbSubscriptionId?: string | null | undefined;
  promoCodes?: Array<string> | string | null | undefined;
}>;

export type EstimatePlanUpgradeQuery = {
  getEstimatePlanUpgrade: {
    statusCode: number;
    message: string | null;
    error: string | null;
    result: { amountDue: number; creditsApplied: number; total: number } | null;
  };
};

export type PromocodeValidateQueryVariables = Exact<{
  cbSubscriptionId: string;
  promoCode: string;
}>;

export type PromocodeValidateQuery = {
  PromocodeValidateRequest: {
    statusCode: number;
    message: string | null;
    result: {
      code: string;
      discountAmount: number;
      discountText: string;
      discountType: string;
      durationType: string;
      period: number | null;
      periodUnit: string | null;
      subscriptionPrice: number;
    } | null;
  };
};

export type CustomPlanValidateQueryVariables = Exact<{
  cbSubscriptionId: string;
}>;

export type CustomPlanValidateQuery = {
  CustomPlanValidateRequest: {
    statusCode: number;
    message: string | null;
    result: { cbSubscriptionId: string; planName: string; price: string; constituentsLimit: number } | null;
  };
};

export type SubscriptionDetailQueryVariables = Exact<{
  processType: SubscriptionProcessType;
  invoiceId?: string | null | undefined;
}>;

export type SubscriptionDetailQuery = {
  SubscriptionDetailRequest: {
    statusCode: number;
    message: string | null;
    result: {
      coupon: string | null;
      coupons: Array<{ coupon_id: string }>;
      card: { first_name: string | null; card_type: string | null } | null;
      payment_method: { type: string; card: { last4: string } | null; bank_account: { last4: string } | null } | null;
      subscription: {
        id: string;
        status: string;
        current_term_end: string | null;
        next_billing_at: string | null;
        cancelled_at: string | null;
        subscription_items: Array<{ item_price_id: string; amount: number }>;
        coupons: Array<{ coupon_id: string; discount_amount: number }>;
      } | null;
    } | null;
    listPaymentMethods: Array<{
      id: string;
      type: string;
      primary: boolean;
      card: {
        brand: string;
        last4: string;
        masked_number: string;
        expiry_month: number;
        expiry_year: number;
        first_name: string | null;
        last_name: string | null;
        billing_addr1: string | null;
        billing_city: string | null;
        billing_zip: string | null;
      } | null;
      bank_account: { last4: string } | null;
    }>;
    resultInvoices: Array<{
      id: string;
      date: string;
      description: string;
      service_period_start: string | null;
      service_period_end: string | null;
      payment_method: string;
      sub_total: number;
      total: number;
      credits_applied: number;
      amount_paid: number;
      status: string;
    }>;
    invoicePdf: { download_url: string } | null;
  };
};

export type CreateCompanySubscriptionMutationVariables = Exact<{
  input: SubscriptionPurchaseInput;
}>;

export type CreateCompanySubscriptionMutation = {
  CreateCompanySubscriptionRequest: {
    statusCode: number;
    message: string | null;
    result: { pageLink: string; hostedPageId: string } | null;
  };
};

export type SetCompanySubscriptionMutationVariables = Exact<{
  input: SubscriptionPurchaseInput;
}>;

export type SetCompanySubscriptionMutation = {
  SetCompanySubscriptionRequest: { statusCode: number; message: string | null; result: { pageLink: string; hostedPageId: string } | null };
};

export type CompleteHostedCheckoutMutationVariables = Exact<{
  hostedPageId: string;
  subscriptionId?: number | null | undefined;
}>;

export type CompleteHostedCheckoutMutation = { CompleteHostedCheckoutRequest: { statusCode: number; message: string | null } };

export type UpdatePaymentMethodMutationVariables = Exact<{
  input: PaymentMethodInput;
}>;

export type UpdatePaymentMethodMutation = { UpdatePaymentMethodRequest: { statusCode: number; message: string | null } };

export type CreatePaymentMethodMutationVariables = Exact<{
  input: PaymentMethodInput;
}>;

export type CreatePaymentMethodMutation = { CreatePaymentMethodRequest: { statusCode: number; message: string | null } };

export type EditPaymentMethodMutationVariables = Exact<{
  input: PaymentMethodInput;
}>;

export type EditPaymentMethodMutation = { EditPaymentMethodRequest: { statusCode: number; message: string | null } };

export type SetAsPrimaryPaymentMethodMutationVariables = Exact<{
  input: PaymentMethodInput;
}>;

export type SetAsPrimaryPaymentMethodMutation = { SetAsPrimaryPaymentMethodRequest: { statusCode: number; message: string | null } };

export type DeletePaymentMethodMutationVariables = Exact<{
  input: PaymentMethodInput;
}>;

export type DeletePaymentMethodMutation = { DeletePaymentMethodRequest: { statusCode: number; message: string | null } };

export type CancelCompanySubscriptionMutationVariables = Exact<{ [key: string]: never }>;

export type CancelCompanySubscriptionMutation = { CancelCompanySubscriptionRequest: { statusCode: number; message: string | null } };

export type SaveSubscriptionCancelFeedbackMutationVariables = Exact<{
  feedbacks: CancelFeedbackInput;
}>;

export type SaveSubscriptionCancelFeedbackMutation = {
  SaveSubscriptionCancelFeedbackRequest: { statusCode: number; message: string | null };
};

export type ReactivateCompanySubscriptionMutationVariables = Exact<{ [key: string]: never }>;

export type ReactivateCompanySubscriptionMutation = {
  ReactivateCompanySubscriptionRequest: { statusCode: number; message: string | null };
};

export type CrmAskSendQueryVariables = Exact<{
  appealId: number;
}>;

export type CrmAskSendQuery = {
  getCrmAskSend: {
    id: number;
    status: string;
    crm: string;
    category: string | null;
    recordAction: boolean;
    total: number;
    written: number;
    unchanged: number;
    refused: number;
    error: string | null;
    finishedAt: string | null;
    refusals: Array<{ donorName: string | null; externalId: string; error: string }>;
  } | null;
};

export type CrmAskCategoriesQueryVariables = Exact<{
  appealId: number;
}>;

export type CrmAskCategoriesQuery = { getCrmAskCategories: Array<string> };

export type SendAppealAsksToCrmMutationVariables = Exact<{
  appealId: number;
  crm: string;
  category?: string | null | undefined;
  recordAction?: boolean | null | undefined;
}>;

export type SendAppealAsksToCrmMutation = { sendAppealAsksToCrm: { id: number; status: string } };

export type ListBlackbaudOrganizationsByCompanyIdQueryVariables = Exact<{ [key: string]: never }>;

export type ListBlackbaudOrganizationsByCompanyIdQuery = {
  listBlackbaudOrganizationsByCompanyId: Array<{
    id: number;
    companyOrgId: number;
    organizationId: string;
    organizationName: string;
    environmentId: string;
    environmentName: string | null;
    constituentTotal: number;
    giftTotal: number;
    totalAudienceLists: number;
    status: string;
    isLocked: number;
    lastStatusUpdate: string;
    errorMessage: string | null;
    ingestionType: string | null;
    ingestionStatus: string | null;
    ingestionCompletionDate: string | null;
    isPractice: boolean;
    needsReauthentication: boolean;
  }>;
};

export type GetBlackbaudAuthorizationSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type GetBlackbaudAuthorizationSettingsQuery = {
  getBlackbaudAuthorizationSettings: { isConfigured: boolean; authorizeUrl: string; clientId: string; redirectUri: string };
};

export type BlackbaudAuthenticationMutationVariables = Exact<{
  callbackUrl: string;
  code: string;
  isReconnect: boolean;
  reIngestResources?: boolean | null | undefined;
  companyOrgId?: number | null | undefined;
}>;

export type BlackbaudAuthenticationMutation = {
  BlackbaudAuthentication: { statusCode: number; error: string | null; result: string | null };
};

export type TriggerBlackbaudIngestionMutationVariables = Exact<{
  type: string;
  companyOrganizationId: number;
}>;

export type TriggerBlackbaudIngestionMutation = {
  TriggerBlackbaudIngestion: { statusCode: number; error: string | null; result: string | null };
};

export type RemoveBlackbaudEnvironmentMutationVariables = Exact<{
  companyOrganizationId?: number | null | undefined;
  practiceBBOrganizationId?: number | null | undefined;
}>;

export type RemoveBlackbaudEnvironmentMutation = { RemoveBlackbaudEnvironment: { statusCode: number; error: string | null } };

export type GetLatestBlackbaudIngestionRequestsQueryVariables = Exact<{
  companyOrgId: number;
}>;

export type GetLatestBlackbaudIngestionRequestsQuery = {
  getLatestBlackbaudIngestionRequests: Array<{
    id: number;
    type: string;
    status: string;
    errorMessage: string | null;
    completedAt: string | null;
    progress: Array<{
      bbijId: number;
      bbijEntity: string;
      ingested: number;
      total: number;
      percentage: number;
      status: string;
      isEssential: boolean;
      errorMessage: string | null;
    }>;
  }>;
};

export type GetCompanyOrganizationSubscribedWhEventsQueryVariables = Exact<{
  companyOrganizationId: number;
}>;

export type GetCompanyOrganizationSubscribedWhEventsQuery = {
  getCompanyOrganizationSubscribedWHEvents: Array<{
    id: number;
    name: string;
    description: string;
    provisionStatus: string | null;
    errMessage: string | null;
    companyOrganizationToBbWebhookEventId: number | null;
  }>;
};

export type ManageCompanyOrganizationSubscribedWhEventsMutationVariables = Exact<{
  requestType: string;
  companyOrganizationId?: number | null | undefined;
  webhookEventId?: number | null | undefined;
  companyOrganizationToBbWebhookEventId?: number | null | undefined;
}>;

export type ManageCompanyOrganizationSubscribedWhEventsMutation = {
  ManageCompanyOrganizationSubscribedWHEvents: { statusCode: number; error: string | null };
};

export type UpdatedBlackbaudOrganizationSubscriptionVariables = Exact<{
  id: number;
}>;

export type UpdatedBlackbaudOrganizationSubscription = {
  updatedBlackbaudOrganization: { id: number; status: string; isLocked: number } | null;
};

export type BlackbaudItemRequestsMutationVariables = Exact<{
  companyOrgId: number;
  stepsToSync: Array<string> | string;
}>;

export type BlackbaudItemRequestsMutation = { BlackbaudItemRequests: { statusCode: number; error: string | null; result: string | null } };

export type UpdateBlackbaudOrganizationMutationVariables = Exact<{
  id: number;
  organizationName?: string | null | undefined;
  isLocked?: number | null | undefined;
}>;

export type UpdateBlackbaudOrganizationMutation = {
  updateBlackbaudOrganization: { id: number; organizationName: string; isLocked: number };
};

export type ExcelFilesQueryVariables = Exact<{ [key: string]: never }>;

export type ExcelFilesQuery = {
  getExcelOrganizations: Array<{
    id: number;
    name: string;
    constituentTotal: number;
    createdAt: string;
    status: string;
    uploadBy: string | null;
    progress: string;
    errorCount: number;
    customColumns: Array<string>;
    errorMessages: Array<{ id: string; error: string }>;
  }>;
};

export type ExcelFileResultQueryVariables = Exact<{ [key: string]: never }>;

export type ExcelFileResultQuery = {
  getExcelOrganizations: Array<{
    id: number;
    status: string;
    progress: string;
    errorCount: number;
    errorMessages: Array<{ id: string; error: string }>;
  }>;
};

export type ExcelRowsQueryVariables = Exact<{
  organizationId: number;
  limit: number;
  offset: number;
  search?: string | null | undefined;
}>;

export type ExcelRowsQuery = {
  listExcelDetailByOrganizationId: Array<{
    id: number;
    externalIdentifier: string;
    firstName: string | null;
    lastName: string | null;
    minSuggestedAskW: string | null;
    spouse: string | null;
    Address1: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    preferredEmail: string | null;
    preferredName: string | null;
    totalRows: number;
    lastGift: string | null;
    totalGiftLastYear: string | null;
    appealGiftLastYear: string | null;
    appealGiftTwoYearsAgo: string | null;
    appealGiftThreeYearsAgo: string | null;
    campaignGift: string | null;
    specialEventGift: string | null;
    greatestGift: string | null;
    lifetimeGifts: number | null;
    lifetimeGiving: string | null;
    customFieldValues: Array<{ category: string; value: string }>;
  }>;
};

export type FileProcessDataMutationVariables = Exact<{
  sourceType: string;
  fileName: string;
}>;

export type FileProcessDataMutation = {
  FileProcessData: { statusCode: number; error: string | null; result: { id: number; name: string; status: string } | null };
};

export type SoftDeleteExcelOrganizationMutationVariables = Exact<{
  id: number;
}>;

export type SoftDeleteExcelOrganizationMutation = { softDeleteExcelOrganization: boolean };

export type SaveExcelMappingMutationVariables = Exact<{
  appealId: number;
  mappingAppeal: MappingAppealInput;
}>;

export type SaveExcelMappingMutation = { MapAppealRequest: { statusCode: number; error: string | null } };

export type ExportFieldsQueryVariables = Exact<{
  appealId: number;
  organizationId?: number | null | undefined;
}>;

export type ExportFieldsQuery = { getAppealExportFields: Array<{ id: string; code: string; name: string; isDefaultChecked: boolean }> };

export type ExportExcelCustomFieldsQueryVariables = Exact<{
  appealId?: number | null | undefined;
}>;

export type ExportExcelCustomFieldsQuery = { getExcelCustomFields: Array<{ id: string; name: string; category: string }> };

export type ExportBlackbaudCustomFieldsQueryVariables = Exact<{
  appealId?: number | null | undefined;
}>;

export type ExportBlackbaudCustomFieldsQuery = { getBlackbaudCustomFields: Array<{ id: string; name: string; category: string }> };

export type ExportVirtuousCustomFieldsQueryVariables = Exact<{
  appealId?: number | null | undefined;
}>;

export type ExportVirtuousCustomFieldsQuery = { getVirtuousCustomFields: Array<{ id: string; name: string; category: string }> };

export type ExportAllowanceQueryVariables = Exact<{
  appealId?: number | null | undefined;
}>;

export type ExportAllowanceQuery = {
  getExportAllowance: {
    isSubscribed: boolean;
    freeAllowance: number;
    used: number;
    remaining: number | null;
    askStringsToExport: number | null;
  };
};

export type CreateExportFilesMutationVariables = Exact<{
  appealId: number;
  isRenewal?: boolean | null | undefined;
  presetId?: string | null | undefined;
}>;

export type CreateExportFilesMutation = {
  createExportFilesByAppealId: {
    id: number;
    step: string;
    readyToExportDownloadUrl: string | null;
    handleManuallyDownloadUrl: string | null;
    exportExpirationDate: string | null;
  };
};

export type ExportStatusQueryVariables = Exact<{
  appealId: number;
}>;

export type ExportStatusQuery = {
  getAppealStatus: { appealId: number; exportExcelStatus: string | null; exportExcelError: string | null } | null;
  getAppeal: {
    id: number;
    step: string;
    readyToExportDownloadUrl: string | null;
    handleManuallyDownloadUrl: string | null;
    exportExpirationDate: string | null;
  } | null;
};

export type ExportPresetsQueryVariables = Exact<{ [key: string]: never }>;

export type ExportPresetsQuery = {
  getExportPresets: Array<{
    id: string;
    name: string;
    isReadyMade: boolean;
    fileFormat: string;
    mergeTextOrder: string;
    columns: Array<{ field: string; header: string }>;
  }>;
  getExportPresetFields: Array<{ id: string; name: string }>;
};

export type SaveExportPresetMutationVariables = Exact<{
  input: ExportPresetInput;
}>;

export type SaveExportPresetMutation = {
  saveExportPreset: {
    id: string;
    name: string;
    isReadyMade: boolean;
    fileFormat: string;
    mergeTextOrder: string;
    columns: Array<{ field: string; header: string }>;
  };
};

export type DeleteExportPresetMutationVariables = Exact<{
  id: string;
}>;

export type DeleteExportPresetMutation = { deleteExportPreset: boolean };

export type CreateReplyCardProofMutationVariables = Exact<{
  appealId: number;
}>;

export type CreateReplyCardProofMutation = { createReplyCardProof: { downloadUrl: string; cards: number } };

export type AppealHistoryQueryVariables = Exact<{
  input: AppealHistoryInput;
}>;

export type AppealHistoryQuery = {
  getAppealHistory: {
    quantity: number;
    incompleted: number;
    data: Array<{
      id: number;
      name: string;
      createdAt: string;
      userId: number | null;
      userFullName: string;
      constituents: number;
      step: string;
      strategySettings: string | null;
      numberAskSettings: string | null;
      columnOrderSettings: string | null;
      readyToExportDownloadUrl: string | null;
      handleManuallyDownloadUrl: string | null;
      exportExpirationDate: string | null;
      dataImportSourceId: number;
      environmentName: string | null;
      isLocked: boolean;
      results: {
        recipients: number;
        responders: number;
        totalRaised: string;
        revenuePerRecipientDifference: string | null;
        source: string;
        crm: string | null;
      } | null;
      asksSent: { crm: string; status: string; written: number; unchanged: number; refused: number; sentAt: string } | null;
    }>;
  };
};

export type DeleteAppealMutationVariables = Exact<{
  id: number;
}>;

export type DeleteAppealMutation = { deleteAppeal: number };

export type DuplicateAppealMutationVariables = Exact<{
  fromAppealId: number;
  appealName: string;
}>;

export type DuplicateAppealMutation = {
  DuplicateAppeal: { id: number; name: string; step: string; isLocked: number; dataImportSourceId: number };
};

export type GetAppealDropdownsByAudienceIdQueryVariables = Exact<{
  audienceId: number;
  blackbaudOrganizationId: number;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
}>;

export type GetAppealDropdownsByAudienceIdQuery = {
  getAppealDropdownsByAudienceId: {
    statusCode: number;
    error: string | null;
    rows: Array<{
      campaignId: string;
      campaignName: string;
      appealId: string;
      appealName: string;
      fundId: string;
      fundName: string;
      dateAdded: string | null;
    }>;
  };
};

export type MapAppealRequestMutationVariables = Exact<{
  appealId: number;
  mappingAppeal: MappingAppealInput;
  updateMapAppeal?: boolean | null | undefined;
}>;

export type MapAppealRequestMutation = { MapAppealRequest: { statusCode: number; error: string | null; isSkipped: boolean } };

export type GetCompanyQueryVariables = Exact<{ [key: string]: never }>;

export type GetCompanyQuery = {
  getCompany: {
    id: string;
    name: string;
    address: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    phone: string | null;
    industry: string | null;
    website: string | null;
  };
};

export type UpdateCompanyMutationVariables = Exact<{
  input: UpdateCompanyInput;
}>;

export type UpdateCompanyMutation = {
  updateCompany: {
    id: string;
    name: string;
    address: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    phone: string | null;
    industry: string | null;
    website: string | null;
  };
};

export type SaveProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;

export type SaveProfileMutation = { updateProfile: boolean };

export type CompanyUsersQueryVariables = Exact<{ [key: string]: never }>;

export type CompanyUsersQuery = {
  getCompanyTotalConstituents: number;
  getCompanyUsers: Array<{
    id: string;
    userId: string;
    userName: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    role: string;
    roleId: number;
    owner: boolean;
    active: boolean | null;
    confirmed: boolean;
    createdAt: string;
    expirationCodeDate: string | null;
  }>;
};

export type InviteCompanyUserMutationVariables = Exact<{
  input: CreateCompanyUserInput;
}>;

export type InviteCompanyUserMutation = { createCompanyUser: { id: string } };

export type UpdateCompanyUserMutationVariables = Exact<{
  userId: string | number;
  roleId: number;
}>;

export type UpdateCompanyUserMutation = { updateCompanyUser: { id: string; roleId: number } };

export type ActiveDeactiveCompanyUserMutationVariables = Exact<{
  companyUserId: string | number;
  active: boolean;
}>;

export type ActiveDeactiveCompanyUserMutation = { ActiveDeactiveCompanyUser: { id: string; active: boolean | null } };

export type RemoveCognitoUserMutationVariables = Exact<{
  userId: string | number;
}>;

export type RemoveCognitoUserMutation = { RemoveCognitoUser: boolean };

export type MakeUserOwnerMutationVariables = Exact<{
  companyUserId: string | number;
}>;

export type MakeUserOwnerMutation = { MakeUserOwner: { statusCode: number } };

export type AdminManuallyConfirmUserMutationVariables = Exact<{
  username: string;
}>;

export type AdminManuallyConfirmUserMutation = { AdminManuallyConfirmUser: { statusCode: number } };

export type ReInviteCompanyUserMutationVariables = Exact<{
  companyUserId: string | number;
}>;

export type ReInviteCompanyUserMutation = { reInviteCompanyUser: { id: string; expirationCodeDate: string | null } };

export type GridRowFieldsFragment = {
  id: string;
  rowKey: string;
  constituentId: string | null;
  firstName: string | null;
  lastName: string | null;
  contactName: string | null;
  informalName: string | null;
  zipCode: string | null;
  minSuggestedAskWR: string;
  baseAsk: string;
  primaryAsk: string;
  customBaseAsk: string | null;
  anualAsk1: string | null;
  anualAsk2: string | null;
  anualAsk3: string | null;
  anualAsk4: string | null;
  anualAsk5: string | null;
  monthlyAsk1: string | null;
  monthlyAsk2: string | null;
  monthlyAsk3: string | null;
  monthlyAsk4: string | null;
  monthlyAsk5: string | null;
  askString: string;
  status: string;
  statusSetByUser: boolean;
  askLogs: Array<string>;
  fiveKOrAbove: boolean;
  threeXAppealGift: boolean;
  oneKMoreLastYear: boolean;
  isSpicy: boolean;
  isBaseline: boolean;
  isTop100: boolean;
  testGroup: string | null;
  lastGift: string;
  totalGiftLastYear: string;
  appealGiftLastYear: string;
  appealGiftTwoYearsAgo: string;
  appealGiftThreeYearsAgo: string;
  campaignGift: string;
  specialEventGift: string;
  greatestGift: string;
  lifetimeGifts: number;
  lifetimeGiving: string;
};

export type AppealConstituentsByFilterQueryVariables = Exact<{
  input: AppealConstituentsFilterInput;
}>;

export type AppealConstituentsByFilterQuery = {
  getAppealConstituentsByFilter: {
    appealId: number;
    generation: number | null;
    askMode: string | null;
    numberOfAsks: number | null;
    strategyId: string | null;
    filterType: string;
    orderBy: string;
    orderDirection: string;
    pagination: {
      total: number;
      limit: number;
      page: number;
      skip: number;
      urls: { current: string; first: string; last: string; next: string | null; previous: string | null };
    };
    uniqueValues: Array<{ filterType: string; label: string; count: number }>;
    rows: Array<{
      id: string;
      rowKey: string;
      constituentId: string | null;
      firstName: string | null;
      lastName: string | null;
      contactName: string | null;
      informalName: string | null;
      zipCode: string | null;
      minSuggestedAskWR: string;
      baseAsk: string;
      primaryAsk: string;
      customBaseAsk: string | null;
      anualAsk1: string | null;
      anualAsk2: string | null;
      anualAsk3: string | null;
      anualAsk4: string | null;
      anualAsk5: string | null;
      monthlyAsk1: string | null;
      monthlyAsk2: string | null;
      monthlyAsk3: string | null;
      monthlyAsk4: string | null;
      monthlyAsk5: string | null;
      askString: string;
      status: string;
      statusSetByUser: boolean;
      askLogs: Array<string>;
      fiveKOrAbove: boolean;
      threeXAppealGift: boolean;
      oneKMoreLastYear: boolean;
      isSpicy: boolean;
      isBaseline: boolean;
      isTop100: boolean;
      testGroup: string | null;
      lastGift: string;
      totalGiftLastYear: string;
      appealGiftLastYear: string;
      appealGiftTwoYearsAgo: string;
      appealGiftThreeYearsAgo: string;
      campaignGift: string;
      specialEventGift: string;
      greatestGift: string;
      lifetimeGifts: number;
      lifetimeGiving: string;
    }>;
  } | null;
};

export type UpdateAppealUsingCustomBaseAskValueMutationVariables = Exact<{
  appealConstituentId: string | number;
  customBaseAskValue: string;
  rowKey?: string | null | undefined;
  askGenSettings?: string | null | undefined;
  strategyId?: string | null | undefined;
}>;

export type UpdateAppealUsingCustomBaseAskValueMutation = {
  UpdateAppealUsingCustomBaseAskValue: {
    statusCode: number;
    error: string | null;
    appealConstituentId: string;
    askString: string | null;
    anualAsk1: string | null;
    anualAsk2: string | null;
    anualAsk3: string | null;
    anualAsk4: string | null;
    anualAsk5: string | null;
    monthlyAsk1: string | null;
    monthlyAsk2: string | null;
    monthlyAsk3: string | null;
    monthlyAsk4: string | null;
    monthlyAsk5: string | null;
    baseAsk: string | null;
    primaryAsk: string | null;
    customBaseAsk: string | null;
    isSpicy: boolean;
    fiveKOrAbove: boolean;
    oneKMoreLastYear: boolean;
    threeXAppealGift: boolean;
    askLogs: Array<string>;
    status: string | null;
  } | null;
};

export type UpdateAppealConstituentsMutationVariables = Exact<{
  body: UpdateAppealConstituentsBody;
}>;

export type UpdateAppealConstituentsMutation = {
  UpdateAppealConstituents: { statusCode: number; result: string | null; error: string | null };
};

export type AppealAskCalculationQueryVariables = Exact<{
  appealId: number;
}>;

export type AppealAskCalculationQuery = {
  getAppealAskCalculation: {
    appealId: number;
    algorithmStatus: string | null;
    algorithmError: string | null;
    generation: number | null;
    strategyId: string | null;
    numberOfAsks: number | null;
    askMode: string | null;
    donors: number;
    isStale: boolean;
  } | null;
};

export type BulkUpdateAppealConstituentMutationVariables = Exact<{
  appealId: number;
}>;

export type BulkUpdateAppealConstituentMutation = {
  BulkUpdateAppealConstituent: { statusCode: number; result: string | null; error: string | null };
};

export type AppealAskChoiceQueryVariables = Exact<{
  id: number;
}>;

export type AppealAskChoiceQuery = { getAppeal: { id: number; numberAskSettings: string | null } | null };

export type WhatIfPreviewQueryVariables = Exact<{
  appealId: number;
  strategyId: string;
}>;

export type WhatIfPreviewQuery = {
  getWhatIfPreview: {
    strategyId: string;
    numberOfAsks: number;
    isMonthly: boolean;
    donors: number;
    sampled: number;
    projectedDonors: number;
    basis: string;
    assumption: string;
    revenuePerRecipientLow: string | null;
    revenuePerRecipientHigh: string | null;
    appeals: Array<{ appealId: number; appealName: string }>;
    bands: Array<{
      band: number;
      label: string;
      donors: number;
      sampled: number;
      firstAskMedian: string | null;
      firstAskLow: string | null;
      firstAskHigh: string | null;
      basis: string;
      revenuePerRecipientLow: string | null;
      revenuePerRecipientHigh: string | null;
    }>;
  };
};

export type AppealSummaryCountsQueryVariables = Exact<{
  appealId: number;
}>;

export type AppealSummaryCountsQuery = {
  getAppealSummaryCounts: {
    appealId: number;
    isCalculated: boolean;
    hasDonors: boolean;
    hasStrategy: boolean;
    summaryAllConstituentsQty: number;
    summaryHandleManually: number;
    summaryHandleExcludeExport: number;
    summaryHandleReadyToExport: number;
    summaryAverageAskString: string | null;
    summaryMedianAskString: string | null;
    bands: Array<{
      key: string;
      label: string;
      filterType: string;
      total: number;
      readyExport: number;
      handleManually: number;
      excludeExport: number;
      readyExportFilterType: string;
      handleManuallyFilterType: string;
      excludeExportFilterType: string;
    }>;
    tiles: Array<{ key: string; label: string; group: string; filterType: string; count: number }>;
    testGroups: Array<{
      letter: string;
      label: string;
      donors: number;
      readyExport: number;
      handleManually: number;
      excludeExport: number;
      averageAskString: string;
      medianAskString: string;
      tiles: Array<{ key: string; label: string; group: string; filterType: string; count: number }>;
    }>;
  } | null;
};

export type AppealTestGroupFieldsFragment = {
  letter: string;
  strategyId: string | null;
  strategyName: string;
  share: number;
  sourceCode: string;
  fixedLadder: Array<string> | null;
  donors: number;
};

export type AppealTestQueryVariables = Exact<{
  appealId: number;
}>;

export type AppealTestQuery = {
  getAppealTest: {
    appealId: number;
    groups: Array<{
      letter: string;
      strategyId: string | null;
      strategyName: string;
      share: number;
      sourceCode: string;
      fixedLadder: Array<string> | null;
      donors: number;
    }>;
  } | null;
};

export type SaveAppealTestMutationVariables = Exact<{
  appealId: number;
  groups: Array<AppealTestGroupInput> | AppealTestGroupInput;
}>;

export type SaveAppealTestMutation = {
  saveAppealTest: {
    appealId: number;
    groups: Array<{
      letter: string;
      strategyId: string | null;
      strategyName: string;
      share: number;
      sourceCode: string;
      fixedLadder: Array<string> | null;
      donors: number;
    }>;
  };
};

export type RemoveAppealTestMutationVariables = Exact<{
  appealId: number;
}>;

export type RemoveAppealTestMutation = { removeAppealTest: boolean };

export type StrategyRecommendationFieldsFragment = {
  recommendedStrategyId: string | null;
  first: { letter: string; name: string };
  second: { letter: string; name: string };
  overall: {
    band: number | null;
    label: string;
    firstRevenuePerRecipient: string;
    secondRevenuePerRecipient: string;
    difference: string | null;
    low: string | null;
    high: string | null;
    aheadLetter: string | null;
    recommendedLetter: string | null;
    text: string;
  };
  bands: Array<{
    band: number | null;
    label: string;
    firstRevenuePerRecipient: string;
    secondRevenuePerRecipient: string;
    difference: string | null;
    low: string | null;
    high: string | null;
    aheadLetter: string | null;
    recommendedLetter: string | null;
    text: string;
  }>;
};

export type StrategyComparisonFieldsFragment = {
  band: number | null;
  label: string;
  firstRevenuePerRecipient: string;
  secondRevenuePerRecipient: string;
  difference: string | null;
  low: string | null;
  high: string | null;
  aheadLetter: string | null;
  recommendedLetter: string | null;
  text: string;
};

export type StrategySuggestionQueryVariables = Exact<{
  appealId: number;
}>;

export type StrategySuggestionQuery = {
  getStrategySuggestion: { appealId: number; appealName: string; strategyId: string | null; text: string } | null;
};

export type AppealResultsQueryVariables = Exact<{
  appealId: number;
}>;

export type AppealResultsQuery = {
  getAppealResults: {
    appealId: number;
    appealName: string;
    mailedCount: number;
    hasResults: boolean;
    fileName: string | null;
    importedAt: string | null;
    source: string | null;
    syncedAt: string | null;
    rowCount: number | null;
    matchedCount: number | null;
    unmatchedCount: number | null;
    verdict: string | null;
    recommendation: {
      recommendedStrategyId: string | null;
      first: { letter: string; name: string };
      second: { letter: string; name: string };
      overall: {
        band: number | null;
        label: string;
        firstRevenuePerRecipient: string;
        secondRevenuePerRecipient: string;
        difference: string | null;
        low: string | null;
        high: string | null;
        aheadLetter: string | null;
        recommendedLetter: string | null;
        text: string;
      };
      bands: Array<{
        band: number | null;
        label: string;
        firstRevenuePerRecipient: string;
        secondRevenuePerRecipient: string;
        difference: string | null;
        low: string | null;
        high: string | null;
        aheadLetter: string | null;
        recommendedLetter: string | null;
        text: string;
      }>;
    } | null;
    total: {
      recipients: number;
      responders: number;
      responseRate: number;
      total: string;
      averageGift: string | null;
      revenuePerRecipient: string;
    } | null;
    comparison: { difference: string; low: string; high: string; pValue: number; level: number } | null;
    groups: Array<{
      letter: string;
      label: string;
      strategyId: string | null;
      sourceCode: string | null;
      recipients: number;
      responders: number;
      responseRate: number;
      total: string;
      averageGift: string | null;
      revenuePerRecipient: string;
      upgrades: number;
      renewingResponders: number;
      askChoices: { ask1: number; ask2: number; ask3: number; ask4: number; ask5: number; above: number; below: number; offLadder: number };
      bands: Array<{
        band: number;
        label: string;
        recipients: number;
        responders: number;
        responseRate: number;
        total: string;
        averageGift: string | null;
        revenuePerRecipient: string;
      }>;
    }>;
  };
};

export type SetAppealTestSourceCodesMutationVariables = Exact<{
  appealId: number;
  sourceCodes: Array<AppealTestSourceCodeInput> | AppealTestSourceCodeInput;
}>;

export type SetAppealTestSourceCodesMutation = {
  setAppealTestSourceCodes: {
    appealId: number;
    groups: Array<{
      letter: string;
      strategyId: string | null;
      strategyName: string;
      share: number;
      sourceCode: string;
      fixedLadder: Array<string> | null;
      donors: number;
    }>;
  };
};

export type AppealCrmResultsQueryVariables = Exact<{
  appealId: number;
}>;

export type AppealCrmResultsQuery = {
  getAppealCrmResults: { fundraisingAppealId: number | null; fromDate: string | null; appeals: Array<{ id: number; name: string }> } | null;
};

export type ReadAppealResultsFromCrmMutationVariables = Exact<{
  appealId: number;
  fundraisingAppealId: number;
  fromDate: string;
}>;

export type ReadAppealResultsFromCrmMutation = { readAppealResultsFromCrm: { appealId: number; hasResults: boolean } };

export type ListLinkedVirtuousAccountsQueryVariables = Exact<{ [key: string]: never }>;

export type ListLinkedVirtuousAccountsQuery = {
  listLinkedVirtuousAccounts: Array<{
    id: number;
    companyId: number;
    organizationId: string;
    virtuousAccountId: string;
    organizationName: string;
    totalConstituents: number;
    syncedConstituents: number;
    isLocked: number;
    totalTags: number;
    needsReauthentication: boolean;
  }>;
};

export type GetVirtuousClaimsTokenQueryVariables = Exact<{ [key: string]: never }>;

export type GetVirtuousClaimsTokenQuery = { getVirtuousClaimsToken: string };

export type VirtuousSignInMutationVariables = Exact<{
  claimsToken: string;
  organizationName: string;
  apiKey?: string | null | undefined;
  email?: string | null | undefined;
  password?: string | null | undefined;
  otp?: string | null | undefined;
}>;

export type VirtuousSignInMutation = { VirtuousSignIn: { statusCode: number; error: string | null; result: string | null } };

export type ExchangeVirtuousTokenMutationVariables = Exact<{
  token: string;
  isReconnect: boolean;
  virtuousAccountId?: number | null | undefined;
}>;

export type ExchangeVirtuousTokenMutation = { ExchangeVirtuousToken: { statusCode: number; error: string | null; result: string | null } };

export type DeleteCompanyToVirtuousAccountMutationVariables = Exact<{
  id: number;
}>;

export type DeleteCompanyToVirtuousAccountMutation = { deleteCompanyToVirtuousAccount: { statusCode: number; error: string | null } };

export type VirtuousIngestionMutationVariables = Exact<{
  virtuousAccountId: number;
  resourceType: string;
  tagId?: number | null | undefined;
  extraParams?: string | null | undefined;
}>;

export type VirtuousIngestionMutation = { VirtuousIngestion: { statusCode: number; error: string | null; result: string | null } };

export type GetTagsByVirtuousAccountIdQueryVariables = Exact<{
  virtuousAccountId: number;
}>;

export type GetTagsByVirtuousAccountIdQuery = {
  getTagsByVirtuousAccountId: Array<{
    id: number;
    vTagId: string;
    tagName: string;
    tagGroupName: string | null;
    ccpIngested: number;
    totalContacts: number;
    lastSyncedAt: string | null;
  }>;
};

export type GetVirtuousIngestionStatusQueryVariables = Exact<{
  virtuousAccountId: number;
  tagId?: number | null | undefined;
}>;

export type GetVirtuousIngestionStatusQuery = {
  getVirtuousIngestionStatus: {
    id: number;
    tagId: number | null;
    status: string;
    processed: number;
    total: number;
    errorMessage: string | null;
  } | null;
};

export type VirtuousPickerOptionsQueryVariables = Exact<{
  virtuousAccountId: number;
  tagId?: number | null | undefined;
}>;

export type VirtuousPickerOptionsQuery = {
  getVirtuousCampaigns: Array<{ id: number; vCampaignId: string; campaignName: string }>;
  getVirtuousCommunications: Array<{ id: number; vCommunicationId: string; vCampaignId: string; communicationName: string }>;
  getVirtuousProjectsByTagId: Array<{ id: number; vProjectId: string; projectName: string; vProjectCode: string | null }>;
};

export type GetVirtuousAppealMappingSelectionsQueryVariables = Exact<{
  appealId: number;
}>;

export type GetVirtuousAppealMappingSelectionsQuery = {
  getVirtuousAppealMappingSelections: { appealId: number; tagId: number | null; includePassthrough: boolean; selections: string } | null;
};

export type ExcelRowGivingFragment = {
  lastGift: string | null;
  totalGiftLastYear: string | null;
  appealGiftLastYear: string | null;
  appealGiftTwoYearsAgo: string | null;
  appealGiftThreeYearsAgo: string | null;
  campaignGift: string | null;
  specialEventGift: string | null;
  greatestGift: string | null;
  lifetimeGifts: number | null;
  lifetimeGiving: string | null;
};

export type GridRowGivingFragment = {
  lastGift: string;
  totalGiftLastYear: string;
  appealGiftLastYear: string;
  appealGiftTwoYearsAgo: string;
  appealGiftThreeYearsAgo: string;
  campaignGift: string;
  specialEventGift: string;
  greatestGift: string;
  lifetimeGifts: number;
  lifetimeGiving: string;
};

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  me: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    role: string | null;
    phone: string | null;
    confirmed: boolean;
    userGroup: string | null;
    mustSetPassword: boolean;
    isActive: boolean | null;
    isAdministrator: boolean;
    company: { id: string; name: string; roleId: number; companyUserId: string; hubspotId: string | null; isOwner: boolean } | null;
  } | null;
};

export type AppealFieldsFragment = {
  id: number;
  userId: number | null;
  companyId: number;
  audienceId: number | null;
  blackbaudOrganizationId: number | null;
  name: string;
  step: string;
  mappingSettings: string | null;
  numberAskSettings: string | null;
  strategySettings: string | null;
  columnOrderSettings: string | null;
  extraFieldsSettings: string | null;
  customFieldsSettings: string | null;
  readyToExportDownloadUrl: string | null;
  handleManuallyDownloadUrl: string | null;
  exportExpirationDate: string | null;
  dataImportSourceId: number;
  includeSoftCredits: number;
  isLocked: number;
  createdAt: string;
  updatedAt: string;
  organizationName: string | null;
  audienceName: string | null;
  audienceTotal: number | null;
};

export type GetAppealQueryVariables = Exact<{
  id: number;
}>;

export type GetAppealQuery = {
  getAppeal: {
    id: number;
    userId: number | null;
    companyId: number;
    audienceId: number | null;
    blackbaudOrganizationId: number | null;
    name: string;
    step: string;
    mappingSettings: string | null;
    numberAskSettings: string | null;
    strategySettings: string | null;
    columnOrderSettings: string | null;
    extraFieldsSettings: string | null;
    customFieldsSettings: string | null;
    readyToExportDownloadUrl: string | null;
    handleManuallyDownloadUrl: string | null;
    exportExpirationDate: string | null;
    dataImportSourceId: number;
    includeSoftCredits: number;
    isLocked: number;
    createdAt: string;
    updatedAt: string;
    organizationName: string | null;
    audienceName: string | null;
    audienceTotal: number | null;
  } | null;
};

export type GetAppealStatusQueryVariables = Exact<{
  appealId: number;
}>;

export type GetAppealStatusQuery = {
  getAppealStatus: {
    appealId: number;
    isLocked: number;
    mapAppealStatus: string | null;
    algorithmStatus: string | null;
    exportExcelStatus: string | null;
    mapAppealError: string | null;
    algorithmError: string | null;
    exportExcelError: string | null;
    updatedAt: string;
  } | null;
};

export type CreateAppealMutationVariables = Exact<{
  audienceId?: number | null | undefined;
  blackbaudOrganizationId: number;
  name: string;
  step?: string | null | undefined;
  columnOrderSettings?: string | null | undefined;
  dataImportSourceId: number;
  includeSoftCredits?: number | null | undefined;
}>;

export type CreateAppealMutation = {
  createAppeal: {
    id: number;
    userId: number | null;
    companyId: number;
    audienceId: number | null;
    blackbaudOrganizationId: number | null;
    name: string;
    step: string;
    mappingSettings: string | null;
    numberAskSettings: string | null;
    strategySettings: string | null;
    columnOrderSettings: string | null;
    extraFieldsSettings: string | null;
    customFieldsSettings: string | null;
    readyToExportDownloadUrl: string | null;
    handleManuallyDownloadUrl: string | null;
    exportExpirationDate: string | null;
    dataImportSourceId: number;
    includeSoftCredits: number;
    isLocked: number;
    createdAt: string;
    updatedAt: string;
    organizationName: string | null;
    audienceName: string | null;
    audienceTotal: number | null;
  };
};

export type UpdateAppealMutationVariables = Exact<{
  id: number;
  name?: string | null | undefined;
  step?: string | null | undefined;
  includeSoftCredits?: number | null | undefined;
  numberAskSettings?: string | null | undefined;
  strategySettings?: string | null | undefined;
  extraFieldsSettings?: string | null | undefined;
  customFieldsSettings?: string | null | undefined;
  columnOrderSettings?: string | null | undefined;
  algorithmStatus?: string | null | undefined;
}>;

export type UpdateAppealMutation = {
  updateAppeal: {
    id: number;
    userId: number | null;
    companyId: number;
    audienceId: number | null;
    blackbaudOrganizationId: number | null;
    name: string;
    step: string;
    mappingSettings: string | null;
    numberAskSettings: string | null;
    strategySettings: string | null;
    columnOrderSettings: string | null;
    extraFieldsSettings: string | null;
    customFieldsSettings: string | null;
    readyToExportDownloadUrl: string | null;
    handleManuallyDownloadUrl: string | null;
    exportExpirationDate: string | null;
    dataImportSourceId: number;
    includeSoftCredits: number;
    isLocked: number;
    createdAt: string;
    updatedAt: string;
    organizationName: string | null;
    audienceName: string | null;
    audienceTotal: number | null;
  };
};

export type UpdateAppealStatusMutationVariables = Exact<{
  appealId: number;
  isLocked?: number | null | undefined;
  statuses?: AppealStatusesInput | null | undefined;
}>;

export type UpdateAppealStatusMutation = {
  updateAppealStatus: {
    appealId: number;
    isLocked: number;
    mapAppealStatus: string | null;
    algorithmStatus: string | null;
    exportExcelStatus: string | null;
  };
};

export type UpdatedAppealSubscriptionVariables = Exact<{
  id: number;
}>;

export type UpdatedAppealSubscription = {
  updatedAppeal: {
    id: number;
    userId: number | null;
    companyId: number;
    audienceId: number | null;
    blackbaudOrganizationId: number | null;
    name: string;
    step: string;
    mappingSettings: string | null;
    numberAskSettings: string | null;
    strategySettings: string | null;
    columnOrderSettings: string | null;
    extraFieldsSettings: string | null;
    customFieldsSettings: string | null;
    readyToExportDownloadUrl: string | null;
    handleManuallyDownloadUrl: string | null;
    exportExpirationDate: string | null;
    dataImportSourceId: number;
    includeSoftCredits: number;
    isLocked: number;
    createdAt: string;
    updatedAt: string;
    organizationName: string | null;
    audienceName: string | null;
    audienceTotal: number | null;
  } | null;
};

export type DataImportSourcesQueryVariables = Exact<{ [key: string]: never }>;

export type DataImportSourcesQuery = { getDataImportSources: Array<{ id: number; name: string; code: string }> };

export const GridRowGivingFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GridRowGiving' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealConstituentRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lastGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGiftLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftTwoYearsAgo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftThreeYearsAgo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'campaignGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialEventGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greatestGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lifetimeGifts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lifetimeGiving' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GridRowGivingFragment, unknown>;
export const GridRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GridRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealConstituentRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'constituentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'informalName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GridRowGiving' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minSuggestedAskWR' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseAsk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryAsk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customBaseAsk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anualAsk1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anualAsk2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anualAsk3' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anualAsk4' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anualAsk5' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk3' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk4' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk5' } },
          { kind: 'Field', name: { kind: 'Name', value: 'askString' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusSetByUser' } },
          { kind: 'Field', name: { kind: 'Name', value: 'askLogs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fiveKOrAbove' } },
          { kind: 'Field', name: { kind: 'Name', value: 'threeXAppealGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oneKMoreLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSpicy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBaseline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isTop100' } },
          { kind: 'Field', name: { kind: 'Name', value: 'testGroup' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GridRowGiving' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealConstituentRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lastGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGiftLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftTwoYearsAgo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftThreeYearsAgo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'campaignGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialEventGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greatestGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lifetimeGifts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lifetimeGiving' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GridRowFieldsFragment, unknown>;
export const AppealTestGroupFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppealTestGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealTestGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'letter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'share' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixedLadder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'donors' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppealTestGroupFieldsFragment, unknown>;
export const StrategyComparisonFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StrategyComparisonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StrategyComparison' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'band' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstRevenuePerRecipient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'secondRevenuePerRecipient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'low' } },
          { kind: 'Field', name: { kind: 'Name', value: 'high' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aheadLetter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recommendedLetter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StrategyComparisonFieldsFragment, unknown>;
export const StrategyRecommendationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StrategyRecommendationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StrategyRecommendation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'recommendedStrategyId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'first' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'letter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'second' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'letter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overall' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StrategyComparisonFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bands' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StrategyComparisonFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StrategyComparisonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StrategyComparison' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'band' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstRevenuePerRecipient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'secondRevenuePerRecipient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'low' } },
          { kind: 'Field', name: { kind: 'Name', value: 'high' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aheadLetter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recommendedLetter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StrategyRecommendationFieldsFragment, unknown>;
export const ExcelRowGivingFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExcelRowGiving' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ExcelRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lastGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGiftLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftTwoYearsAgo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftThreeYearsAgo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'campaignGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialEventGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greatestGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lifetimeGifts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lifetimeGiving' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExcelRowGivingFragment, unknown>;
export const AppealFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppealFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appeal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'companyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blackbaudOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mappingSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberAskSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategySettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'columnOrderSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'extraFieldsSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customFieldsSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readyToExportDownloadUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'handleManuallyDownloadUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exportExpirationDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dataImportSourceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'includeSoftCredits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceTotal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppealFieldsFragment, unknown>;
export const GateLogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'GateLogout' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }] },
    },
  ],
} as unknown as DocumentNode<GateLogoutMutation, GateLogoutMutationVariables>;
export const LogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Logout' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }] },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ConfirmSignUpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmSignUp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmSignUp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'username' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmSignUpMutation, ConfirmSignUpMutationVariables>;
export const SetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetPasswordMutation, SetPasswordMutationVariables>;
export const UpdateProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const CompanyInviteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompanyInvite' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getCompanyInvite' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'companyUserId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'companyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'companyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompanyInviteQuery, CompanyInviteQueryVariables>;
export const AuthPostSignUpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AuthPostSignUp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyUserId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'AuthPostSignUp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyUserId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyUserId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuthPostSignUpMutation, AuthPostSignUpMutationVariables>;
export const CreateCompanyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCompany' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateCompanyInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCompany' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const HubspotCreateCompanyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'HubspotCreateCompany' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'HubspotCreateCompany' } }] },
    },
  ],
} as unknown as DocumentNode<HubspotCreateCompanyMutation, HubspotCreateCompanyMutationVariables>;
export const CreateCompanyUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCompanyUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateCompanyUserInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCompanyUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCompanyUserMutation, CreateCompanyUserMutationVariables>;
export const OnboardingLogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OnboardingLogout' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }] },
    },
  ],
} as unknown as DocumentNode<OnboardingLogoutMutation, OnboardingLogoutMutationVariables>;
export const ForgotPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ForgotPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'forgotPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ForgotPasswordSubmitDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ForgotPasswordSubmit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'forgotPasswordSubmit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ForgotPasswordSubmitMutation, ForgotPasswordSubmitMutationVariables>;
export const SignInPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignInPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signInPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ticket' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInPasswordMutation, SignInPasswordMutationVariables>;
export const SignInVerifyCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignInVerifyCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ticket' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signInVerifyCode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ticket' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ticket' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'status' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInVerifyCodeMutation, SignInVerifyCodeMutationVariables>;
export const ResendSignInCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendSignInCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ticket' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendSignInCode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ticket' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ticket' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'status' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResendSignInCodeMutation, ResendSignInCodeMutationVariables>;
export const SignUpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignUp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signUp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const WelcomeLogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'WelcomeLogout' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }] },
    },
  ],
} as unknown as DocumentNode<WelcomeLogoutMutation, WelcomeLogoutMutationVariables>;
export const GetOrganizationAudiencesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetOrganizationAudiences' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getOrganizationAudiences' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastLinkedToConstituentsOn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'executionStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processedConstituentsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalConstituentsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetOrganizationAudiencesQuery, GetOrganizationAudiencesQueryVariables>;
export const AdminBlackbaudAudienceRequestV2Document = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminBlackbaudAudienceRequestV2' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bbAudienceId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'requestType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'AdminBlackbaudAudienceRequestV2' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bbAudienceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bbAudienceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'requestType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'requestType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'blackbaudAudienceListExecutionId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminBlackbaudAudienceRequestV2Mutation, AdminBlackbaudAudienceRequestV2MutationVariables>;
export const RefreshBlackbaudAudienceListsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RefreshBlackbaudAudienceLists' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'RefreshBlackbaudAudienceLists' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyOrganizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RefreshBlackbaudAudienceListsMutation, RefreshBlackbaudAudienceListsMutationVariables>;
export const GetBlackbaudAudienceListExecutionByIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetBlackbaudAudienceListExecutionById' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getBlackbaudAudienceListExecutionById' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'audienceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processedConstituentsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalConstituentsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetBlackbaudAudienceListExecutionByIdQuery, GetBlackbaudAudienceListExecutionByIdQueryVariables>;
export const SubscriptionPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SubscriptionPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getCompanySubscription' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'paymentSubscriptionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cbSubscriptionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'annualFee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'annualFeeCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'constituentsLimit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'next_billing_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentTermEnd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelledAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'standard' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canReactivate' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listPaymentSubscriptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'annualFee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'annualFeeCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'constituentsLimit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cbsubscriptionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'donorsRecord' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'getCompanyTotalConstituents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubscriptionPageQuery, SubscriptionPageQueryVariables>;
export const BillingConfigurationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BillingConfiguration' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getBillingConfiguration' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'site' } },
                { kind: 'Field', name: { kind: 'Name', value: 'publishableKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'jsUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenizeUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BillingConfigurationQuery, BillingConfigurationQueryVariables>;
export const EstimatePlanUpgradeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EstimatePlanUpgrade' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'planId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cbSubscriptionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'promoCodes' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getEstimatePlanUpgrade' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'planId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'planId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cbSubscriptionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cbSubscriptionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'promoCodes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'promoCodes' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'result' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'amountDue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'creditsApplied' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EstimatePlanUpgradeQuery, EstimatePlanUpgradeQueryVariables>;
export const PromocodeValidateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PromocodeValidate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cbSubscriptionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'promoCode' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'PromocodeValidateRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cbSubscriptionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cbSubscriptionId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'promoCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'promoCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'result' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discountType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'durationType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'periodUnit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subscriptionPrice' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PromocodeValidateQuery, PromocodeValidateQueryVariables>;
export const CustomPlanValidateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomPlanValidate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cbSubscriptionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'CustomPlanValidateRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cbSubscriptionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cbSubscriptionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'result' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'cbSubscriptionId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'constituentsLimit' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomPlanValidateQuery, CustomPlanValidateQueryVariables>;
export const SubscriptionDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SubscriptionDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'processType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SubscriptionProcessType' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'invoiceId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'SubscriptionDetailRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'processType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'processType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'invoiceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'invoiceId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'result' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'coupon' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'coupons' },
                        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'coupon_id' } }] },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'card' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'first_name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'card_type' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'payment_method' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'card' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'Field', name: { kind: 'Name', value: 'last4' } }],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'bank_account' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [{ kind: 'Field', name: { kind: 'Name', value: 'last4' } }],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'subscription' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'current_term_end' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'next_billing_at' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'cancelled_at' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'subscription_items' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'item_price_id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'coupons' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'coupon_id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'discount_amount' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'listPaymentMethods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'primary' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'card' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'brand' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'last4' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'masked_number' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'expiry_month' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'expiry_year' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'first_name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'last_name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'billing_addr1' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'billing_city' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'billing_zip' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bank_account' },
                        selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'last4' } }] },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'resultInvoices' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'service_period_start' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'service_period_end' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'payment_method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sub_total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'credits_applied' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount_paid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'invoicePdf' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'download_url' } }] },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubscriptionDetailQuery, SubscriptionDetailQueryVariables>;
export const CreateCompanySubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCompanySubscription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SubscriptionPurchaseInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'CreateCompanySubscriptionRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'result' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'pageLink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hostedPageId' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCompanySubscriptionMutation, CreateCompanySubscriptionMutationVariables>;
export const SetCompanySubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetCompanySubscription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SubscriptionPurchaseInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'SetCompanySubscriptionRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'result' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'pageLink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hostedPageId' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetCompanySubscriptionMutation, SetCompanySubscriptionMutationVariables>;
export const CompleteHostedCheckoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CompleteHostedCheckout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hostedPageId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'subscriptionId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'CompleteHostedCheckoutRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'hostedPageId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'hostedPageId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'subscriptionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'subscriptionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompleteHostedCheckoutMutation, CompleteHostedCheckoutMutationVariables>;
export const UpdatePaymentMethodDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePaymentMethod' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentMethodInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'UpdatePaymentMethodRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePaymentMethodMutation, UpdatePaymentMethodMutationVariables>;
export const CreatePaymentMethodDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePaymentMethod' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentMethodInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'CreatePaymentMethodRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePaymentMethodMutation, CreatePaymentMethodMutationVariables>;
export const EditPaymentMethodDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditPaymentMethod' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentMethodInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'EditPaymentMethodRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditPaymentMethodMutation, EditPaymentMethodMutationVariables>;
export const SetAsPrimaryPaymentMethodDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetAsPrimaryPaymentMethod' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentMethodInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'SetAsPrimaryPaymentMethodRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetAsPrimaryPaymentMethodMutation, SetAsPrimaryPaymentMethodMutationVariables>;
export const DeletePaymentMethodDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeletePaymentMethod' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentMethodInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'DeletePaymentMethodRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeletePaymentMethodMutation, DeletePaymentMethodMutationVariables>;
export const CancelCompanySubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelCompanySubscription' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'CancelCompanySubscriptionRequest' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelCompanySubscriptionMutation, CancelCompanySubscriptionMutationVariables>;
export const SaveSubscriptionCancelFeedbackDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveSubscriptionCancelFeedback' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'feedbacks' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CancelFeedbackInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'SaveSubscriptionCancelFeedbackRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'processType' },
                value: { kind: 'StringValue', value: 'CREATE_FEEDBACK', block: false },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'feedbacks' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'feedbacks' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveSubscriptionCancelFeedbackMutation, SaveSubscriptionCancelFeedbackMutationVariables>;
export const ReactivateCompanySubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReactivateCompanySubscription' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ReactivateCompanySubscriptionRequest' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReactivateCompanySubscriptionMutation, ReactivateCompanySubscriptionMutationVariables>;
export const CrmAskSendDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CrmAskSend' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getCrmAskSend' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'crm' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recordAction' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'written' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unchanged' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refused' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'refusals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'donorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CrmAskSendQuery, CrmAskSendQueryVariables>;
export const CrmAskCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CrmAskCategories' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getCrmAskCategories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CrmAskCategoriesQuery, CrmAskCategoriesQueryVariables>;
export const SendAppealAsksToCrmDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendAppealAsksToCrm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'crm' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'recordAction' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendAppealAsksToCrm' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'crm' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'crm' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'recordAction' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'recordAction' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendAppealAsksToCrmMutation, SendAppealAsksToCrmMutationVariables>;
export const ListBlackbaudOrganizationsByCompanyIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListBlackbaudOrganizationsByCompanyId' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listBlackbaudOrganizationsByCompanyId' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'companyOrgId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'environmentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'environmentName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'constituentTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'giftTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalAudienceLists' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastStatusUpdate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingestionType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingestionStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ingestionCompletionDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPractice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'needsReauthentication' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListBlackbaudOrganizationsByCompanyIdQuery, ListBlackbaudOrganizationsByCompanyIdQueryVariables>;
export const GetBlackbaudAuthorizationSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetBlackbaudAuthorizationSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getBlackbaudAuthorizationSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'isConfigured' } },
                { kind: 'Field', name: { kind: 'Name', value: 'authorizeUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redirectUri' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetBlackbaudAuthorizationSettingsQuery, GetBlackbaudAuthorizationSettingsQueryVariables>;
export const BlackbaudAuthenticationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BlackbaudAuthentication' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'callbackUrl' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isReconnect' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reIngestResources' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrgId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'BlackbaudAuthentication' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'callbackUrl' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'callbackUrl' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isReconnect' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isReconnect' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reIngestResources' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reIngestResources' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyOrgId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrgId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlackbaudAuthenticationMutation, BlackbaudAuthenticationMutationVariables>;
export const TriggerBlackbaudIngestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TriggerBlackbaudIngestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'TriggerBlackbaudIngestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyOrganizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TriggerBlackbaudIngestionMutation, TriggerBlackbaudIngestionMutationVariables>;
export const RemoveBlackbaudEnvironmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveBlackbaudEnvironment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'practiceBBOrganizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'RemoveBlackbaudEnvironment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyOrganizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'practiceBBOrganizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'practiceBBOrganizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveBlackbaudEnvironmentMutation, RemoveBlackbaudEnvironmentMutationVariables>;
export const GetLatestBlackbaudIngestionRequestsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetLatestBlackbaudIngestionRequests' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrgId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getLatestBlackbaudIngestionRequests' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyOrgId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrgId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'bbijId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bbijEntity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ingested' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isEssential' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetLatestBlackbaudIngestionRequestsQuery, GetLatestBlackbaudIngestionRequestsQueryVariables>;
export const GetCompanyOrganizationSubscribedWhEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetCompanyOrganizationSubscribedWHEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getCompanyOrganizationSubscribedWHEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyOrganizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provisionStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'companyOrganizationToBbWebhookEventId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetCompanyOrganizationSubscribedWhEventsQuery, GetCompanyOrganizationSubscribedWhEventsQueryVariables>;
export const ManageCompanyOrganizationSubscribedWhEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ManageCompanyOrganizationSubscribedWHEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'requestType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'webhookEventId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationToBbWebhookEventId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ManageCompanyOrganizationSubscribedWHEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'requestType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'requestType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyOrganizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'webhookEventId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'webhookEventId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyOrganizationToBbWebhookEventId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrganizationToBbWebhookEventId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ManageCompanyOrganizationSubscribedWhEventsMutation,
  ManageCompanyOrganizationSubscribedWhEventsMutationVariables
>;
export const UpdatedBlackbaudOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UpdatedBlackbaudOrganization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatedBlackbaudOrganization' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatedBlackbaudOrganizationSubscription, UpdatedBlackbaudOrganizationSubscriptionVariables>;
export const BlackbaudItemRequestsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BlackbaudItemRequests' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrgId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'stepsToSync' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'BlackbaudItemRequests' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyOrgId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyOrgId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'stepsToSync' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'stepsToSync' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlackbaudItemRequestsMutation, BlackbaudItemRequestsMutationVariables>;
export const UpdateBlackbaudOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBlackbaudOrganization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isLocked' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBlackbaudOrganization' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isLocked' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isLocked' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBlackbaudOrganizationMutation, UpdateBlackbaudOrganizationMutationVariables>;
export const ExcelFilesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExcelFiles' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getExcelOrganizations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'constituentTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uploadBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errorCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errorMessages' },
                  arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'IntValue', value: '1' } }],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'customColumns' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExcelFilesQuery, ExcelFilesQueryVariables>;
export const ExcelFileResultDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExcelFileResult' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getExcelOrganizations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errorCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errorMessages' },
                  arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'limit' }, value: { kind: 'IntValue', value: '5' } }],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExcelFileResultQuery, ExcelFileResultQueryVariables>;
export const ExcelRowsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExcelRows' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listExcelDetailByOrganizationId' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'externalIdentifier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ExcelRowGiving' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minSuggestedAskW' } },
                { kind: 'Field', name: { kind: 'Name', value: 'spouse' } },
                { kind: 'Field', name: { kind: 'Name', value: 'Address1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'preferredEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'preferredName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalRows' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customFieldValues' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ExcelRowGiving' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ExcelRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lastGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGiftLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftTwoYearsAgo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftThreeYearsAgo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'campaignGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialEventGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greatestGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lifetimeGifts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lifetimeGiving' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExcelRowsQuery, ExcelRowsQueryVariables>;
export const FileProcessDataDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'FileProcessData' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sourceType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fileName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'FileProcessData' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sourceType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sourceType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fileName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fileName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'result' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FileProcessDataMutation, FileProcessDataMutationVariables>;
export const SoftDeleteExcelOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SoftDeleteExcelOrganization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'softDeleteExcelOrganization' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SoftDeleteExcelOrganizationMutation, SoftDeleteExcelOrganizationMutationVariables>;
export const SaveExcelMappingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveExcelMapping' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mappingAppeal' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MappingAppealInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'MapAppealRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mappingAppeal' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mappingAppeal' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveExcelMappingMutation, SaveExcelMappingMutationVariables>;
export const ExportFieldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExportFields' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppealExportFields' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDefaultChecked' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportFieldsQuery, ExportFieldsQueryVariables>;
export const ExportExcelCustomFieldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExportExcelCustomFields' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getExcelCustomFields' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportExcelCustomFieldsQuery, ExportExcelCustomFieldsQueryVariables>;
export const ExportBlackbaudCustomFieldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExportBlackbaudCustomFields' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getBlackbaudCustomFields' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportBlackbaudCustomFieldsQuery, ExportBlackbaudCustomFieldsQueryVariables>;
export const ExportVirtuousCustomFieldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExportVirtuousCustomFields' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getVirtuousCustomFields' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportVirtuousCustomFieldsQuery, ExportVirtuousCustomFieldsQueryVariables>;
export const ExportAllowanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExportAllowance' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getExportAllowance' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'isSubscribed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freeAllowance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'used' } },
                { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
                { kind: 'Field', name: { kind: 'Name', value: 'askStringsToExport' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportAllowanceQuery, ExportAllowanceQueryVariables>;
export const CreateExportFilesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateExportFiles' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isRenewal' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'presetId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createExportFilesByAppealId' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isRenewal' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isRenewal' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'presetId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'presetId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readyToExportDownloadUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'handleManuallyDownloadUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exportExpirationDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateExportFilesMutation, CreateExportFilesMutationVariables>;
export const ExportStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExportStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppealStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exportExcelStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exportExcelError' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppeal' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readyToExportDownloadUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'handleManuallyDownloadUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exportExpirationDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportStatusQuery, ExportStatusQueryVariables>;
export const ExportPresetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExportPresets' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getExportPresets' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isReadyMade' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileFormat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mergeTextOrder' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'columns' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'header' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getExportPresetFields' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportPresetsQuery, ExportPresetsQueryVariables>;
export const SaveExportPresetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveExportPreset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ExportPresetInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveExportPreset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isReadyMade' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileFormat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mergeTextOrder' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'columns' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'header' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveExportPresetMutation, SaveExportPresetMutationVariables>;
export const DeleteExportPresetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteExportPreset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteExportPreset' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteExportPresetMutation, DeleteExportPresetMutationVariables>;
export const CreateReplyCardProofDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateReplyCardProof' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createReplyCardProof' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'downloadUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateReplyCardProofMutation, CreateReplyCardProofMutationVariables>;
export const AppealHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppealHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealHistoryInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppealHistory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'incompleted' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'userFullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'constituents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'strategySettings' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'numberAskSettings' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'columnOrderSettings' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'readyToExportDownloadUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'handleManuallyDownloadUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'exportExpirationDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dataImportSourceId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'environmentName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'results' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'recipients' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'responders' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalRaised' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'revenuePerRecipientDifference' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'crm' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'asksSent' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'crm' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'written' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unchanged' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'refused' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppealHistoryQuery, AppealHistoryQueryVariables>;
export const DeleteAppealDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteAppeal' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteAppeal' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteAppealMutation, DeleteAppealMutationVariables>;
export const DuplicateAppealDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateAppeal' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromAppealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'DuplicateAppeal' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromAppealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromAppealId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dataImportSourceId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DuplicateAppealMutation, DuplicateAppealMutationVariables>;
export const GetAppealDropdownsByAudienceIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetAppealDropdownsByAudienceId' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'blackbaudOrganizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppealDropdownsByAudienceId' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'blackbaudOrganizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'blackbaudOrganizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'toDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'toDate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'campaignId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'campaignName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'appealName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fundId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fundName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dateAdded' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetAppealDropdownsByAudienceIdQuery, GetAppealDropdownsByAudienceIdQueryVariables>;
export const MapAppealRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MapAppealRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mappingAppeal' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MappingAppealInput' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'updateMapAppeal' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'MapAppealRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'mappingAppeal' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'mappingAppeal' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'updateMapAppeal' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'updateMapAppeal' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isSkipped' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapAppealRequestMutation, MapAppealRequestMutationVariables>;
export const GetCompanyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetCompany' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getCompany' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address2' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'industry' } },
                { kind: 'Field', name: { kind: 'Name', value: 'website' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetCompanyQuery, GetCompanyQueryVariables>;
export const UpdateCompanyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCompany' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateCompanyInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCompany' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address2' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'industry' } },
                { kind: 'Field', name: { kind: 'Name', value: 'website' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const SaveProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProfileInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveProfileMutation, SaveProfileMutationVariables>;
export const CompanyUsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompanyUsers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getCompanyUsers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'owner' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expirationCodeDate' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'getCompanyTotalConstituents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompanyUsersQuery, CompanyUsersQueryVariables>;
export const InviteCompanyUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteCompanyUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateCompanyUserInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCompanyUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteCompanyUserMutation, InviteCompanyUserMutationVariables>;
export const UpdateCompanyUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCompanyUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'roleId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCompanyUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'roleId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'roleId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCompanyUserMutation, UpdateCompanyUserMutationVariables>;
export const ActiveDeactiveCompanyUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ActiveDeactiveCompanyUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyUserId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'active' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ActiveDeactiveCompanyUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyUserId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyUserId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'active' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'active' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActiveDeactiveCompanyUserMutation, ActiveDeactiveCompanyUserMutationVariables>;
export const RemoveCognitoUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveCognitoUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'RemoveCognitoUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveCognitoUserMutation, RemoveCognitoUserMutationVariables>;
export const MakeUserOwnerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeUserOwner' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyUserId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'MakeUserOwner' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyUserId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyUserId' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'statusCode' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeUserOwnerMutation, MakeUserOwnerMutationVariables>;
export const AdminManuallyConfirmUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminManuallyConfirmUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'AdminManuallyConfirmUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'username' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'statusCode' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminManuallyConfirmUserMutation, AdminManuallyConfirmUserMutationVariables>;
export const ReInviteCompanyUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReInviteCompanyUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'companyUserId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reInviteCompanyUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'companyUserId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'companyUserId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expirationCodeDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReInviteCompanyUserMutation, ReInviteCompanyUserMutationVariables>;
export const AppealConstituentsByFilterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppealConstituentsByFilter' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealConstituentsFilterInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppealConstituentsByFilter' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'generation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'askMode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'numberOfAsks' } },
                { kind: 'Field', name: { kind: 'Name', value: 'strategyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filterType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orderDirection' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'skip' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'urls' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'current' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'first' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'last' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'next' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'previous' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'uniqueValues' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'filterType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GridRowFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GridRowGiving' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealConstituentRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lastGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalGiftLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftTwoYearsAgo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appealGiftThreeYearsAgo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'campaignGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'specialEventGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greatestGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lifetimeGifts' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lifetimeGiving' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GridRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealConstituentRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'constituentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'contactName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'informalName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GridRowGiving' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minSuggestedAskWR' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baseAsk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryAsk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customBaseAsk' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anualAsk1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anualAsk2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anualAsk3' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anualAsk4' } },
          { kind: 'Field', name: { kind: 'Name', value: 'anualAsk5' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk3' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk4' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk5' } },
          { kind: 'Field', name: { kind: 'Name', value: 'askString' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'statusSetByUser' } },
          { kind: 'Field', name: { kind: 'Name', value: 'askLogs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fiveKOrAbove' } },
          { kind: 'Field', name: { kind: 'Name', value: 'threeXAppealGift' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oneKMoreLastYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isSpicy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isBaseline' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isTop100' } },
          { kind: 'Field', name: { kind: 'Name', value: 'testGroup' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppealConstituentsByFilterQuery, AppealConstituentsByFilterQueryVariables>;
export const UpdateAppealUsingCustomBaseAskValueDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateAppealUsingCustomBaseAskValue' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealConstituentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customBaseAskValue' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'rowKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'askGenSettings' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'strategyId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'UpdateAppealUsingCustomBaseAskValue' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealConstituentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealConstituentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customBaseAskValue' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customBaseAskValue' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'rowKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'rowKey' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'askGenSettings' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'askGenSettings' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'strategyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'strategyId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appealConstituentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'askString' } },
                { kind: 'Field', name: { kind: 'Name', value: 'anualAsk1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'anualAsk2' } },
                { kind: 'Field', name: { kind: 'Name', value: 'anualAsk3' } },
                { kind: 'Field', name: { kind: 'Name', value: 'anualAsk4' } },
                { kind: 'Field', name: { kind: 'Name', value: 'anualAsk5' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk2' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk3' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk4' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyAsk5' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseAsk' } },
                { kind: 'Field', name: { kind: 'Name', value: 'primaryAsk' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customBaseAsk' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isSpicy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fiveKOrAbove' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oneKMoreLastYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'threeXAppealGift' } },
                { kind: 'Field', name: { kind: 'Name', value: 'askLogs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateAppealUsingCustomBaseAskValueMutation, UpdateAppealUsingCustomBaseAskValueMutationVariables>;
export const UpdateAppealConstituentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateAppealConstituents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateAppealConstituentsBody' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'UpdateAppealConstituents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateAppealConstituentsMutation, UpdateAppealConstituentsMutationVariables>;
export const AppealAskCalculationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppealAskCalculation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppealAskCalculation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'algorithmStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'algorithmError' } },
                { kind: 'Field', name: { kind: 'Name', value: 'generation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'strategyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'numberOfAsks' } },
                { kind: 'Field', name: { kind: 'Name', value: 'askMode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'donors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isStale' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppealAskCalculationQuery, AppealAskCalculationQueryVariables>;
export const BulkUpdateAppealConstituentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BulkUpdateAppealConstituent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'BulkUpdateAppealConstituent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'appealId' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
                    },
                  ],
                },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BulkUpdateAppealConstituentMutation, BulkUpdateAppealConstituentMutationVariables>;
export const AppealAskChoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppealAskChoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppeal' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'numberAskSettings' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppealAskChoiceQuery, AppealAskChoiceQueryVariables>;
export const WhatIfPreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WhatIfPreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'strategyId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getWhatIfPreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'strategyId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'strategyId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'strategyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'numberOfAsks' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isMonthly' } },
                { kind: 'Field', name: { kind: 'Name', value: 'donors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sampled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'projectedDonors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assumption' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revenuePerRecipientLow' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revenuePerRecipientHigh' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'appeals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'appealName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bands' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'band' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'donors' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sampled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstAskMedian' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstAskLow' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstAskHigh' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revenuePerRecipientLow' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revenuePerRecipientHigh' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WhatIfPreviewQuery, WhatIfPreviewQueryVariables>;
export const AppealSummaryCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppealSummaryCounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppealSummaryCounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isCalculated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasDonors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasStrategy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'summaryAllConstituentsQty' } },
                { kind: 'Field', name: { kind: 'Name', value: 'summaryHandleManually' } },
                { kind: 'Field', name: { kind: 'Name', value: 'summaryHandleExcludeExport' } },
                { kind: 'Field', name: { kind: 'Name', value: 'summaryHandleReadyToExport' } },
                { kind: 'Field', name: { kind: 'Name', value: 'summaryAverageAskString' } },
                { kind: 'Field', name: { kind: 'Name', value: 'summaryMedianAskString' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bands' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'filterType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'readyExport' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'handleManually' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'excludeExport' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'readyExportFilterType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'handleManuallyFilterType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'excludeExportFilterType' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tiles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'filterType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'testGroups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'letter' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'donors' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'readyExport' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'handleManually' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'excludeExport' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageAskString' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'medianAskString' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tiles' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'filterType' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppealSummaryCountsQuery, AppealSummaryCountsQueryVariables>;
export const AppealTestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppealTest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppealTest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'groups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppealTestGroupFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppealTestGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealTestGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'letter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'share' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixedLadder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'donors' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppealTestQuery, AppealTestQueryVariables>;
export const SaveAppealTestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveAppealTest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'groups' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealTestGroupInput' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveAppealTest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'groups' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'groups' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'groups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppealTestGroupFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppealTestGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealTestGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'letter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'share' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixedLadder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'donors' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveAppealTestMutation, SaveAppealTestMutationVariables>;
export const RemoveAppealTestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveAppealTest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeAppealTest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveAppealTestMutation, RemoveAppealTestMutationVariables>;
export const StrategySuggestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StrategySuggestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getStrategySuggestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appealName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'strategyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StrategySuggestionQuery, StrategySuggestionQueryVariables>;
export const AppealResultsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppealResults' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppealResults' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'appealName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mailedCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasResults' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'importedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'syncedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rowCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'matchedCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unmatchedCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'verdict' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'recommendation' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StrategyRecommendationFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'total' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'recipients' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'responders' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'responseRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageGift' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revenuePerRecipient' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comparison' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'difference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'low' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'high' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'groups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'letter' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'strategyId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sourceCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recipients' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'responders' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'responseRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageGift' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revenuePerRecipient' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'upgrades' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'renewingResponders' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'askChoices' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'ask1' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'ask2' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'ask3' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'ask4' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'ask5' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'above' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'below' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'offLadder' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bands' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'band' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'recipients' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'responders' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'responseRate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'averageGift' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'revenuePerRecipient' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StrategyComparisonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StrategyComparison' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'band' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstRevenuePerRecipient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'secondRevenuePerRecipient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difference' } },
          { kind: 'Field', name: { kind: 'Name', value: 'low' } },
          { kind: 'Field', name: { kind: 'Name', value: 'high' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aheadLetter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recommendedLetter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StrategyRecommendationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StrategyRecommendation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'recommendedStrategyId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'first' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'letter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'second' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'letter' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'overall' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StrategyComparisonFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bands' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StrategyComparisonFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppealResultsQuery, AppealResultsQueryVariables>;
export const SetAppealTestSourceCodesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetAppealTestSourceCodes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sourceCodes' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealTestSourceCodeInput' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setAppealTestSourceCodes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sourceCodes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sourceCodes' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'groups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppealTestGroupFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppealTestGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealTestGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'letter' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategyName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'share' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fixedLadder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'donors' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetAppealTestSourceCodesMutation, SetAppealTestSourceCodesMutationVariables>;
export const AppealCrmResultsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppealCrmResults' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppealCrmResults' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'fundraisingAppealId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'appeals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppealCrmResultsQuery, AppealCrmResultsQueryVariables>;
export const ReadAppealResultsFromCrmDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReadAppealResultsFromCrm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fundraisingAppealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readAppealResultsFromCrm' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fundraisingAppealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fundraisingAppealId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fromDate' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fromDate' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasResults' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReadAppealResultsFromCrmMutation, ReadAppealResultsFromCrmMutationVariables>;
export const ListLinkedVirtuousAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListLinkedVirtuousAccounts' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'listLinkedVirtuousAccounts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'companyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'virtuousAccountId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalConstituents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'syncedConstituents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalTags' } },
                { kind: 'Field', name: { kind: 'Name', value: 'needsReauthentication' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListLinkedVirtuousAccountsQuery, ListLinkedVirtuousAccountsQueryVariables>;
export const GetVirtuousClaimsTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetVirtuousClaimsToken' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'getVirtuousClaimsToken' } }] },
    },
  ],
} as unknown as DocumentNode<GetVirtuousClaimsTokenQuery, GetVirtuousClaimsTokenQueryVariables>;
export const VirtuousSignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VirtuousSignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'claimsToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'organizationName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'apiKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'otp' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'VirtuousSignIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'claimsToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'claimsToken' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'organizationName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'organizationName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'apiKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'apiKey' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'otp' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'otp' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VirtuousSignInMutation, VirtuousSignInMutationVariables>;
export const ExchangeVirtuousTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExchangeVirtuousToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isReconnect' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ExchangeVirtuousToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isReconnect' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isReconnect' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'virtuousAccountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExchangeVirtuousTokenMutation, ExchangeVirtuousTokenMutationVariables>;
export const DeleteCompanyToVirtuousAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteCompanyToVirtuousAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteCompanyToVirtuousAccount' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteCompanyToVirtuousAccountMutation, DeleteCompanyToVirtuousAccountMutationVariables>;
export const VirtuousIngestionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VirtuousIngestion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'resourceType' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'extraParams' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'VirtuousIngestion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'virtuousAccountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'resourceType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'resourceType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'extraParams' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'extraParams' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VirtuousIngestionMutation, VirtuousIngestionMutationVariables>;
export const GetTagsByVirtuousAccountIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetTagsByVirtuousAccountId' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getTagsByVirtuousAccountId' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'virtuousAccountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vTagId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tagName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tagGroupName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ccpIngested' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalContacts' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastSyncedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetTagsByVirtuousAccountIdQuery, GetTagsByVirtuousAccountIdQueryVariables>;
export const GetVirtuousIngestionStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetVirtuousIngestionStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getVirtuousIngestionStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'virtuousAccountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tagId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetVirtuousIngestionStatusQuery, GetVirtuousIngestionStatusQueryVariables>;
export const VirtuousPickerOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'VirtuousPickerOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getVirtuousCampaigns' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'virtuousAccountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vCampaignId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'campaignName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getVirtuousCommunications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'virtuousAccountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vCommunicationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vCampaignId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'communicationName' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getVirtuousProjectsByTagId' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'virtuousAccountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'virtuousAccountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vProjectId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'projectName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vProjectCode' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VirtuousPickerOptionsQuery, VirtuousPickerOptionsQueryVariables>;
export const GetVirtuousAppealMappingSelectionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetVirtuousAppealMappingSelections' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getVirtuousAppealMappingSelections' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tagId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'includePassthrough' } },
                { kind: 'Field', name: { kind: 'Name', value: 'selections' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetVirtuousAppealMappingSelectionsQuery, GetVirtuousAppealMappingSelectionsQueryVariables>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userGroup' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mustSetPassword' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isAdministrator' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'company' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roleId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'companyUserId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hubspotId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isOwner' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const GetAppealDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetAppeal' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppeal' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppealFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppealFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appeal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'companyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blackbaudOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mappingSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberAskSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategySettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'columnOrderSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'extraFieldsSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customFieldsSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readyToExportDownloadUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'handleManuallyDownloadUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exportExpirationDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dataImportSourceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'includeSoftCredits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceTotal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetAppealQuery, GetAppealQueryVariables>;
export const GetAppealStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetAppealStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getAppealStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mapAppealStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'algorithmStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exportExcelStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mapAppealError' } },
                { kind: 'Field', name: { kind: 'Name', value: 'algorithmError' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exportExcelError' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetAppealStatusQuery, GetAppealStatusQueryVariables>;
export const CreateAppealDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateAppeal' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'audienceId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'blackbaudOrganizationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'step' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'columnOrderSettings' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'dataImportSourceId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'includeSoftCredits' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createAppeal' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'audienceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'audienceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'blackbaudOrganizationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'blackbaudOrganizationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'step' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'step' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'columnOrderSettings' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'columnOrderSettings' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'dataImportSourceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'dataImportSourceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeSoftCredits' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'includeSoftCredits' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppealFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppealFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appeal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'companyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blackbaudOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mappingSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberAskSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategySettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'columnOrderSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'extraFieldsSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customFieldsSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readyToExportDownloadUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'handleManuallyDownloadUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exportExpirationDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dataImportSourceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'includeSoftCredits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceTotal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateAppealMutation, CreateAppealMutationVariables>;
export const UpdateAppealDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateAppeal' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'step' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'includeSoftCredits' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'numberAskSettings' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'strategySettings' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'extraFieldsSettings' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customFieldsSettings' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'columnOrderSettings' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'algorithmStatus' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateAppeal' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'step' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'step' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeSoftCredits' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'includeSoftCredits' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'numberAskSettings' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'numberAskSettings' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'strategySettings' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'strategySettings' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'extraFieldsSettings' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'extraFieldsSettings' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customFieldsSettings' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customFieldsSettings' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'columnOrderSettings' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'columnOrderSettings' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'algorithmStatus' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'algorithmStatus' } },
              },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppealFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppealFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appeal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'companyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blackbaudOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mappingSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberAskSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategySettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'columnOrderSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'extraFieldsSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customFieldsSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readyToExportDownloadUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'handleManuallyDownloadUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exportExpirationDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dataImportSourceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'includeSoftCredits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceTotal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateAppealMutation, UpdateAppealMutationVariables>;
export const UpdateAppealStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateAppealStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isLocked' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'statuses' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'AppealStatusesInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateAppealStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'appealId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'appealId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isLocked' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isLocked' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'statuses' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'statuses' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'appealId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mapAppealStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'algorithmStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exportExcelStatus' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateAppealStatusMutation, UpdateAppealStatusMutationVariables>;
export const UpdatedAppealDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UpdatedAppeal' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatedAppeal' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AppealFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AppealFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Appeal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'companyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blackbaudOrganizationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mappingSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'numberAskSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'strategySettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'columnOrderSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'extraFieldsSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customFieldsSettings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'readyToExportDownloadUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'handleManuallyDownloadUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'exportExpirationDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dataImportSourceId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'includeSoftCredits' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLocked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'organizationName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audienceTotal' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatedAppealSubscription, UpdatedAppealSubscriptionVariables>;
export const DataImportSourcesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataImportSources' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getDataImportSources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataImportSourcesQuery, DataImportSourcesQueryVariables>;
