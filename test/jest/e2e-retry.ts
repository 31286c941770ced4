// A browser test that fails is run once more before it counts as failed: Chromium, the built
// app and its workers share two cores with the other test file, and a frame drawn late can
// outlast a wait. The first failure is printed all the same, so a flaky test shows in the log
// and gets mended; a test that fails twice fails the run.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
