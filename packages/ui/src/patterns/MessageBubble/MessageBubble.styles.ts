import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledMessage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

/** The user's own words: their line breaks kept, a long word or address broken to fit. */
export const StyledText = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const photoMaxHeight = `calc(${vars.space[16]} * 4.5)`;

/**
 * A photo frame of a fixed width. Until the image arrives it holds a skeleton: in the photo's own
 * shape when its stored size is known (`data-sized`, the ratio set inline), else 4:3.
 */
export const StyledPhoto = styled.span`
  position: relative;
  display: block;
  width: calc(${vars.space[16]} * 3.5);
  max-width: 100%;

  & > [data-part='photo-skeleton'] {
    position: absolute;
    inset: 0;
    border-radius: 0;
  }

  & > img {
    display: block;
    width: 100%;
    height: auto;
    max-height: ${photoMaxHeight};
    object-fit: cover;
  }

  &[data-state='loading']:not([data-sized='true']) {
    aspect-ratio: 4 / 3;
  }

  /* The shape reserved from the start, a tall photo cut to the frame's largest height. */
  &[data-sized='true'] {
    max-height: ${photoMaxHeight};
    overflow: hidden;
  }
  &[data-sized='true'] > img {
    height: 100%;
  }
  &[data-state='loading'] > img {
    opacity: 0;
  }
`;

export const StyledPhotoError = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  aspect-ratio: 4 / 3;
  padding: ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  text-align: center;

  & > svg {
    width: ${vars.space[6]};
    height: ${vars.space[6]};
  }
`;

export const StyledStatus = styled.span`
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};

  &[data-status='unread'] {
    color: ${vars.color.primary};
  }
  &[data-status='read'],
  &[data-status='sending'] {
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weight.regular};
  }
  &[data-status='failed'] {
    color: ${vars.color.danger};
  }
`;

/** The time with an action after it, on one line. */
export const StyledMetaLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
`;

/**
 * A quiet text action on their message: small as the time beside it, its touch area grown to the
 * kit's target size around it without moving the message's layout.
 */
export const StyledReport = styled.button`
  position: relative;
  padding: 0 ${vars.space[1]};
  border: 0;
  background: none;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.font.size.xs};
  text-decoration: underline;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: max(100%, ${vars.layout.touchTarget});
    height: ${vars.layout.touchTarget};
    transform: translate(-50%, -50%);
  }
`;

export const StyledRetry = styled.button`
  min-height: ${vars.layout.touchTarget};
  padding: 0 ${vars.space[1]};
  border: 0;
  background: none;
  color: ${vars.color.danger};
  font: inherit;
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  text-decoration: underline;
  cursor: pointer;
`;
