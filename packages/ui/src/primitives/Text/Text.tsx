import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { StyledText } from './Text.styles';
import { textVariants, type TextSize, type TextTone } from './Text.variants';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** A paragraph by default; `span` inside a line, `div` around blocks. */
  as?: 'p' | 'span' | 'div';
  size?: TextSize;
  tone?: TextTone;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Body text on the kit's type scale and colour tones: pages stop declaring their own `p`. */
export function Text({
  as = 'p',
  size = textVariants.size.default,
  tone = textVariants.tone.default,
  ...rest
}: TextProps) {
  return <StyledText as={as} data-qm="text" data-size={size} data-tone={tone} {...rest} />;
}
