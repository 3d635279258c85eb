export type { ListeningMockServer, MockServer, MockServerOptions } from './createMockServer';
export { createMockServer, MockConfigError } from './createMockServer';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/seedAccounts';
