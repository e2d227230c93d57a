import type { ReactNode, Ref, SVGAttributes } from 'react';
import { iconShapes, type IconName } from './Icon.shapes';

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  name: IconName;
  /**
   * Names a meaningful icon for assistive technology. Without it the icon is decorative and hidden
   * from it (the button or text beside it carries the meaning).
   */
  label?: string | undefined;
  ref?: Ref<SVGSVGElement>;
}

const defaultStrokeWidth = 1.8;

/** One of the kit's icons in the text colour; its box is sized by the surrounding CSS. */
export function Icon({ name, label, ...rest }: IconProps) {
  const icon: { shape: ReactNode; filled?: boolean; strokeWidth?: number } = iconShapes[name];
  return (
    <svg
      viewBox="0 0 24 24"
      fill={icon.filled ? 'currentColor' : 'none'}
      stroke={icon.filled ? 'none' : 'currentColor'}
      strokeWidth={icon.strokeWidth ?? defaultStrokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-qm="icon"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {icon.shape}
    </svg>
  );
}
