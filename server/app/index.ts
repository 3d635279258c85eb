export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../store/seed/seedAccounts';
export type { ListeningMockServer, MockServer, MockServerOptions } from './createMockServer';
export { createMockServer, MockConfigError } from './createMockServer';
