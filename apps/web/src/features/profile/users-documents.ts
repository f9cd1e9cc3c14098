import { graphql } from '../../graphql/generated/index.ts';

export const CompanyUsersDocument = graphql(`
  query CompanyUsers {
    getCompanyUsers {
      id
      userId
      userName
      firstName
      lastName
      email
      role
      roleId
      owner
      active
      confirmed
      createdAt
      expirationCodeDate
    }
    getCompanyTotalConstituents
  }
`);

export const InviteCompanyUserDocument = graphql(`
  mutation InviteCompanyUser($input: CreateCompanyUserInput!) {
    createCompanyUser(input: $input) {
      id
    }
  }
`);

export const UpdateCompanyUserDocument = graphql(`
  mutation UpdateCompanyUser($userId: ID!, $roleId: Int!) {
    updateCompanyUser(userId: $userId, roleId: $roleId) {
      id
      roleId
    }
  }
`);

export const ActiveDeactiveDocument = graphql(`
  mutation ActiveDeactiveCompanyUser($companyUserId: ID!, $active: Boolean!) {
    ActiveDeactiveCompanyUser(companyUserId: $companyUserId, active: $active) {
      id
      active
    }
  }
`);

export const RemoveUserDocument = graphql(`
  mutation RemoveCognitoUser($userId: ID!) {
    RemoveCognitoUser(userId: $userId)
  }
`);

export const MakeOwnerDocument = graphql(`
  mutation MakeUserOwner($companyUserId: ID!) {
    MakeUserOwner(companyUserId: $companyUserId) {
      statusCode
    }
  }
`);

export const ConfirmUserDocument = graphql(`
  mutation AdminManuallyConfirmUser($username: String!) {
    AdminManuallyConfirmUser(username: $username) {
      statusCode
    }
  }
`);

export const ReInviteDocument = graphql(`
  mutation ReInviteCompanyUser($companyUserId: ID!) {
    reInviteCompanyUser(companyUserId: $companyUserId) {
      id
      expirationCodeDate
    }
  }
`);
