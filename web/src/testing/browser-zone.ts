/**
 * The browser's zone as a page reads it (`Intl.DateTimeFormat().resolvedOptions().timeZone`),
 * set to `zone` until the test's end. Jest's sandbox copies process.env: setting TZ in a test
 * moves neither Date nor Intl, which stay in the machine's zone.
 */
export const browserInZone = (zone: string) => {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  return jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: zone };
  });
};
