export * from './roles';
export * from './enums';
export * from './common';
export * from './errors';
export * from './users';
export * from './auth';
