export { Accordion } from './Accordion';
export type { AccordionItemData, AccordionProps } from './Accordion';
