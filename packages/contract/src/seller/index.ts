// Endpoints and schemas of the seller domain: the dealer's side of the marketplace.
export * from './account';
export * from './estimation-terms';
export * from './estimations';
export * from './quotations';
export * from './deals';
export * from './events';
export * from './estimation-labels';
export * from './warnings';
export * from './applications';
