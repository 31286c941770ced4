import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { createFileStore, FILE_STORE } from '@chegada/storage';
import { StoredPdfScan } from './stored-pdf-scan';
import { StoredPdfScanJob } from './stored-pdf-scan.job';
import { StoredPdfsRepository } from './stored-pdfs.repository';

/** Worker process: the one-off scan of guest PDFs stored before uploads were parsed. */
@Module({
  providers: [
    {
      provide: FILE_STORE,
      inject: [CONFIG],
      useFactory: (config: Config) => createFileStore(config),
    },
    StoredPdfsRepository,
    StoredPdfScan,
    StoredPdfScanJob,
  ],
})
export class StoredPdfScanModule {}
