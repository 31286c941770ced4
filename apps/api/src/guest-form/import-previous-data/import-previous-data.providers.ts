import { CodeDelivery, OneTimeCodes } from '../link-access';
import { EarlierStays } from './earlier-stays';
import { FindPreviousDataHttpController } from './find-previous-data/find-previous-data.http.controller';
import { FindPreviousDataService } from './find-previous-data/find-previous-data.service';
import { GuestDocumentIndexer } from './guest-document-indexer';
import { GuestDocumentCopier } from './import-data-form/copy-guest-documents';
import { ImportDataFormHttpController } from './import-data-form/import-data-form.http.controller';
import { ImportDataFormService } from './import-data-form/import-data-form.service';
import { ImportSecrets } from './import-secrets';
import { ImportSessionsStore } from './import-sessions.store';
import { SendImportCodeHttpController } from './send-import-code/send-import-code.http.controller';
import { SendImportCodeService } from './send-import-code/send-import-code.service';

/** Importing a returning guest's earlier data with a 6-digit code (part of GuestFormModule). */
export const importPreviousDataControllers = [
  FindPreviousDataHttpController,
  SendImportCodeHttpController,
  ImportDataFormHttpController,
];

export const importPreviousDataProviders = [
  CodeDelivery,
  OneTimeCodes,
  EarlierStays,
  FindPreviousDataService,
  GuestDocumentCopier,
  GuestDocumentIndexer,
  ImportDataFormService,
  ImportSecrets,
  ImportSessionsStore,
  SendImportCodeService,
];
