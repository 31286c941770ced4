import type {
  LoginRequest,
  RecoverPasswordRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import type { SessionUser } from '../../../lib/session/session-user';

/** What POST /api/login and POST /api/register answer: the user as /api/me shows it. */
export type SessionResponse = { user: SessionUser; token: string };

type Message = { message: string };

/** Signing in, signing up and password recovery; none of them is cached. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionResponse, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
    }),
    register: build.mutation<SessionResponse, RegisterRequest>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
    }),
    recoverPassword: build.mutation<Message, RecoverPasswordRequest>({
      query: (body) => ({ url: 'recover-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Message, ResetPasswordRequest>({
      query: (body) => ({ url: 'reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useRecoverPasswordMutation,
  useResetPasswordMutation,
} = authApi;
