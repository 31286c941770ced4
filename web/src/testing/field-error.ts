import { screen } from '@testing-library/react';

/** The text of what the field labelled `label` points to with aria-describedby: its error. */
export const fieldError = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    ?.textContent;
