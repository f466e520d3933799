import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST';

/**
 * One call of the contract: path relative to ./api/, its request and response schemas.
 * `envelope: false` marks the few answers that carry no success flag (e.g. readnotification).
 */
export interface CallDefinition<
  TRequest extends v.GenericSchema = v.GenericSchema,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly request: TRequest;
  readonly response: TResponse;
  readonly envelope: boolean;
  /** Extension calls are not in spec §7; operators find them listed in shared/README.md. */
  readonly extension: boolean;
}

export function defineCall<TRequest extends v.GenericSchema, TResponse extends v.GenericSchema>(def: {
  method: HttpMethod;
  path: string;
  request: TRequest;
  response: TResponse;
  envelope?: boolean;
  extension?: boolean;
}): CallDefinition<TRequest, TResponse> {
  return { envelope: true, extension: false, ...def };
}

export type CallRequest<C> = C extends CallDefinition<infer Q, v.GenericSchema> ? v.InferInput<Q> : never;
export type CallResponse<C> = C extends CallDefinition<v.GenericSchema, infer R> ? v.InferOutput<R> : never;
