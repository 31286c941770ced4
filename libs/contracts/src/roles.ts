/** Numeric values fixed by the product spec §3. */
export const Role = { ADMIN: 0, DEFAULT_USER: 1, SUBUSER: 2 } as const;
export type Role = (typeof Role)[keyof typeof Role];
export type RoleName = keyof typeof Role;
