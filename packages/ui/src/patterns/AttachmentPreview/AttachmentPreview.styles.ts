import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledAttachmentList = styled.ul`
  display: flex;
  gap: ${vars.space[2]};
  margin: 0;
  /* Room above and at the end for the remove buttons that overhang the corners. */
  padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[1]} 0;
  overflow-x: auto;
  list-style: none;
`;

export const StyledAttachment = styled.li`
  position: relative;
  flex: none;
`;

export const StyledThumb = styled.span`
  display: block;
  width: ${vars.space[16]};
  height: ${vars.space[16]};
  overflow: hidden;
  border: ${vars.borderWidth.thin} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  [data-state='uploading'] > & > img {
    opacity: 0.5;
  }
  [data-state='failed'] > & {
    border-color: ${vars.color.danger};
  }
  [data-state='failed'] > & > img {
    opacity: 0.35;
  }
`;

/** Over the photo's centre: the spinner, or the failure mark. */
export const StyledOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  width: ${vars.space[16]};
  height: ${vars.space[16]};
  align-items: center;
  justify-content: center;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  text-align: center;
  pointer-events: none;

  /* At the bottom, clear of the remove button in the top corner. */
  &[data-part='failed'] {
    align-items: flex-end;
    padding: ${vars.space[1]};
    border-radius: ${vars.radius.md};
    background: color-mix(in srgb, ${vars.color.surface} 80%, transparent);
  }
`;

/** The remove button's 44 px target sits over the corner; only its small disc is drawn. */
export const StyledRemove = styled.span`
  position: absolute;
  top: calc(-1 * ${vars.space[4]});
  right: calc(-1 * ${vars.space[4]});

  & [data-qm='icon-button'][data-variant] {
    --icon-button-bg: transparent;
    --icon-button-bg-hover: transparent;
    --icon-button-bg-pressed: transparent;
    --icon-button-fg: ${vars.color.onInverse};
  }
  & [data-qm='icon-button'] [data-part='icon'] {
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${vars.space[5]};
    height: ${vars.space[5]};
    border-radius: 50%;
    background: ${vars.color.inverse};
    font-size: ${vars.font.size.xs};
  }
`;
