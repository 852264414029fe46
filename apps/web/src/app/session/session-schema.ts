// A module of its own so that loading the schema loads only the contract's session modules, not
// every module of the contract as `import('@lims/contract')` would.
export { SessionResponse } from '@lims/contract';
