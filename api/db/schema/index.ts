export * from './accounts.ts';
export * from './sessions.ts';
export * from './mail.ts';
