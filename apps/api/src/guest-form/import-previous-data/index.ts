// Import: a guest who stayed with the host before finds that stay by document, proves it
// with a code and copies its data and documents into the new form.
export { GuestDocumentIndexRepository } from './guest-document-index.repository';
export { GuestDocumentIndexer } from './guest-document-indexer';
export { importPreviousDataMigrations } from './import-previous-data.migrations';
export {
  importPreviousDataControllers,
  importPreviousDataProviders,
} from './import-previous-data.providers';
