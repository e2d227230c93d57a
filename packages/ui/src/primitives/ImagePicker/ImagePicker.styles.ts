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

export const StyledChangeButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.layout.touchTarget};
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  cursor: pointer;

  &:active:not(:disabled) {
    background: ${vars.color.surfacePressed};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.textDisabled};
  }
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;
