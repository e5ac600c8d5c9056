// The one way both engines (and the online protocol's reading of messages, and the engine worker's
// reply) report an expected failure (a bad deck code, an illegal move): a result with a code and a
// message. Exceptions are for bugs. Context a caller needs about a failure (which move of a list,
// the game up to it) rides in the problem itself, as a typed extension (`Extra`); what a success
// yields is its `value`. See docs/decisions.md, "One way for both games".

/** An expected failure: bad user input or an illegal action. */
export interface Problem<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
}

/** A value, or a problem with its code, message and any `Extra` context (e.g. `{ index }`). */
export type Result<T, Code extends string = string, Extra = unknown> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Problem<Code> & Extra };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const fail = <Code extends string, Extra extends object = Record<never, never>>(
  code: Code,
  message: string,
  extra?: Extra
): { readonly ok: false; readonly error: Problem<Code> & Extra } => ({
  ok: false,
  error: { ...(extra as Extra), code, message }
});
