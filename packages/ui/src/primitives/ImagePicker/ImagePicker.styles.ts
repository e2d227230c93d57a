import { styled, keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledImagePicker = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const StyledAvatar = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border-radius: ${vars.radius.pill};
  overflow: hidden;
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryPressed};
  font-size: ${vars.font.size.display};
  font-weight: ${vars.font.weight.bold};

  &[data-loading='true']::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${vars.color.overlay};
  }
`;

/** The picker's buttons side by side: change the photo, and take one when the camera is offered. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
`;

export const StyledImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const StyledSpinner = styled.span`
  position: absolute;
  z-index: 1;
  width: 28px;
  height: 28px;
  border: 3px solid ${vars.color.onPrimary};
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;
