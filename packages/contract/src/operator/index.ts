// Endpoints and schemas of the operator console: the people who run the marketplace.
export * from './roles';
export * from './auth';
export * from './audit';
export * from './operators';
export * from './enforcement';
export * from './catalogue';
export * from './product-images';
export * from './content';
export * from './dealer-applications';
export * from './market';
export * from './inquiries';
