import { brokenPlaceholderIn, messageTemplateTextsSchema } from './message-template.schema';

describe('a message template’s braces', () => {
  it('finds a brace that opens or closes no placeholder, with the word it is in', () => {
    expect(brokenPlaceholderIn('Fill in: {link and see you')).toBe('{link');
    expect(brokenPlaceholderIn('Hi guestName}, welcome')).toBe('guestName}');
    expect(brokenPlaceholderIn('Hi {guestName}, arrive {checkIn')).toBe('{checkIn');
    expect(brokenPlaceholderIn('a lone { here')).toBe('{');
  });

  it('accepts whole placeholders and text without braces', () => {
    expect(brokenPlaceholderIn('Hi {guestName}, see {link}.')).toBeUndefined();
    expect(brokenPlaceholderIn('No placeholders at all')).toBeUndefined();
    expect(brokenPlaceholderIn(undefined)).toBeUndefined();
  });

  it('refuses the text on the field, naming the fragment', async () => {
    const schema = messageTemplateTextsSchema('guest-link');
    await expect(
      schema.validate({ subject: 'Check-in', body: 'Open {link now' }),
    ).rejects.toMatchObject({
      path: 'body',
      message: 'messageTemplates.brokenPlaceholder',
      params: { fragment: '{link' },
    });
    await expect(
      schema.validate({ subject: 'Check-in', body: 'Open {link}' }),
    ).resolves.toBeTruthy();
  });
});
