// Every amount the billing GraphQL types name like the provider's is integer cents; their descriptions say so alike.
export const CENTS = 'Integer cents.';
