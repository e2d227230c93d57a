export interface ConsentItem {
  /** The consent's id (the code the app stores), e.g. `PRIVACY`. */
  id: string;
  label: string;
  required: boolean;
  /** The term page; the item shows a '보기' link when present. */
  href?: string | undefined;
}
