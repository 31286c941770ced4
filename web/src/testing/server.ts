import { setupServer } from 'msw/node';

/** One MSW server for the web tests; each test adds the handlers it needs. */
export const server = setupServer();
