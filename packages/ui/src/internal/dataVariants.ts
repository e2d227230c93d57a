import { css } from 'styled-components';

type Style = ReturnType<typeof css>;

/**
 * One static selector per variant value over a data attribute (`&[data-size='sm'] { … }`): the
 * template never changes, so styled-components generates one class per component instead of one
 * per prop combination. The component sets `data-<attribute>` from its prop.
 */
export function dataVariants<Value extends string>(
  attribute: string,
  styles: Record<Value, Style>,
) {
  return Object.entries<Style>(styles).map(
    ([name, style]) => css`
      &[data-${attribute}='${name}'] {
        ${style}
      }
    `,
  );
}
