import { css } from 'styled-components';
import { vars } from '../tokens/css-variables';

/** The surface of the kit's cards: white, rounded and lightly raised off the grey page. */
export const cardSurface = css`
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
  color: ${vars.color.text};
`;

/** A card of stacked sections (a quote, a bidder, a quote request): 16 px in and apart. */
export const cardShell = css`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
`;
