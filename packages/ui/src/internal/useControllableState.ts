import { useCallback, useState } from 'react';

/**
 * A value that is controlled when `prop` is given and kept here otherwise; `onChange` hears every
 * change either way. (Radix has one too, but it is not part of its public API.)
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: {
  prop: T | undefined;
  defaultProp: T;
  onChange: ((value: T) => void) | undefined;
}): [T, (value: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : uncontrolled;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setUncontrolled(next);
      if (next !== value) onChange?.(next);
    },
    [controlled, value, onChange],
  );
  return [value, setValue];
}
