import { REPORTED_BY_SCREEN } from './query-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  RegisterResponse,
  ResetPasswordBody,
  UserDetailResponse,
  VerifyOtpBody,
  WebRegisterBody,
} from '@farmplate/contracts';
import { apiRequest } from './request';

/** Auth calls of spec §7: login, registration, logout, current user and the password reset. */

/** Spec §8: a login answer must carry both the token and the user. */
export const INVALID_LOGIN_RESPONSE_MESSAGE = 'Invalid response format: missing token or user data';

/** A login answer that came back OK but lacked the token or the user. */
export class InvalidLoginResponseError extends Error {
  constructor() {
    super(INVALID_LOGIN_RESPONSE_MESSAGE);
    this.name = 'InvalidLoginResponseError';
  }
}

const hasTokenAndUser = (data: unknown): data is LoginResponse => {
  const answer = (data ?? {}) as Partial<Record<keyof LoginResponse, unknown>>;
  return (
    typeof answer.token === 'string' && answer.token !== '' && typeof answer.user === 'object' && answer.user !== null
  );
};

/** POST /login. Throws `InvalidLoginResponseError` when the answer lacks the token or the user. */
export async function login(credentials: LoginBody): Promise<LoginResponse> {
  const data = await apiRequest<unknown>('/login', { method: 'POST', body: credentials });
  if (!hasTokenAndUser(data)) throw new InvalidLoginResponseError();
  return data;
}

/** POST /web-register (self sign-up of a farmer or a kitchen); 422 carries field `errors`. */
export const registerAccount = (payload: WebRegisterBody) =>
  apiRequest<RegisterResponse>('/web-register', { method: 'POST', body: payload });

/** GET /logout: revokes the stored token on the server. */
export const logout = () => apiRequest<MessageResponse>('/logout');

/** GET /user-detail: the account behind the stored token. */
export const fetchUserDetail = (signal?: AbortSignal) => apiRequest<UserDetailResponse>('/user-detail', { signal });

/** POST /forgot-password: mails a 6-digit code; answers the same whether or not the account exists. */
export const requestPasswordReset = (body: ForgotPasswordBody) =>
  apiRequest<MessageResponse>('/forgot-password', { method: 'POST', body });

/** POST /verify-otp: 422 'Invalid or expired code.' when the code is wrong, used up or too old. */
export const verifyOtp = (body: VerifyOtpBody) => apiRequest<MessageResponse>('/verify-otp', { method: 'POST', body });

/** POST /reset-password: sets the new password when the code is still valid. */
export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<MessageResponse>('/reset-password', { method: 'POST', body });

// ---- react-query hooks ------------------------------------------------------------------------

export const authKeys = {
  /** The current user, per token: a new sign-in never reuses another token's answer. */
  userDetail: (token: string | null) => ['auth', 'user-detail', token] as const,
};

// The sign-in screens call the functions above directly (their first entry carries no query
// client). These hooks stay exported for remotes built against this major version: removing a
// shared export is a major release (packages/federation/src/shared-exports.test.ts).
/** @deprecated No screen uses it; call `login`. Removed at the next major version. */
export const useLogin = () => useMutation({ meta: REPORTED_BY_SCREEN, mutationFn: login });
/** @deprecated No screen uses it; call `registerAccount`. */
export const useRegisterAccount = () => useMutation({ meta: REPORTED_BY_SCREEN, mutationFn: registerAccount });
export const useLogout = () => useMutation({ meta: REPORTED_BY_SCREEN, mutationFn: logout });
/** @deprecated No screen uses it; call `requestPasswordReset`. */
export const useRequestPasswordReset = () =>
  useMutation({ meta: REPORTED_BY_SCREEN, mutationFn: requestPasswordReset });
/** @deprecated No screen uses it; call `verifyOtp`. */
export const useVerifyOtp = () => useMutation({ meta: REPORTED_BY_SCREEN, mutationFn: verifyOtp });
/** @deprecated No screen uses it; call `resetPassword`. */
export const useResetPassword = () => useMutation({ meta: REPORTED_BY_SCREEN, mutationFn: resetPassword });

/**
 * GET /user-detail for `token`, once per token and never retried: a rejected token is an answer,
 * not a hiccup. Disabled without a token.
 */
export const useUserDetail = (token: string | null) =>
  useQuery({
    meta: REPORTED_BY_SCREEN,
    queryKey: authKeys.userDetail(token),
    queryFn: ({ signal }) => fetchUserDetail(signal),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
