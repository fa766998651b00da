import { type Envelope, gotrueEnvelope } from '@platform/kernel/http';

/**
 * The kernel's GoTrue envelope plus GoTrue's `error_code`: the official client reads it to
 * raise typed errors (`weak_password` as AuthWeakPasswordError, `session_not_found` as
 * AuthSessionMissingError, `otp_expired`, ...) and exposes it as `error.code`.
 */
export const identityEnvelope: Envelope = {
  name: gotrueEnvelope.name,
  error: (info) => {
    const body = gotrueEnvelope.error(info);
    return typeof body.error === 'string' ? { ...body, error_code: body.error } : body;
  },
  errorSchema: {
    ...gotrueEnvelope.errorSchema,
    properties: {
      ...(gotrueEnvelope.errorSchema.properties as object),
      error_code: {
        type: 'string',
        description: 'the error, as the client library raises it (weak_password, ...)',
      },
    },
  },
  isError: gotrueEnvelope.isError,
};
