// Billing's GraphQL, plugged into the schema by graphql/schema.ts. Each concern registers its fields (and,
// through them, the types they use) on import.
import './plans.graphql.ts';
import './subscription.graphql.ts';
import './payment-methods.graphql.ts';
import './subscription-detail.graphql.ts';
