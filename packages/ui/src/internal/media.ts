/**
 * The width from which a layout spreads into columns (the dealer console's counter PC). Media
 * queries cannot read CSS variables, so the breakpoint is a constant here rather than a token.
 */
export const wideScreen = '(min-width: 1024px)';
