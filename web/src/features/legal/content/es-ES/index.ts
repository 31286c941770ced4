import { legalTexts } from '../legal-document';
import privacy from './privacy.json';
import terms from './terms.json';

export const texts = legalTexts({ terms, privacy });
