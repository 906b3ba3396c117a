import { useEffect, useRef } from 'react';

/**
 * For a panel that opens below a list it was chosen from (a person's record, a pro to delete):
 * when it first shows, it takes the focus and the window scrolls to it, so the keyboard and the
 * eye go where the action is. Put the ref on the panel, with tabIndex={-1}.
 */
export function useFocusOnArrival<E extends HTMLElement>() {
  const panel = useRef<E>(null);
  useEffect(() => {
    panel.current?.focus();
    panel.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return panel;
}
