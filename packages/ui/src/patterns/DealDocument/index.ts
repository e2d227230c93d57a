export { DealDocument } from './DealDocument';
export type {
  DealDocumentProps,
  DealDocumentRow,
  DealDocumentSection,
  DealDocumentValue,
} from './DealDocument';
