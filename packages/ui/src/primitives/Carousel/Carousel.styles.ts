import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledCarousel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const StyledViewport = styled.div`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  border-radius: ${vars.radius.lg};

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const StyledSlide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  scroll-snap-align: center;
  scroll-snap-stop: always;
`;

export const StyledControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
`;

export const StyledDot = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${vars.layout.touchTarget};
  height: ${vars.layout.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.borderStrong};
    transition:
      width ${vars.motion.normal} ${vars.motion.easing},
      background-color ${vars.motion.normal} ${vars.motion.easing};
  }

  &[aria-current='true']::before {
    width: 20px;
    background: ${vars.color.primary};
  }
`;

export const StyledPlayToggle = styled.button`
  min-height: ${vars.layout.touchTarget};
  margin-left: ${vars.space[4]};
  padding: 0 ${vars.space[2]};
  border: 0;
  background: transparent;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  cursor: pointer;
`;
