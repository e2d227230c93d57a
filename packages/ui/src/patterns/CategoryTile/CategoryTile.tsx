import { useState } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { StyledTile, StyledTileImage, StyledTilePlaceholder } from './CategoryTile.styles';
import { categoryTileVariants, type CategoryTileSize } from './CategoryTile.variants';

export interface CategoryTileProps {
  /** The category's Korean name; it is also the link's accessible name. */
  label: string;
  href: string;
  imageSrc?: string | null | undefined;
  size?: CategoryTileSize;
}

export function CategoryTile({
  label,
  href,
  imageSrc,
  size = categoryTileVariants.size.default,
}: CategoryTileProps) {
  const Link = useLinkComponent();
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(imageSrc) && !imageFailed;
  return (
    <StyledTile as={Link} href={href} data-qm="category-tile" data-size={size}>
      {showImage ? (
        // The label beside it names the tile, so the picture is decorative.
        <StyledTileImage
          src={imageSrc ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
        />
      ) : (
        <StyledTilePlaceholder aria-hidden="true" data-part="placeholder" />
      )}
      <span>{label}</span>
    </StyledTile>
  );
}
