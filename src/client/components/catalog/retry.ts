const clientErrors = new Set(['BAD_REQUEST', 'NOT_FOUND', 'UNAUTHORIZED', 'FORBIDDEN']);

/** The tRPC error code of a failed query, when the server sent one. */
export const errorCode = (error: { data?: { code: string } | null } | null) => error?.data?.code;

/** A wrong id or bad parameters will not improve on a second try; a network blip might. */
export function retryUnlessClientError(
  failureCount: number,
  error: { data?: { code: string } | null },
) {
  const code = errorCode(error);
  return !(code && clientErrors.has(code)) && failureCount < 1;
}
