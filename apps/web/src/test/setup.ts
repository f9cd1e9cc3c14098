import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Answers come from a real server on a busy machine: wait for them longer than Testing Library's 1 second.
configure({ asyncUtilTimeout: 10_000 });
// Each test's hooks are unmounted after it, so that none keeps querying or navigating into the next.
afterEach(cleanup);
