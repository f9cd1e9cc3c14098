import { graphql } from '../../graphql/generated/index.ts';

// The subscription area's operations, named as the billing spec names them.

export const SubscriptionPageDocument = graphql(`
  query SubscriptionPage {
    getCompanySubscription {
      paymentSubscriptionId
      subscriptionId
      cbSubscriptionId
      planName
      annualFee
      annualFeeCents
      constituentsLimit
      next_billing_at
      paymentDate
      currentTermEnd
      cancelledAt
      active
      status
      standard
      canReactivate
    }
    listPaymentSubscriptions {
      id
      name
      description
      annualFee
      annualFeeCents
      constituentsLimit
      cbsubscriptionId
      donorsRecord
    }
    getCompanyTotalConstituents
  }
`);

export const BillingConfigurationDocument = graphql(`
  query BillingConfiguration {
    getBillingConfiguration {
      provider
      site
      publishableKey
      jsUrl
      tokenizeUrl
    }
  }
`);

export const EstimatePlanUpgradeDocument = graphql(`
  query EstimatePlanUpgrade($planId: Int, $cbSubscriptionId: String, $promoCodes: [String!]) {
    getEstimatePlanUpgrade(planId: $planId, cbSubscriptionId: $cbSubscriptionId, promoCodes: $promoCodes) {
      statusCode
      message
      error
      result {
        amountDue
        creditsApplied
        total
      }
    }
  }
`);

export const PromocodeValidateDocument = graphql(`
  query PromocodeValidate($cbSubscriptionId: String!, $promoCode: String!) {
    PromocodeValidateRequest(cbSubscriptionId: $cbSubscriptionId, promoCode: $promoCode) {
      statusCode
      message
      result {
        code
        discountAmount
        discountText
        discountType
        durationType
        period
        periodUnit
        subscriptionPrice
      }
    }
  }
`);

export const CustomPlanValidateDocument = graphql(`
  query CustomPlanValidate($cbSubscriptionId: String!) {
    CustomPlanValidateRequest(cbSubscriptionId: $cbSubscriptionId) {
      statusCode
      message
      result {
        cbSubscriptionId
        planName
        price
        constituentsLimit
      }
    }
  }
`);

export const SubscriptionDetailDocument = graphql(`
  query SubscriptionDetail($processType: SubscriptionProcessType!, $invoiceId: String) {
    SubscriptionDetailRequest(processType: $processType, invoiceId: $invoiceId) {
      statusCode
      message
      result {
        coupon
        coupons {
          coupon_id
        }
        card {
          first_name
          card_type
        }
        payment_method {
          type
          card {
            last4
          }
          bank_account {
            last4
          }
        }
        subscription {
          id
          status
          current_term_end
          next_billing_at
          cancelled_at
          subscription_items {
            item_price_id
            amount
          }
          coupons {
            coupon_id
            discount_amount
          }
        }
      }
      listPaymentMethods {
        id
        type
        primary
        card {
          brand
          last4
          masked_number
          expiry_month
          expiry_year
          first_name
          last_name
          billing_addr1
          billing_city
          billing_zip
        }
        bank_account {
          last4
        }
      }
      resultInvoices {
        id
        date
        description
        service_period_start
        service_period_end
        payment_method
        sub_total
        total
        credits_applied
        amount_paid
        status
      }
      invoicePdf {
        download_url
      }
    }
  }
`);

export const CreateCompanySubscriptionDocument = graphql(`
  mutation CreateCompanySubscription($input: SubscriptionPurchaseInput!) {
    CreateCompanySubscriptionRequest(input: $input) {
      statusCode
      message
      result {
        pageLink
        hostedPageId
      }
    }
  }
`);

export const SetCompanySubscriptionDocument = graphql(`
  mutation SetCompanySubscription($input: SubscriptionPurchaseInput!) {
    SetCompanySubscriptionRequest(input: $input) {
      statusCode
      message
      result {
        pageLink
        hostedPageId
      }
    }
  }
`);

export const CompleteHostedCheckoutDocument = graphql(`
  mutation CompleteHostedCheckout($hostedPageId: String!, $subscriptionId: Int) {
    CompleteHostedCheckoutRequest(hostedPageId: $hostedPageId, subscriptionId: $subscriptionId) {
      statusCode
      message
    }
  }
`);

export const UpdatePaymentMethodDocument = graphql(`
  mutation UpdatePaymentMethod($input: PaymentMethodInput!) {
    UpdatePaymentMethodRequest(input: $input) {
      statusCode
      message
    }
  }
`);

export const CreatePaymentMethodDocument = graphql(`
  mutation CreatePaymentMethod($input: PaymentMethodInput!) {
    CreatePaymentMethodRequest(input: $input) {
      statusCode
      message
    }
  }
`);

export const EditPaymentMethodDocument = graphql(`
  mutation EditPaymentMethod($input: PaymentMethodInput!) {
    EditPaymentMethodRequest(input: $input) {
      statusCode
      message
    }
  }
`);

export const SetAsPrimaryPaymentMethodDocument = graphql(`
  mutation SetAsPrimaryPaymentMethod($input: PaymentMethodInput!) {
    SetAsPrimaryPaymentMethodRequest(input: $input) {
      statusCode
      message
    }
  }
`);

export const DeletePaymentMethodDocument = graphql(`
  mutation DeletePaymentMethod($input: PaymentMethodInput!) {
    DeletePaymentMethodRequest(input: $input) {
      statusCode
      message
    }
  }
`);

export const CancelCompanySubscriptionDocument = graphql(`
  mutation CancelCompanySubscription {
    CancelCompanySubscriptionRequest {
      statusCode
      message
    }
  }
`);

export const SaveSubscriptionCancelFeedbackDocument = graphql(`
  mutation SaveSubscriptionCancelFeedback($feedbacks: CancelFeedbackInput!) {
    SaveSubscriptionCancelFeedbackRequest(processType: "CREATE_FEEDBACK", feedbacks: $feedbacks) {
      statusCode
      message
    }
  }
`);

export const ReactivateCompanySubscriptionDocument = graphql(`
  mutation ReactivateCompanySubscription {
    ReactivateCompanySubscriptionRequest {
      statusCode
      message
    }
  }
`);
