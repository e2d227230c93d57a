// Endpoints and schemas of the bidding domain: the quote-request wizard.
export * from './wizard-rules';
export * from './questions';
export * from './progress';
export * from './submit';
export * from './internet';
export * from './internet-answers';
