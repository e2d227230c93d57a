import { type AdminReview } from '@quotemarket/contract';
import {
  Badge,
  formatDate,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
} from '@quotemarket/ui';

/** A dealer's reviews as operators see them: hidden ones too, with why they were hidden. */
export function ReviewsTable({ reviews }: { reviews: readonly AdminReview[] }) {
  return (
    <Table caption="최근 후기 (가려진 후기 포함)" hideCaption density="compact">
      <TableHead>
        <TableRow>
          <TableHeaderCell align="end">별점</TableHeaderCell>
          <TableHeaderCell>후기</TableHeaderCell>
          <TableHeaderCell>상품</TableHeaderCell>
          <TableHeaderCell>상태</TableHeaderCell>
          <TableHeaderCell>작성일</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {reviews.map((review) => (
          <TableRow key={review.id}>
            <TableCell align="end">{review.rating}점</TableCell>
            <TableCell>{review.review}</TableCell>
            <TableCell>{review.productName ?? '—'}</TableCell>
            <TableCell>
              {review.hidden ? (
                <>
                  <Badge tone="neutral">가림</Badge>
                  <Text as="span" size="sm" tone="muted">
                    {' '}
                    {formatDate(review.hidden.at)} · {review.hidden.reason}
                  </Text>
                </>
              ) : (
                <Badge tone="success">공개</Badge>
              )}
            </TableCell>
            <TableCell>{formatDate(review.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
