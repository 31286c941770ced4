/**
 * The support contact the footer shows (spec §2). Product data, not configuration: the same
 * on every host. TODO(product): confirm the public phone number before launch.
 */
export const SUPPORT_CONTACT = {
  email: 'suporte@chegada.com.br',
  phone: '+55 11 4000-0000',
} as const;
