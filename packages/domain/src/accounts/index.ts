// Accounts: rules, texts and roles shared by the server and the web app. Import as '@askwise/domain/accounts/index'.
export * from './account-messages.ts';
export * from './account-rules.ts';
export * from './roles.ts';
