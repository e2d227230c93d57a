import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { productAttributes, productOptionValues } from '../../db/schema';

export interface ChosenOption {
  attributeName: string;
  value: string;
  /** The swatch of a colour option; null for other options and colours without one. */
  colorHex: string | null;
}

/** The spec takes the colour swatch from the detail named Color or its Korean equivalent. */
const colourAttributeNames = new Set(['색상', 'Color']);

function colourOptionOf(options: readonly ChosenOption[]): ChosenOption | undefined {
  return options.find((option) => colourAttributeNames.has(option.attributeName));
}

export function colourOf(options: readonly ChosenOption[]): string | null {
  return colourOptionOf(options)?.value ?? null;
}

export function colourHexOf(options: readonly ChosenOption[]): string | null {
  return colourOptionOf(options)?.colorHex ?? null;
}

/**
 * The option values (colour, storage …) each quotation's buyer picked on the product, in one query
 * for a whole page of quotations.
 */
export async function loadChosenOptions(
  db: Database,
  quotationRows: readonly { id: number; productOptionValueIds: number[] }[],
): Promise<Map<number, ChosenOption[]>> {
  const valueIds = [...new Set(quotationRows.flatMap((row) => row.productOptionValueIds))];
  const values =
    valueIds.length === 0
      ? []
      : await db
          .select({
            id: productOptionValues.id,
            attributeName: productAttributes.name,
            value: productOptionValues.value,
            colorHex: productOptionValues.colorHex,
          })
          .from(productOptionValues)
          .innerJoin(productAttributes, eq(productAttributes.id, productOptionValues.attributeId))
          .where(inArray(productOptionValues.id, valueIds));
  const valueById = new Map(values.map(({ id, ...option }) => [id, option]));
  return new Map(
    quotationRows.map((row) => [
      row.id,
      row.productOptionValueIds.flatMap((id) => valueById.get(id) ?? []),
    ]),
  );
}

/** One quotation's chosen options. */
export async function loadChosenOptionsOf(
  db: Database,
  quotation: { id: number; productOptionValueIds: number[] },
): Promise<ChosenOption[]> {
  return (await loadChosenOptions(db, [quotation])).get(quotation.id) ?? [];
}
