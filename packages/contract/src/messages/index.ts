// Conversations between a request's buyer and the stores that bid on it (issue 43).
export * from './contact-rule';
export * from './conversations';
export * from './events';
export * from './photos';
export * from './reports';
