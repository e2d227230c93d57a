import { useState } from 'react';
import { styled } from 'styled-components';
import type { ProductDetail, ProductImage as ProductPhoto } from '@quotemarket/contract';
import { Carousel, Heading, PriceLine, Text, vars } from '@quotemarket/ui';
import { productCategoryLabel } from './productDetailRules';
import type { ProductDetailPageModel } from './useProductDetailPage';

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Media = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  /* Full width in a gallery slide too, where nothing stretches it. */
  width: 100%;
  aspect-ratio: 1;
  max-height: 280px;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** What a photo is called to screen readers: the product and its place in the gallery. */
export const productPhotoAlt = (name: string, position: number, total: number) =>
  `${name} 사진 ${position}/${total}`;

function ProductPhotoSlide({ photo, alt }: { photo: ProductPhoto | null; alt: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <Media data-part="media">
      {photo && failedUrl !== photo.url ? (
        <img
          src={photo.url}
          alt={alt}
          // The stored size reserves the photo's space before it loads; old photos have none.
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          decoding="async"
          onError={() => setFailedUrl(photo.url)}
        />
      ) : (
        <span role="img" aria-label={`${alt} 이미지 준비 중`}>
          이미지 준비 중
        </span>
      )}
    </Media>
  );
}

/** Every photo of the product in the operators' order, swiped through when there are several. */
function ProductGallery({ name, photos }: { name: string; photos: ProductPhoto[] }) {
  if (photos.length === 0) return <ProductPhotoSlide photo={null} alt={name} />;
  if (photos.length === 1) {
    return <ProductPhotoSlide photo={photos[0]!} alt={productPhotoAlt(name, 1, 1)} />;
  }
  return (
    <Carousel
      label={`${name} 사진`}
      dotLabel={(position) => `${position}번째 사진 보기`}
      slides={photos.map((photo, index) => (
        <ProductPhotoSlide
          key={photo.id}
          photo={photo}
          alt={productPhotoAlt(name, index + 1, photos.length)}
        />
      ))}
    />
  );
}

interface ProductDetailSummaryProps {
  product: ProductDetail;
  price: ProductDetailPageModel['price'];
}

/** The product's photos, 세부 분류, brand, name and price line. */
export function ProductDetailSummary({ product, price }: ProductDetailSummaryProps) {
  const categoryLabel = productCategoryLabel(product);
  return (
    <Summary aria-labelledby="product-name">
      <ProductGallery name={product.name} photos={product.images} />
      {categoryLabel && (
        <Text size="xs" tone="subtle" data-part="category">
          {categoryLabel}
        </Text>
      )}
      {product.brand && (
        <Text size="sm" tone="subtle">
          {product.brand}
        </Text>
      )}
      <Heading level={2} size="lg" id="product-name">
        {product.name}
      </Heading>
      {price && <PriceLine {...price} emphasis="strong" />}
    </Summary>
  );
}
