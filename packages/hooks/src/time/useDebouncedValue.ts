import { useEffect, useState } from 'react';

/** The spec's debounces: search text to the list, suggestion requests, the sort sheet's box. */
export const debounceDelays = { listSearch: 300, suggestions: 500, sortSheetSearch: 1000 } as const;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
