import { AUTH_MESSAGES } from '@farmplate/contracts';

/**
 * Route-level limit of the calls that guess or spend secrets (login, register, password reset)
 * and of the public forms. Counters live in Redis when REDIS_URL is set, so every instance
 * behind a load balancer shares them.
 */
export const authRateLimit = (perMinute: number) => ({
  max: perMinute,
  timeWindow: '1 minute',
  errorResponseBuilder: (_request: unknown, context: { statusCode: number }) => ({
    statusCode: context.statusCode,
    message: AUTH_MESSAGES.tooManyAttempts,
  }),
});
