import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  StyledAction,
  StyledBanner,
  StyledBody,
  StyledDescription,
  StyledImage,
  StyledTitle,
} from './Banner.styles';
import { bannerVariants, type BannerTone } from './Banner.variants';

export interface BannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** e.g. '어떤 휴대폰을 찾으세요?' or '갤럭시 S25, 최저가 견적을 받아 볼까요?' */
  title: ReactNode;
  description?: ReactNode;
  /** Decorative: the title says what the banner is about. */
  imageSrc?: string | null | undefined;
  /** A button or link under the text. */
  action?: ReactNode;
  tone?: BannerTone;
  /** The heading level of the title; pages choose where the banner sits in their outline. */
  headingLevel?: 1 | 2 | 3;
  ref?: Ref<HTMLElement>;
}

export function Banner({
  title,
  description,
  imageSrc,
  action,
  tone = bannerVariants.tone.default,
  headingLevel = 2,
  ...rest
}: BannerProps) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <StyledBanner data-qm="banner" data-tone={tone} {...rest}>
      <StyledBody>
        <StyledTitle as={`h${headingLevel}`}>{title}</StyledTitle>
        {description && <StyledDescription>{description}</StyledDescription>}
        {action && <StyledAction data-part="action">{action}</StyledAction>}
      </StyledBody>
      {imageSrc && !imageFailed && (
        <StyledImage
          src={imageSrc}
          alt=""
          decoding="async"
          data-part="image"
          onError={() => setImageFailed(true)}
        />
      )}
    </StyledBanner>
  );
}
