import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import type { Clock } from '../../application/ports/clock.port';
import { useDebouncedValue } from './use-debounced-value';

/** A search field applies what was typed once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search field that applies as you type, once typing pauses for SEARCH_DEBOUNCE_MS (on the
 * Clock), like the filters beside it that apply at once; submitting the form applies it at once.
 * `applied` is the search the list shows now; `apply` is called with the trimmed text when it differs;
 * `clock` is the app's Clock (TYPES.Clock).
 */
export function useSearchField(applied: string, apply: (term: string) => void, clock: Clock) {
  const [text, setText] = useState(applied);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, clock);
  const applyTyped = useEffectEvent((term: string) => {
    if (term !== applied) apply(term);
  });
  useEffect(() => applyTyped(typed), [typed]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text.trim());
  };
  return { text, setText, submit };
}
