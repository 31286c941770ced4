export { DocumentReadingHttpController } from './document-reading.http.controller';
export { DocumentReading } from './document-reading.service';
export { MrzReader } from './mrz-reader';
export type { MrzDocument } from './mrz-document';
export { CpfTextReader } from './cpf-text-reader';
