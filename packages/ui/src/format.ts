/** The kit's formatters alone (money, phones, Seoul dates), for code that renders without React. */
export * from './format/format';
