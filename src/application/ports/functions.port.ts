import type { Result } from '../../domain/result';

export interface FunctionError {
  readonly kind: 'function';
  readonly message: string;
}

export type ServerFunctionName = 'fix-permissions';

/** Serverless functions of the backend (§7 Functions). */
export interface FunctionsGateway {
  invoke(name: ServerFunctionName): Promise<Result<unknown, FunctionError>>;
}
