import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import {
  operatorCan,
  productImageRules,
  profileImageAccept,
  validateProfileImage,
  type ProductImage,
} from '@quotemarket/contract';
import {
  useDeleteProductImage,
  useOperatorMe,
  useReorderProductImages,
  useUploadProductImage,
} from '@quotemarket/hooks';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  PageSection,
  Text,
  useToast,
  vars,
} from '@quotemarket/ui';

const Photos = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(184px, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Photo = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  [data-qm='badge'] {
    position: absolute;
    top: ${vars.space[1]};
    left: ${vars.space[1]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

/** What a photo is called: the product, and its place in the order buyers see. */
const photoName = (productName: string, position: number, total: number) =>
  `${productName} 사진 ${position}/${total}`;

export interface ProductImagesProps {
  productId: number;
  /** For the photos' alternative text (`<상품명> 사진 n/N`). */
  productName: string;
  /** The product's photos in order, as `useAdminProduct` holds them (the hooks refresh it). */
  images: ProductImage[];
}

/**
 * A product's photos in the order buyers see them (the first is the list photo): 사진 추가, and for
 * each photo 앞으로 / 뒤로 and 삭제. A 조회 전용 operator sees the photos only. Each change is saved
 * at once and shows in the buyer app at once.
 */
export function ProductImages({ productId, productName, images }: ProductImagesProps) {
  const me = useOperatorMe();
  const canEdit = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');
  const upload = useUploadProductImage();
  const reorder = useReorderProductImages();
  const remove = useDeleteProductImage();
  const { toast } = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{
    imageId: number;
    action: 'earlier' | 'later';
  } | null>(null);
  const full = images.length >= productImageRules.maxCount;
  const busy = upload.isPending || reorder.isPending || remove.isPending;

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked again after a refusal must fire a change.
    event.target.value = '';
    if (!file) return;
    const problem = validateProfileImage(file);
    setFileProblem(problem);
    if (problem) return;
    reorder.reset();
    upload.mutate(
      { productId, file },
      { onSuccess: () => toast({ title: '사진을 추가했어요.', tone: 'success' }) },
    );
  };

  const move = (index: number, by: -1 | 1) => {
    // Clicks during a save are ignored rather than the buttons disabled: focus stays where it is.
    if (busy) return;
    const ids = images.map((image) => image.id);
    const moved = ids[index]!;
    ids.splice(index, 1);
    ids.splice(index + by, 0, moved);
    upload.reset();
    const target = index + by;
    reorder.mutate(
      { productId, imageIds: ids },
      {
        // The keyboard follows the photo to its new place, on the same button unless that end
        // of the row disables it.
        onSuccess: () =>
          setFocusAfterMove({
            imageId: moved,
            action:
              by === -1
                ? target === 0
                  ? 'later'
                  : 'earlier'
                : target === ids.length - 1
                  ? 'earlier'
                  : 'later',
          }),
      },
    );
  };

  useEffect(() => {
    if (!focusAfterMove) return;
    const { imageId, action } = focusAfterMove;
    const button = list.current?.querySelector<HTMLButtonElement>(
      `[data-image="${imageId}"][data-action="${action}"]`,
    );
    // Waits for the saved order to arrive in `images` before moving focus.
    if (button && images.some((image) => image.id === imageId)) {
      button.focus();
      setFocusAfterMove(null);
    }
  }, [focusAfterMove, images]);

  const failure = upload.error ?? reorder.error;

  return (
    <PageSection
      title="상품 사진"
      data-qm="product-images"
      action={
        canEdit && (
          <>
            <Button
              variant="outline"
              size="sm"
              loading={upload.isPending}
              disabled={full}
              onClick={() => fileInput.current?.click()}
            >
              사진 추가
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={profileImageAccept}
              hidden
              aria-hidden="true"
              tabIndex={-1}
              onChange={pickFile}
            />
          </>
        )
      }
    >
      <Text size="sm" tone="subtle">
        첫 사진이 상품 목록에 보여요. JPG, PNG 파일을 5MB까지, {productImageRules.maxCount}장까지
        올릴 수 있어요.
      </Text>
      {canEdit && full && (
        <Text size="sm" tone="subtle">
          사진이 {productImageRules.maxCount}장이에요. 더 올리려면 먼저 사진을 지워 주세요.
        </Text>
      )}
      {(fileProblem ?? failure) && (
        <Text role="alert" size="sm" tone="danger">
          {fileProblem ?? failure?.message}
        </Text>
      )}
      <Text role="status" size="sm" tone="subtle">
        {upload.isPending
          ? '사진을 올리는 중이에요.'
          : reorder.isPending
            ? '순서를 바꾸는 중이에요.'
            : ''}
      </Text>
      {images.length === 0 ? (
        <EmptyState
          title="아직 사진이 없어요"
          description={canEdit ? '사진 추가로 첫 사진을 올려 주세요.' : undefined}
        />
      ) : (
        <Photos ref={list} aria-label="상품 사진 순서">
          {images.map((image, index) => {
            const name = photoName(productName, index + 1, images.length);
            return (
              <Photo key={image.id}>
                <Frame>
                  <img
                    src={image.url}
                    alt={name}
                    width={image.width ?? undefined}
                    height={image.height ?? undefined}
                    loading="lazy"
                  />
                  {index === 0 && <Badge tone="primary">대표</Badge>}
                </Frame>
                {canEdit && (
                  <Actions>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`${name} 앞으로`}
                      disabled={index === 0}
                      data-image={image.id}
                      data-action="earlier"
                      onClick={() => move(index, -1)}
                    >
                      앞으로
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`${name} 뒤로`}
                      disabled={index === images.length - 1}
                      data-image={image.id}
                      data-action="later"
                      onClick={() => move(index, 1)}
                    >
                      뒤로
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button variant="ghost" size="sm" aria-label={`${name} 삭제`}>
                          삭제
                        </Button>
                      }
                      title="이 사진을 삭제할까요?"
                      message={
                        index === 0
                          ? '대표 사진이에요. 삭제하면 다음 사진이 상품 목록에 보여요. 되돌릴 수 없어요.'
                          : '구매자 화면에서도 바로 사라지고, 되돌릴 수 없어요.'
                      }
                      confirmLabel="삭제"
                      tone="danger"
                      onConfirm={() =>
                        remove
                          .mutateAsync({ productId, imageId: image.id })
                          .then(() => toast({ title: '사진을 삭제했어요.', tone: 'success' }))
                      }
                      errorMessage={remove.error?.message}
                    />
                  </Actions>
                )}
              </Photo>
            );
          })}
        </Photos>
      )}
    </PageSection>
  );
}
