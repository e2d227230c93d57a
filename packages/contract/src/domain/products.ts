/** How a listed product reads: internet plans have no model name, only carrier, speed and set. */

export interface NamedProduct {
  productName: string;
  internetProperty?: string | null | undefined;
  newsAgencyProperty?: string | null | undefined;
  productType?: string | null | undefined;
}

/** An internet plan: it has an internet property, and no detail page. */
export function isInternetProduct(product: Pick<NamedProduct, 'internetProperty'>): boolean {
  return product.internetProperty !== null && product.internetProperty !== undefined;
}

/**
 * How a speed reads on screen, as carriers advertise it: '500MB' → '500M', '1GB' → '1기가' (MB would
 * read as megabytes). The catalogue and the answers keep '100MB' / '500MB' / '1GB' as the key that
 * matches a product; only the label changes. Anything else is shown as it came.
 */
export function internetSpeedLabel(speed: string): string {
  const megabits = /^(\d+)\s*MB$/i.exec(speed.trim());
  if (megabits) return `${megabits[1]}M`;
  const gigabits = /^(\d+)\s*GB$/i.exec(speed.trim());
  if (gigabits) return `${gigabits[1]}기가`;
  return speed;
}

/**
 * An internet plan's name: carrier, speed and product set joined by ' > ', e.g.
 * 'SK브로드밴드 > 500M > 인터넷+TV'. Empty parts are skipped.
 */
export function internetProductName(
  newsAgency: string | null | undefined,
  speed: string | null | undefined,
  productType: string | null | undefined,
): string {
  return [newsAgency, speed && internetSpeedLabel(speed), productType]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' > ');
}

/** The name a product is listed under: an internet plan by its parts, anything else by its name. */
export function productDisplayName(product: NamedProduct): string {
  if (!isInternetProduct(product)) return product.productName;
  return (
    internetProductName(
      product.newsAgencyProperty,
      product.internetProperty,
      product.productType,
    ) || product.productName
  );
}
