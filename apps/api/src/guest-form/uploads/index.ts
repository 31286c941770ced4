// Uploads: the guest's files as they arrive (multipart parts, resumable chunks), their
// encrypted records and consents, and the host's signed links to open them (documents/).
export { DocumentUrls, SignedFileUrls } from './documents/document-urls';
export { GuestDocumentsService } from './documents/guest-documents.service';
export { ListGuestDocumentsHttpController } from './documents/list-guest-documents.http.controller';
export { OpenGuestDocumentHttpController } from './documents/open-guest-document.http.controller';
export {
  fileSubjectOf,
  type GuestDocument,
  type GuestDocumentKind,
  type NewGuestConsent,
  type NewGuestDocument,
} from './guest-document';
export { GuestDocumentsRepository } from './guest-documents.repository';
export { acceptsFileOf, additionalGuestIndex, documentOf, passCodeOf } from './guest-file-parts';
export {
  GuestFormUploads,
  type ReceiveOptions,
  type ReceivedFile,
  type ReceivedForm,
} from './guest-form-uploads';
export { removeReplacedFiles } from './replaced-files';
export { GuestUploadsRepository } from './resumable-upload/guest-uploads.repository';
export { ResumableUploadHttpController } from './resumable-upload/resumable-upload.http.controller';
export { resumableUploadMigrations } from './resumable-upload/resumable-upload.migrations';
export { ResumableUploadService } from './resumable-upload/resumable-upload.service';
export { UploadedFileSaver } from './resumable-upload/uploaded-file-saver';
export { StoredPdfScanModule } from './withheld-documents/stored-pdf-scan.module';
export { GUEST_DOCUMENT_JOBS_QUEUE } from './withheld-documents/stored-pdf-scan.job';
