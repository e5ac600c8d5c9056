// The one way both engines report an expected failure (a bad deck code, an illegal move):
// a result with a code and a message. Exceptions are for bugs.

/** An expected failure: bad user input or an illegal action. */
export interface Problem<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
}

export type Result<T, Code extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Problem<Code> };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const fail = <Code extends string>(
  code: Code,
  message: string
): { readonly ok: false; readonly error: Problem<Code> } => ({ ok: false, error: { code, message } });
