import type { HTMLAttributes } from 'react';
import { formatDate } from '../../format/format';
import { Badge } from '../../primitives/Badge';
import { Heading } from '../../primitives/Heading';
import { HtmlContent, type HtmlPolicy } from '../../primitives/HtmlContent';
import { PageStack } from '../../primitives/PageSection';
import { Text } from '../../primitives/Text';
import { NoticeHeader, NoticeImage, NoticeMeta } from './NoticeArticle.styles';

export interface NoticeArticleProps extends HTMLAttributes<HTMLDivElement> {
  category: string;
  title: string;
  /** 필독: marked before the category. */
  mandatory: boolean;
  /** The day it went up, `YYYY-MM-DD` (Asia/Seoul). */
  date: string;
  /** An image above the content, when the app's source rule allows it; null for none. */
  image: { src: string; alt: string } | null;
  /** The content's HTML, rendered through `policy`. */
  html: string;
  policy: HtmlPolicy;
}

/**
 * A notice as buyers read it: category, title, date, image and content. The buyer app's notice page
 * and the operator console's preview render this one component, so the preview is what buyers see.
 */
export function NoticeArticle({
  category,
  title,
  mandatory,
  date,
  image,
  html,
  policy,
  ...rest
}: NoticeArticleProps) {
  return (
    <PageStack data-qm="notice-article" {...rest}>
      <NoticeHeader>
        <NoticeMeta>
          {mandatory && <Badge tone="danger">필독</Badge>}
          <Text as="span" size="sm" tone="muted">
            {category}
          </Text>
        </NoticeMeta>
        <Heading level={2} size="md">
          {title}
        </Heading>
        <Text as="span" size="sm" tone="subtle">
          <time dateTime={date}>{formatDate(date)}</time>
        </Text>
      </NoticeHeader>
      {image && <NoticeImage src={image.src} alt={image.alt} />}
      <HtmlContent html={html} policy={policy} />
    </PageStack>
  );
}
