import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { StyledDescriptionList, StyledItem } from './DescriptionList.styles';
import { descriptionListVariants, type DescriptionListLayout } from './DescriptionList.variants';

export interface DescriptionListItem {
  term: ReactNode;
  description: ReactNode;
  /** Draws the pair louder: the total of a price breakdown, the figure the page is about. */
  emphasis?: boolean;
}

export interface DescriptionListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /** In the order shown; the list has no rule of its own about which pairs exist. */
  items: readonly DescriptionListItem[];
  layout?: DescriptionListLayout;
  ref?: Ref<HTMLDListElement>;
}

/** Terms and their values as a `<dl>`, each pair in its own `<div>` so it lays out as one. */
export function DescriptionList({
  items,
  layout = descriptionListVariants.layout.default,
  ...rest
}: DescriptionListProps) {
  return (
    <StyledDescriptionList data-qm="description-list" data-layout={layout} {...rest}>
      {items.map((item, index) => (
        // The pairs carry no state, so their position is key enough.
        <StyledItem key={index} data-emphasis={item.emphasis ?? false}>
          <dt>{item.term}</dt>
          <dd>{item.description}</dd>
        </StyledItem>
      ))}
    </StyledDescriptionList>
  );
}
