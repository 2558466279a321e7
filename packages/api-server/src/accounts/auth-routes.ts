import { randomInt } from 'node:crypto';
import {
  AUTH_MESSAGES,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  OTP_LIFETIME_MINUTES,
  RegisterResponse,
  ResetPasswordBody,
  UserDetailResponse,
  VerifyOtpBody,
  WebRegisterBody,
} from '@farmplate/contracts';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { currentUser } from '../http/authorization';
import { HttpError, unprocessable } from '../http/errors';
import { responses, type Api } from '../http/types';
import type { AppContext } from '../platform/context';
import { assertEmailFree, emailTakenError, findUserByEmail, recordLogin, registerPartner } from './accounts-repository';
import { latestLiveCode, replaceResetCode, resetPassword, spendTry } from './reset-codes-repository';
import { toSessionUser } from './user-presenters';
import { hashSecret, verifyNothing, verifySecret } from './passwords';
import { issueToken, revokeSession, revokeUserSessions } from './sessions';
import { authRateLimit } from '../http/rate-limit';

const invalidCode = () => unprocessable({ otp: [AUTH_MESSAGES.otpInvalid] }, AUTH_MESSAGES.otpInvalid);

/**
 * Spends one try of the latest live code of `userId` and checks `otp` against it. The try is
 * counted before the check, in one conditional update, so parallel guesses cannot exceed the limit.
 */
async function checkResetCode(db: Database, userId: number | null, otp: string) {
  if (userId === null) return verifyNothing(otp).then(() => null);
  const code = await latestLiveCode(db, userId);
  if (!code) return verifyNothing(otp).then(() => null);
  if (!(await spendTry(db, code.id))) return verifyNothing(otp).then(() => null);
  return (await verifySecret(code.codeHash, otp)) ? code : null;
}

export async function authPlugin(
  app: Api,
  { db, config, mailer, accountThrottle, background }: AppContext,
): Promise<void> {
  /** Stores a new reset code for an active account and mails it; for any other email it only spends the same hash. */
  async function issueResetCode(email: string): Promise<void> {
    const user = await findUserByEmail(db, email);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = await hashSecret(code);
    if (!user || user.status !== 'active') return;
    // A new code replaces any earlier one.
    await replaceResetCode(db, user.id, codeHash, new Date(Date.now() + OTP_LIFETIME_MINUTES * 60_000));
    await mailer.send({
      to: user.email,
      subject: 'Your FarmPlate password reset code',
      text: `Hello,\n\nYour FarmPlate password reset code is ${code}.\nIt expires in ${OTP_LIFETIME_MINUTES} minutes.\n\nIf you did not ask to reset your password, you can ignore this message.\n`,
    });
  }

  const policy = { idleMinutes: config.auth.tokenIdleMinutes, maxAgeHours: config.auth.tokenMaxAgeHours };
  const rateLimit = authRateLimit(config.auth.rateLimitPerMinute);

  app.post(
    '/login',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags: ['auth'], body: LoginBody, response: responses({ 200: LoginResponse }) },
    },
    async (request) => {
      // Counted before the password is checked, so parallel guesses cannot pass the limit;
      // unknown emails are counted too, so the answer does not tell them apart.
      if (!(await accountThrottle.attempt(request.body.email))) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
      const user = await findUserByEmail(db, request.body.email);
      const valid = user
        ? await verifySecret(user.passwordHash, request.body.password)
        : await verifyNothing(request.body.password);
      if (!user || !valid) throw new HttpError(401, AUTH_MESSAGES.loginFailed);
      await accountThrottle.clear(request.body.email);
      if (user.status !== 'active') throw new HttpError(403, 'Your account is inactive. Please contact support.');
      const token = await issueToken(db, user.id, policy);
      await recordLogin(db, user.id);
      return { token, user: toSessionUser(user) };
    },
  );

  app.post(
    '/web-register',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags: ['auth'], body: WebRegisterBody, response: responses({ 201: RegisterResponse }) },
    },
    async (request, reply) => {
      const body = request.body;
      await assertEmailFree(db, body.email);
      const passwordHash = await hashSecret(body.password);
      try {
        // Only the fields below are read: a `role: admin` or a `status` in the body changes nothing.
        // A new partner waits for an admin's approval before kitchens see it.
        const user = await registerPartner(
          db,
          {
            name: body.name.trim(),
            email: body.email.trim(),
            phone: body.contact_phone?.trim() || null,
            passwordHash,
            role: body.role,
            status: 'active',
          },
          {
            role: body.role,
            name: body.role === 'farmer' ? body.farm_name!.trim() : body.kitchen_name!.trim(),
          },
        );
        return reply.status(201).send({ message: AUTH_MESSAGES.registered, user: toSessionUser(user) });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTakenError();
        throw error;
      }
    },
  );

  app.get(
    '/logout',
    {
      config: { permission: 'authenticated' },
      schema: { tags: ['auth'], response: responses({ 200: MessageResponse }) },
    },
    async (request) => {
      await revokeSession(db, request.sessionId!);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/user-detail',
    {
      config: { permission: 'authenticated' },
      schema: { tags: ['auth'], response: responses({ 200: UserDetailResponse }) },
    },
    async (request) => ({ user: toSessionUser(currentUser(request)) }),
  );

  app.post(
    '/forgot-password',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags: ['auth'], body: ForgotPasswordBody, response: responses({ 200: MessageResponse }) },
    },
    async (request) => {
      const email = request.body.email;
      // The same path whether or not the account exists: the answer is sent at once, and the
      // lookup, the code, its hash, storing it and the mail happen after it (issueResetCode).
      background.run('password reset', () => issueResetCode(email));
      return { message: AUTH_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/verify-otp',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags: ['auth'], body: VerifyOtpBody, response: responses({ 200: MessageResponse }) },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      const code = await checkResetCode(db, user?.id ?? null, request.body.otp);
      if (!code) throw invalidCode();
      return { message: AUTH_MESSAGES.otpVerified };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { permission: 'public', rateLimit },
      schema: { tags: ['auth'], body: ResetPasswordBody, response: responses({ 200: MessageResponse }) },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      const code = await checkResetCode(db, user?.id ?? null, request.body.otp);
      if (!user || !code) throw invalidCode();
      const passwordHash = await hashSecret(request.body.password);
      // Single use: of two resets with the same code only one finds it unused.
      const reset = await resetPassword(db, code.id, user.id, passwordHash);
      if (!reset) throw invalidCode();
      await revokeUserSessions(db, user.id);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
}
