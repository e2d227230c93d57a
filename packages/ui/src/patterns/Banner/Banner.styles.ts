import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledBanner = styled.section`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]} ${vars.space[4]};
  border-radius: ${vars.radius.xl};

  &[data-tone='primary'] {
    background: ${vars.color.primarySubtle};
    --banner-title: ${vars.color.text};
    --banner-description: ${vars.color.textSubtle};
  }

  &[data-tone='neutral'] {
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.sm};
    --banner-title: ${vars.color.text};
    --banner-description: ${vars.color.textMuted};
  }
`;

export const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const StyledTitle = styled.h2`
  margin: 0;
  color: var(--banner-title);
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledDescription = styled.p`
  margin: 0;
  color: var(--banner-description);
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const StyledAction = styled.div`
  margin-top: ${vars.space[2]};
`;

export const StyledImage = styled.img`
  flex: none;
  width: 72px;
  height: 72px;
  object-fit: contain;
`;
