export const TEMPLATE_DATABASE = 'askwise_test_template';
export const TEST_APP_PASSWORD = 'askwise-app-test';
