import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * After an in-app navigation, moves focus to the new page's h1 (made focusable with tabIndex -1)
 * and says its title in a polite live region, so a keyboard or screen-reader user knows the page
 * changed and starts reading from its top. Not on the first load, nor on the redirects of the
 * first load (a replace before any push or back/forward), where the browser has just announced
 * the document.
 *
 * The page may show its h1 after the route changes (a lazy page, a guard that checks first):
 * the heading is awaited until the person acts. A later h1 in the same page (the guard's
 * "Checking permissions..." replaced by the page) takes focus over only while focus is still
 * where the navigation left it.
 */
export function RouteFocus({ main }: { main: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // Read by the effect below without restarting it: a replace that keeps the path (a guard
  // settling its query) must not stop the wait for the page's heading.
  const lastNavigationType = useRef(navigationType);
  useEffect(() => {
    lastNavigationType.current = navigationType;
  }, [navigationType]);
  const firstLoad = useRef(true);
  const lastPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (firstLoad.current && lastNavigationType.current === 'REPLACE') return;
    firstLoad.current = false;
    const root = main.current;
    if (!root) return;

    const leftOn = document.activeElement;
    let focused: HTMLElement | null = null;
    let said = '';
    const focusHeading = () => {
      const heading = root.querySelector('h1');
      const title = heading?.textContent?.trim() || document.title;
      if (!heading || (heading === focused && title === said)) return;
      const active = document.activeElement;
      if (active !== null && active !== document.body && active !== leftOn && active !== focused) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      if (heading !== active) heading.focus();
      focused = heading;
      said = title;
      setAnnouncement(title);
    };
    const observer = new MutationObserver(focusHeading);
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
    };
    focusHeading();
    observer.observe(root, { childList: true, characterData: true, subtree: true });
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    return stop;
  }, [pathname, main]);

  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
      {announcement}
    </p>
  );
}
