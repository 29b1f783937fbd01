import { useCallback, useState } from 'react';

/**
 * State that a parent may control: when `controlled` is not undefined it is the value and
 * `setValue` only reports the change through `onChange`; otherwise the component keeps its own
 * state starting at `initial`.
 */
export function useControllableState<T>(
  controlled: T | undefined,
  initial: T,
  onChange?: (value: T) => void,
): [T, (value: T) => void] {
  const [own, setOwn] = useState<T>(initial);
  const isControlled = controlled !== undefined;
  const value = isControlled ? controlled : own;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [value, setValue];
}
