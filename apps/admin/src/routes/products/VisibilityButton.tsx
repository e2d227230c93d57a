import type { AdminProduct } from '@quotemarket/contract';
import { useSetProductVisibility } from '@quotemarket/hooks';
import { Button, ConfirmDialog, useToast } from '@quotemarket/ui';

/** 숨기기 / 다시 보이기: buyers stop or start seeing the product at once, so it asks first. */
export function VisibilityButton({ product }: { product: AdminProduct }) {
  const visibility = useSetProductVisibility();
  const { toast } = useToast();
  const hiding = product.isActive;
  return (
    <ConfirmDialog
      trigger={<Button variant="outline">{hiding ? '숨기기' : '다시 보이기'}</Button>}
      title={hiding ? '이 상품을 숨길까요?' : '이 상품을 다시 보일까요?'}
      message={
        hiding
          ? `‘${product.name}’ 상품이 구매자 화면의 목록과 상품 페이지에서 바로 사라져요. 언제든 다시 보이게 할 수 있어요.`
          : `‘${product.name}’ 상품이 구매자 화면의 목록과 상품 페이지에 바로 다시 보여요.`
      }
      confirmLabel={hiding ? '숨기기' : '다시 보이기'}
      tone={hiding ? 'danger' : 'default'}
      errorMessage={visibility.error?.message}
      onConfirm={() =>
        visibility.mutateAsync({ productId: product.id, isActive: !hiding }).then(() =>
          toast({
            title: hiding ? '상품을 숨겼어요.' : '상품을 다시 보이게 했어요.',
            tone: 'success',
          }),
        )
      }
    />
  );
}
