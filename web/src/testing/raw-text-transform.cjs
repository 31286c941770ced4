// What Vite's `?raw` import gives (a file's text), for Jest: the record of processing and the
// incident runbook (docs/) are shown by the web client as they are written.
module.exports = {
  process: (source) => ({ code: `module.exports = ${JSON.stringify(source)};` }),
};
