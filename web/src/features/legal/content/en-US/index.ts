import type { LegalTexts } from '../legal-document';
import { privacy } from './privacy';
import { terms } from './terms';

export const texts: LegalTexts = { terms, privacy };
