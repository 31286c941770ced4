import { randomUUID } from 'node:crypto';
import type { RegisterRequest } from '@chegada/contracts';
import { requestJson, type JsonResponse, type TestApp } from '@chegada/testing';
import type { SessionResponse } from '../../me';

/** A valid registration with a fresh e-mail; tests override what they look at. */
export const registrationRequest = (
  overrides: Partial<Record<keyof RegisterRequest, unknown>> = {},
): Record<string, unknown> => ({
  name: 'Maria Silva',
  email: `maria.${randomUUID()}@example.com`,
  phone: '(11) 98765-4321',
  companyName: 'Pousada Sol',
  cnpj: '11.222.333/0001-81',
  website: 'www.pousadasol.com.br',
  password: 'secret1',
  confirmPassword: 'secret1',
  quantityOfProperties: 3,
  ...overrides,
});

let lastIp = 0;
// Registrations are throttled per IP; the app trusts the loopback proxy, so each call comes
// from an address of its own unless the test names one.
const nextIp = (): string => {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
};

export const postRegistration = <T = SessionResponse>(
  app: TestApp,
  body: unknown,
  { lang = 'pt-BR', ip = nextIp() }: { lang?: string; ip?: string } = {},
): Promise<JsonResponse<T>> =>
  requestJson<T>(`${app.baseUrl}/api/register`, {
    body,
    headers: { 'accept-language': lang, 'x-forwarded-for': ip },
  });

/** Registers a store owner and answers its session; fails the test on anything but 201. */
export const registerOwner = async (
  app: TestApp,
  overrides: Parameters<typeof registrationRequest>[0] = {},
  options: { lang?: string } = {},
): Promise<SessionResponse> => {
  const response = await postRegistration(app, registrationRequest(overrides), options);
  if (response.status !== 201) {
    throw new Error(`Registration answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body;
};
