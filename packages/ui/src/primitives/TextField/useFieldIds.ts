import { useId } from 'react';

/** Ids for a labelled field: the control, its description and its error message. */
export function useFieldIds(id: string | undefined, hasDescription: boolean, hasError: boolean) {
  const generated = useId();
  const controlId = id ?? `qm-field-${generated}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [hasDescription ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return { controlId, descriptionId, errorId, describedBy };
}
