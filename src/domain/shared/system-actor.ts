import type { Actor } from './actor';

/**
 * A server-side principal: the payment provider's webhook, the simulated provider of the
 * embedded and memory backends, a scheduler for time-based rules. It is never built from a
 * client's request: only server functions (service role) and the simulated provider create one,
 * so a signed-in user cannot claim to be the system.
 *
 * It is a separate type from `Actor` on purpose: a rule that takes an `Actor` (every user-facing
 * rule) cannot be handed a system actor, and a rule that accepts both says so with `Principal`.
 */
export interface SystemActor {
  readonly kind: 'system';
  /** Which server-side service acts; recorded in logs, never a user id. */
  readonly service: SystemService;
}

/** `payments`: the provider confirming a charge. `scheduler`: time-based rules (none fires yet: the turnaround guarantee is claimed by the athlete, `cancel_overdue`). */
export type SystemService = 'payments' | 'scheduler';

/** Whoever fires an event: a person (or nobody signed in), or the system. */
export type Principal = Actor | SystemActor;

export const systemActor = (service: SystemService): SystemActor => ({ kind: 'system', service });

export const isSystemActor = (principal: Principal): principal is SystemActor =>
  principal !== null && 'kind' in principal && principal.kind === 'system';

/** The signed-in person behind a principal, or null for nobody signed in and for the system. */
export const personOf = (principal: Principal): Exclude<Actor, null> | null =>
  principal === null || isSystemActor(principal) ? null : principal;
