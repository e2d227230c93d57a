// Endpoints and schemas of the catalog domain: home strips, products, search history, stores, notices.
export * from './home-strips';
export * from './products';
export * from './search-history';
export * from './store';
export * from './notices';
export * from './faq';
export * from './market-price';
