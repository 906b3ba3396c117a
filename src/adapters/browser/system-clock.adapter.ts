import { asyncScheduler } from 'rxjs';
import type { Clock } from '../../application/ports/clock.port';

export class SystemClock implements Clock {
  readonly scheduler = asyncScheduler;
  now(): number {
    return Date.now();
  }
}
