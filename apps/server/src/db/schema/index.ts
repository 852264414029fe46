export * from './audit.js';
export * from './auth.js';
export * from './catalogue.js';
export * from './labs.js';
export * from './people.js';
