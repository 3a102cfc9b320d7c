import { type RefObject, useEffect } from 'react';

/**
 * After a submit that found problems, focus the first field marked invalid, so keyboard and
 * screen-reader users land on what needs fixing (`attempt` changes with every submit).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);
}
