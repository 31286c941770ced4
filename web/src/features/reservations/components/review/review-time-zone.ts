import { createContext } from 'react';

/**
 * The property's time zone, which the review reads every moment in (a document viewed, a
 * message sent, a line of the history): the host reads the property's clock, not the browser's.
 */
export const ReviewTimeZone = createContext<string | undefined>(undefined);
