import { Link, useParams } from 'react-router-dom';
import { operatorCan } from '@quotemarket/contract';
import { ApiError, useAdminProduct, useOperatorMe } from '@quotemarket/hooks';
import {
  Badge,
  ErrorFallback,
  formatDateTime,
  Heading,
  PageStack,
  SkeletonList,
  Text,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { NoPermissionPage } from '../../shared/NoPermissionPage';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { ProductForm } from './ProductForm';
import { ProductImages } from './ProductImages';
import { VisibilityButton } from './VisibilityButton';
import { PageHeader, TitleGroup } from '../../shared/pageLayout';

const backLink = (
  <Text size="sm">
    <Link to={paths.products()}>상품 목록</Link>
  </Text>
);

/** `paths.newProduct()`: an empty form; once saved, the new product's own page. */
export function NewProductPage() {
  const me = useOperatorMe();
  if (me.isPending) return <SkeletonList count={4} label="상품 등록 화면을 불러오는 중" />;
  if (!me.data || !operatorCan(me.data.role, 'manageMarket')) {
    return <NoPermissionPage title="상품 추가" />;
  }
  return (
    <PageStack>
      {backLink}
      <Heading level={1}>상품 추가</Heading>
      <ProductForm readOnly={false} />
    </PageStack>
  );
}

/**
 * `paths.product(id)`: the product's values to edit, and 숨기기 / 다시 보이기. A 조회 전용 operator
 * reads the same form without a way to change it.
 */
export function EditProductPage() {
  const id = Number(useParams().productId);
  const valid = Number.isInteger(id) && id > 0;
  const me = useOperatorMe();
  const product = useAdminProduct(valid ? id : 0);

  const missing = product.error instanceof ApiError && product.error.status === 404;
  if (!valid || missing) return <NotFoundPage />;
  if (product.isPending || me.isPending) {
    return <SkeletonList count={6} label="상품을 불러오는 중" />;
  }
  if (product.isError) {
    return (
      <ErrorFallback
        title="상품을 불러오지 못했어요"
        description={product.error.message}
        onRetry={() => void product.refetch()}
      />
    );
  }

  const detail = product.data;
  const canWrite = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');
  return (
    <PageStack>
      {backLink}
      <PageHeader>
        <TitleGroup>
          <Heading level={1}>{detail.name}</Heading>
          <Badge tone={detail.isActive ? 'success' : 'neutral'}>
            {detail.isActive ? '노출 중' : '숨김'}
          </Badge>
        </TitleGroup>
        {canWrite && <VisibilityButton product={detail} />}
      </PageHeader>
      <Text size="sm" tone="subtle">
        마지막 수정 {formatDateTime(detail.updatedAt)}
        {canWrite ? '' : ' · 조회 전용 권한이라 고칠 수 없어요.'}
      </Text>
      <ProductImages productId={detail.id} productName={detail.name} images={detail.images} />
      <ProductForm key={detail.id} product={detail} readOnly={!canWrite} />
    </PageStack>
  );
}
