export * from './company-info';
export * from './inquiries';
