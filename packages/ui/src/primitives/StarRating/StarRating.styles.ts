import { css, styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { starRowWidth, starSize } from './starRow';

const displaySizes = css`
  &[data-size='sm'] {
    --star-size: ${vars.font.size.sm};
    --star-text: ${vars.font.size.xs};
  }
  &[data-size='md'] {
    --star-size: ${vars.font.size.lg};
    --star-text: ${vars.font.size.sm};
  }
  &[data-size='lg'] {
    --star-size: ${vars.font.size.xxl};
    --star-text: ${vars.font.size.lg};
  }
`;

export const StyledStarDisplay = styled.span`
  ${displaySizes}

  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  vertical-align: middle;
`;

/* The row of five stars: empty ones in the border colour, the filled ones over them. */
export const StyledStars = styled.svg`
  display: block;
  flex: none;
  width: calc(var(--star-size) * ${starRowWidth / starSize});
  height: var(--star-size);
  color: ${vars.color.borderStrong};

  & > [data-part='fill'] {
    color: ${vars.color.star};
  }
`;

export const StyledStarValue = styled.span`
  color: ${vars.color.text};
  font-size: var(--star-text);
  font-weight: ${vars.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/* One star before the number, both at the text's size; greyed when there is no rating yet. */
export const StyledCompactDisplay = styled.span`
  ${displaySizes}

  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${vars.color.text};
  font-size: var(--star-text);
  font-weight: ${vars.font.weight.semibold};
  font-variant-numeric: tabular-nums;

  & > svg {
    width: 1em;
    height: 1em;
    flex: none;
    color: ${vars.color.star};
  }

  &[data-empty='true'] {
    color: ${vars.color.textSubtle};
    font-weight: ${vars.font.weight.regular};
  }

  &[data-empty='true'] > svg {
    color: ${vars.color.borderStrong};
  }
`;

export const StyledStarInputField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const StyledStarInputGroup = styled.div`
  &[data-size='md'] {
    --star-size: ${vars.font.size.xxl};
  }
  &[data-size='lg'] {
    --star-size: ${vars.font.size.display};
  }

  display: inline-flex;
  align-self: flex-start;
`;

export const StyledStarRadio = styled.button`
  all: unset;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.layout.touchTarget};
  min-height: ${vars.layout.touchTarget};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.borderStrong};
  font-size: var(--star-size);
  cursor: pointer;
  transition: color ${vars.motion.fast} ${vars.motion.easing};

  & > svg {
    width: 1em;
    height: 1em;
  }

  &[data-filled='true'] {
    color: ${vars.color.star};
  }

  &:focus-visible {
    outline: ${vars.focus.ringWidth} solid ${vars.color.focusRing};
    outline-offset: calc(-1 * ${vars.focus.ringWidth});
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const StyledStarError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;
