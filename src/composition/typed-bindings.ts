import type { Container } from 'inversify';
import type { Token } from '../application/ports/tokens';

/** One token per dependency, in the order the factory takes them. */
export type TokensFor<D extends unknown[]> = { readonly [K in keyof D]: Token<D[K]> };

/**
 * inversify's `bind` with the type taken from the token: what is bound must be what the token
 * promises, and a factory's arguments are typed by the tokens it depends on.
 */
export function typedBindings(c: Container) {
  return {
    /** `token` stands for this very value. */
    constant<T>(token: Token<T>, value: NoInfer<T>): void {
      c.bind<T>(token).toConstantValue(value);
    },
    /** `token` stands for what `make` builds from the services behind `deps` (once: the container's scope is singleton). */
    factory<T, D extends unknown[]>(token: Token<T>, deps: TokensFor<[...D]>, make: (...args: D) => NoInfer<T>): void {
      c.bind<T>(token).toResolvedValue(make, [...deps] as never);
    },
    /** `token` stands for the same instance as `target`. */
    alias<T>(token: Token<T>, target: Token<T>): void {
      c.bind<T>(token).toService(target);
    },
  };
}

export type TypedBindings = ReturnType<typeof typedBindings>;
