import { useEffect } from 'react';
import type { NetworkStatus } from '../../application/ports/network-status.port';
import type { PageReloader } from '../../application/ports/page-reloader.port';
import { ErrorScreen } from '../kit/error-boundary';
import { GlobalStyles } from '../kit/global-styles';

export const START_FAILURE_TITLE = "ClipCoach couldn't load";
export const START_FAILURE_BODY =
  'Part of the app did not arrive, most often because the connection dropped. It loads again by itself when you are back online, or now with Refresh Page.';

/**
 * What the page shows when the app itself could not load or start (issue 13): the error screen,
 * saying so, and a reload as soon as the browser reports the network back.
 */
export function StartFailure({ reloader, network }: { reloader: PageReloader; network: NetworkStatus }) {
  useEffect(() => network.watch((online) => online && reloader.reload()), [network, reloader]);
  return (
    <>
      <GlobalStyles />
      <ErrorScreen title={START_FAILURE_TITLE} body={START_FAILURE_BODY} onReload={() => reloader.reload()} />
    </>
  );
}
