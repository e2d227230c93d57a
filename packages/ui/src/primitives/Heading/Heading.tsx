import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { StyledHeading } from './Heading.styles';
import { headingVariants, type HeadingSize, type HeadingTone } from './Heading.variants';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level (h1–h4); the look comes from `size`, so the two are chosen apart. */
  level?: 1 | 2 | 3 | 4;
  size?: HeadingSize;
  tone?: HeadingTone;
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading on the kit's type scale: pages stop declaring their own `h2`. */
export function Heading({
  level = 2,
  size = headingVariants.size.default,
  tone = headingVariants.tone.default,
  ...rest
}: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} data-qm="heading" data-size={size} data-tone={tone} {...rest} />
  );
}
