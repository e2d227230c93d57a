import { useParams } from 'react-router-dom';
import type { ProductDetail } from '@quotemarket/contract';
import { useProductDetail, type NativeBridgeWindow } from '@quotemarket/hooks';
import { Banner, ErrorFallback, PageStack, SkeletonList } from '@quotemarket/ui';
import { paths } from '../../paths';
import { ProductDetailActions } from './ProductDetailActions';
import { ProductDetailInfo } from './ProductDetailInfo';
import { ProductDetailSummary } from './ProductDetailSummary';
import { useProductDetailPage } from './useProductDetailPage';

export interface ProductDetailPageProps {
  /** The window the native bridge talks through (tests pass a fake one). */
  nativeWindow?: NativeBridgeWindow;
}

/** The product detail (`paths.productDetail`): a product, its options and the way to its wizard. */
export function ProductDetailPage({ nativeWindow }: ProductDetailPageProps) {
  const params = useParams();
  const itemId = Number(params.itemId);
  if (!Number.isInteger(itemId) || itemId <= 0) {
    return (
      <PageStack>
        <ErrorFallback
          title="상품을 찾을 수 없어요"
          description="주소를 다시 확인해 주세요."
          homeHref={paths.home()}
        />
      </PageStack>
    );
  }
  return <Detail itemId={itemId} nativeWindow={nativeWindow} />;
}

function Detail({
  itemId,
  nativeWindow,
}: {
  itemId: number;
  nativeWindow: NativeBridgeWindow | undefined;
}) {
  const detail = useProductDetail(itemId);
  if (detail.isPending) {
    return (
      <PageStack>
        <SkeletonList count={3} label="상품 정보를 불러오는 중" />
      </PageStack>
    );
  }
  if (detail.isError) {
    return (
      <PageStack>
        <ErrorFallback
          title="상품 정보를 불러오지 못했어요"
          onRetry={() => void detail.refetch()}
          homeHref={paths.home()}
        />
      </PageStack>
    );
  }
  return <Loaded product={detail.data} nativeWindow={nativeWindow} />;
}

function Loaded({
  product,
  nativeWindow,
}: {
  product: ProductDetail;
  nativeWindow: NativeBridgeWindow | undefined;
}) {
  const page = useProductDetailPage(product, nativeWindow);
  return (
    <PageStack>
      <Banner headingLevel={1} title={`${product.name} 선택`} />
      <ProductDetailSummary product={product} price={page.price} />
      <ProductDetailInfo product={product} info={page.info} />
      <ProductDetailActions product={product} action={page.action} options={page.options} />
    </PageStack>
  );
}
