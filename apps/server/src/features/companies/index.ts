// Public face of companies: the company profile and its users.
export { getCompany, listCompanyUsers, type CompanyUserRow } from './company.repository.ts';
