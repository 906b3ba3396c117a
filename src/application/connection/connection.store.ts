import { BehaviorSubject, EMPTY, distinctUntilChanged, interval, map, switchMap, type Observable } from 'rxjs';
import { CONNECTED, afterCall, afterNetworkChange, connectionStatus, type Connection, type ConnectionStatus } from '../../domain/shared/connection';
import type { Clock } from '../ports/clock.port';
import type { NetworkStatus } from '../ports/network-status.port';
import { asBehavior, type Behavior } from '../shared/behavior';

/** While the backend cannot be reached, the app tries again this often, so a page recovers by itself. */
export const RECONNECT_PROBE_MS = 5_000;

/**
 * One app-wide view of the connection (issue 13): fed by every data call's outcome (the backend's
 * adapters report them, see `observedBackend`) and by the browser's online and offline events.
 * Every page shows its status; the query cache refetches on `retries` and when it is connected again.
 */
export class ConnectionStore {
  private readonly subject: BehaviorSubject<Connection>;
  readonly state: Behavior<Connection>;
  /** connected / offline / unreachable, each change once. */
  readonly status: Observable<ConnectionStatus>;
  /** Ticks every RECONNECT_PROBE_MS (on the clock) while the browser is online but the backend unreachable. */
  readonly retries: Observable<number>;

  constructor(
    private readonly network: NetworkStatus,
    clock: Clock,
  ) {
    this.subject = new BehaviorSubject<Connection>({ ...CONNECTED, browserOnline: network.isOnline() });
    this.state = asBehavior(this.subject);
    this.status = this.subject.pipe(map(connectionStatus), distinctUntilChanged());
    this.retries = this.status.pipe(switchMap((status) => (status === 'unreachable' ? interval(RECONNECT_PROBE_MS, clock.scheduler) : EMPTY)));
  }

  /** Follows the browser's online and offline events until the returned stop is called. */
  start(): () => void {
    this.networkChanged(this.network.isOnline());
    return this.network.watch((online) => this.networkChanged(online));
  }

  /** A data call answered (or failed): what it says about reaching the backend. */
  callSettled(outcome: unknown): void {
    this.set(afterCall(this.subject.value, outcome));
  }

  private networkChanged(online: boolean): void {
    this.set(afterNetworkChange(this.subject.value, online));
  }

  private set(next: Connection): void {
    if (next !== this.subject.value) this.subject.next(next);
  }
}
