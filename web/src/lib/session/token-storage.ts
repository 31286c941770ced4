export const TOKEN_KEY = 'chegada.token';

/** Spec §4: the bearer token is kept in local storage. */
export const tokenStorage = {
  read: (): string | null => localStorage.getItem(TOKEN_KEY),
  write: (token: string): void => localStorage.setItem(TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(TOKEN_KEY),
};
