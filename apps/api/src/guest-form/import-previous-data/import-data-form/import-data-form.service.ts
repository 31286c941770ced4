import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  guestFormSchema,
  guestLinkPath,
  translate,
  type ImportDataFormRequest,
  type Locale,
} from '@chegada/contracts';
import { decide } from '@chegada/domain';
import { FILE_STORE, type FileStore } from '@chegada/storage';
import {
  AppError,
  guestCommandContextOf,
  type CommandContext,
  RateLimiter,
  type RateLimit,
  YupValidationPipe,
} from '../../../common';
import { commandMetadataOf, ReservationCommands } from '../../../reservations';
import {
  additionalGuestKeysOf,
  guestFormContextOf,
  type GuestFormFields,
  maskedForm,
  mergeFields,
} from '../../form-rules';
import { GuestDocumentsRepository, removeReplacedFiles } from '../../uploads';
import {
  GuestDevices,
  GuestLinkService,
  type GuestLinkTarget,
  OneTimeCodes,
} from '../../link-access';
import { EarlierStays } from '../earlier-stays';
import { GuestDocumentIndexer } from '../guest-document-indexer';
import {
  importCodeScope,
  ImportSessionsStore,
  type ImportSelection,
} from '../import-sessions.store';
import { GuestDocumentCopier } from './copy-guest-documents';

export type ImportDataAnswer = { success: true; message: string; data: GuestFormFields };

const IMPORTS_BY_IP: RateLimit = { name: 'import-data:ip', max: 30, windowSeconds: 10 * 60 };

/**
 * Checks the code and imports the selected earlier guest's identity, contact and address
 * into the current reservation (a SaveGuestForm by the guest) with the documents re-encrypted
 * under the current reservation's key; or, not going to the current reservation, only
 * answers those fields.
 */
@Injectable()
export class ImportDataFormService {
  private readonly logger = new Logger(ImportDataFormService.name);

  constructor(
    private readonly limiter: RateLimiter,
    private readonly sessions: ImportSessionsStore,
    private readonly codes: OneTimeCodes,
    private readonly stays: EarlierStays,
    private readonly links: GuestLinkService,
    private readonly reservations: ReservationCommands,
    private readonly documents: GuestDocumentsRepository,
    private readonly copier: GuestDocumentCopier,
    private readonly indexer: GuestDocumentIndexer,
    private readonly devices: GuestDevices,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  async import(
    body: ImportDataFormRequest,
    { request, response }: { request: Request; response: Response },
    locale: Locale,
  ): Promise<ImportDataAnswer> {
    await this.limiter.consume(IMPORTS_BY_IP, request.ip ?? 'unknown');
    const selection = await this.sessions.selection(body.selectedGuestId);
    if (!selection || selection.currentReservationId !== body.actualGuestId)
      throw new AppError('IMPORT_CODE_EXPIRED');
    const target = body.isGoingToCurrentReservation
      ? await this.openForm(selection, request)
      : undefined;
    const check = await this.codes.check(importCodeScope(body.selectedGuestId), body.code);
    if (check !== 'ok')
      throw new AppError(check === 'invalid' ? 'IMPORT_CODE_INVALID' : 'IMPORT_CODE_EXPIRED');
    const { fields } = await this.stays.selected(selection);
    const message = translate(locale, 'importPreviousData.imported');
    if (!target) return { success: true, message, data: fields };
    await this.saveInto(target, selection, fields);
    // The code proved the guest: this browser sees what it just imported.
    await this.devices.grant(request, response, selection.currentReservationId, 'main', 'unlocked');
    return { success: true, message, data: maskedForm(fields) };
  }

  /** The current form, refused before the code is spent when it can no longer change. */
  private async openForm(selection: ImportSelection, request: Request) {
    const target = await this.links.resolve({
      reservationId: selection.currentReservationId,
      source: selection.source,
    });
    const link = guestLinkPath({
      friendlyCode: target.company.friendlyCode,
      source: selection.source,
      reservationId: selection.currentReservationId,
    });
    const context = guestCommandContextOf(request, target.reservation.accountId, link);
    decide(
      {
        type: 'SaveGuestForm',
        data: { reservationId: selection.currentReservationId, fields: {}, registeredGuests: 1 },
        metadata: commandMetadataOf(context),
      },
      target.reservation,
    );
    return { ...target, context };
  }

  private async saveInto(
    target: GuestLinkTarget & { context: CommandContext },
    selection: ImportSelection,
    imported: GuestFormFields,
  ): Promise<void> {
    const { reservation, residence, state, context } = target;
    const schemaContext = guestFormContextOf(reservation, residence, new Date(context.occurredAt));
    const fields = (await new YupValidationPipe(guestFormSchema(schemaContext, 'save')).transform(
      imported,
    )) as GuestFormFields;
    const copies = await this.copier.copy({
      from: { reservationId: selection.earlierReservationId, guest: selection.guest },
      to: { reservationId: reservation.reservationId, accountId: reservation.accountId },
    });
    let replaced: string[];
    try {
      replaced = await this.documents.replacing(copies, async () => {
        await this.reservations.execute(
          'SaveGuestForm',
          {
            reservationId: reservation.reservationId,
            fields,
            registeredGuests: 1 + additionalGuestKeysOf(state.form).length,
          },
          context,
        );
      });
    } catch (error) {
      await this.copier.discard(copies);
      throw error;
    }
    await this.indexer.indexForm(reservation, mergeFields(state.form, fields));
    await removeReplacedFiles(this.store, this.logger, replaced);
  }
}
