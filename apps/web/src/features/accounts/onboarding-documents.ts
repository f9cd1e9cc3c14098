import { graphql } from '../../graphql/generated/index.ts';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input)
  }
`);

export const CompanyInviteDocument = graphql(`
  query CompanyInvite {
    getCompanyInvite {
      companyUserId
      companyId
      companyName
      roleId
    }
  }
`);

export const AcceptInviteDocument = graphql(`
  mutation AuthPostSignUp($companyUserId: ID!) {
    AuthPostSignUp(companyUserId: $companyUserId)
  }
`);

export const CreateCompanyDocument = graphql(`
  mutation CreateCompany($input: CreateCompanyInput!) {
    createCompany(input: $input) {
      id
      name
    }
  }
`);

export const HubspotCreateCompanyDocument = graphql(`
  mutation HubspotCreateCompany {
    HubspotCreateCompany
  }
`);

export const InviteUserDocument = graphql(`
  mutation CreateCompanyUser($input: CreateCompanyUserInput!) {
    createCompanyUser(input: $input) {
      id
      email
    }
  }
`);
