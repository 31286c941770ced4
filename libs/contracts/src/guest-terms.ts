/**
 * The version of the terms of use and of the image (biometric) consent a guest accepts on the
 * guest form; the server records it with each consent, the form shows it beside the texts.
 */
export const GUEST_TERMS_VERSION = '2026-11';
