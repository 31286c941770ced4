import type { GuestFormPage } from '../api/guest-form-types';

// Document numbers are masked for everyone (IdentityFields says so beside them); the rest only
// on a device that neither saved the data nor proved a code (issue 15).
const isDocument = (path: string) => /(^|\.)(cpf|passport|birthCertificate)$/.test(path);

/** Whether this page hides personal data that another device saved. */
export const hidesPersonalData = (page: GuestFormPage): boolean =>
  page.privacy.maskedFields.some((path) => !isDocument(path));
