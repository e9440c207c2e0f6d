import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The test network: every request must match a handler, or the test fails. */
export const server = setupServer(...handlers);
