import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { type SaveGuestFormAnswer, guestFormSchema, type GuestFormMode } from '@chegada/contracts';
import { decide } from '@chegada/domain';
import { PersonalDataVault } from '@chegada/personal-data';
import { AppError, type CommandContext, YupValidationPipe } from '../../common';
import { commandMetadataOf, ReservationCommands } from '../../reservations';
import {
  acceptsFileOf,
  additionalGuestIndex,
  documentOf,
  GuestDocumentsRepository,
  GuestFormUploads,
  passCodeOf,
  type ReceivedFile,
  type ReceivedForm,
  type ReceiveOptions,
  type UploadedFileSaver,
} from '../uploads';
import {
  additionalGuestKeysOf,
  guestFormContextOf,
  type GuestFormFields,
  keepStoredWhereMasked,
  mergeFields,
  missingForSubmission,
  owedByHolder,
  presentFileFields,
} from '../form-rules';
import { type GuestLinkTarget } from '../link-access';
import { GuestDocumentIndexer } from '../import-previous-data';
import { checkCompanionConsent, minorKeysOf, splitConsents } from './companion-consent';
import { FormSaved } from './form-saved';
import {
  checkComplete,
  checkConsentsSent,
  ownPartOf,
  parseData,
  withGuestKeys,
  withoutErasedEntries,
} from './form-changes';

type AdditionalGuest = Record<string, unknown> & { key?: string };

/**
 * A guest (or the host on the guest's behalf) saves part of the form or submits it: files
 * streamed and encrypted, fields validated with the shared schema, the event appended, and the
 * documents recorded only when the event is.
 */
@Injectable()
export class SaveGuestFormService implements UploadedFileSaver {
  constructor(
    private readonly reservations: ReservationCommands,
    private readonly uploads: GuestFormUploads,
    private readonly documents: GuestDocumentsRepository,
    private readonly vault: PersonalDataVault,
    private readonly documentIndex: GuestDocumentIndexer,
    private readonly saved: FormSaved,
  ) {}

  async save(
    target: GuestLinkTarget,
    request: Request,
    context: CommandContext,
    additionalGuestKey?: string,
  ): Promise<SaveGuestFormAnswer> {
    return this.saveWith(target, context, additionalGuestKey, (options) =>
      this.uploads.receive(request, options),
    );
  }

  /**
   * One file whose bytes arrived some other way (a resumable upload, put together), saved
   * exactly as a PUT carrying only that file part: same checks, same event, same answer.
   */
  async saveFile(
    target: GuestLinkTarget,
    file: { field: string; stream: Readable },
    context: CommandContext,
    additionalGuestKey?: string,
  ): Promise<SaveGuestFormAnswer> {
    return this.saveWith(target, context, additionalGuestKey, async (options) => ({
      data: undefined,
      files: [await this.uploads.receiveOne(file.field, file.stream, options)],
    }));
  }

  /** Throws TRANSITION_NOT_ALLOWED when the form can no longer change (submitted, ended…). */
  assertCanChange(
    { reservation }: GuestLinkTarget,
    context: CommandContext,
    additionalGuestKey?: string,
  ): void {
    const data = { reservationId: reservation.reservationId, fields: {}, registeredGuests: 1 };
    const metadata = commandMetadataOf(context);
    decide(
      additionalGuestKey === undefined
        ? { type: 'SaveGuestForm', data, metadata }
        : { type: 'SaveOwnGuestPart', data: { ...data, guestKey: additionalGuestKey }, metadata },
      reservation,
    );
  }

  private async saveWith(
    target: GuestLinkTarget,
    context: CommandContext,
    additionalGuestKey: string | undefined,
    receive: (options: ReceiveOptions) => Promise<ReceivedForm>,
  ): Promise<SaveGuestFormAnswer> {
    const { reservation } = target;
    // Refused before a byte of the body is read: a form that can no longer change stores nothing.
    this.assertCanChange(target, context, additionalGuestKey);
    const guestIndex = additionalGuestIndex(target, additionalGuestKey);
    const received = await receive({
      reservationId: reservation.reservationId,
      dataKey: await this.vault.createKey(reservation.reservationId),
      maxGuests: reservation.maxGuests,
      accepts: acceptsFileOf(guestIndex),
    });
    try {
      return await this.apply(
        target,
        received.files,
        parseData(received.data),
        context,
        guestIndex,
      );
    } catch (error) {
      await this.uploads.discard(received.files);
      throw error;
    }
  }

  private async apply(
    target: GuestLinkTarget,
    files: ReceivedFile[],
    data: Record<string, unknown>,
    context: CommandContext,
    guestIndex: number | undefined,
  ): Promise<SaveGuestFormAnswer> {
    const now = new Date(context.occurredAt);
    const stored = target.state.form;
    const erased = target.reservation.erasedCompanions;
    // A companion's consents are theirs, recorded apart, not fields of their entry.
    const own = guestIndex === undefined ? undefined : splitConsents(data);
    const requested = own
      ? ownPartOf(stored, own.fields, guestIndex ?? 0)
      : keepStoredWhereMasked(withoutErasedEntries(data, erased), stored);
    const mode: GuestFormMode =
      guestIndex === undefined && requested.submit === true ? 'submit' : 'save';
    const schemaContext = guestFormContextOf(target.reservation, target.residence, now, stored);
    const { submit: _submit, ...checked } = (await new YupValidationPipe(
      guestFormSchema(schemaContext, 'save'),
    ).transform(requested)) as GuestFormFields;
    const changes = withGuestKeys(checked, stored, erased);
    const merged = mergeFields(stored, changes);
    const keys = additionalGuestKeysOf(merged);
    const newDocuments = files.map((file) => documentOf(target, file, keys));
    // Nor a file of theirs from the holder's form (issue 32).
    if (newDocuments.some((document) => erased.includes(document.guest)))
      throw new AppError('COMPANION_DATA_ERASED');
    const existing = await this.documents.listOfReservation(target.reservation.reservationId);
    const present = presentFileFields(
      [
        ...existing,
        ...newDocuments.map((document) => ({
          ...document,
          id: '',
          uploadedAt: now,
          withheldAt: null,
          sealedUnder: null,
        })),
      ],
      keys,
    );
    if (own && guestIndex !== undefined) {
      const entry = (merged.additionalGuests as AdditionalGuest[])[guestIndex] ?? {};
      await checkCompanionConsent(
        this.documents,
        {
          reservationId: target.reservation.reservationId,
          key: keys[guestIndex] ?? '',
          entry,
          sendsFiles: files.length > 0,
        },
        own.consents,
        schemaContext,
      );
    }
    if (mode === 'submit') {
      await checkConsentsSent(requested, schemaContext);
      await checkComplete(owedByHolder(merged, erased), present, schemaContext, {
        hasDeposit: target.residence.depositAmount > 0,
        requireSelfie: target.company.requireSelfie,
      });
    }
    let status: number = target.reservation.status;
    const replaced = await this.documents.replacing(newDocuments, async () => {
      const data = {
        reservationId: target.reservation.reservationId,
        fields: changes,
        registeredGuests: 1 + keys.length,
      };
      const outcome =
        guestIndex === undefined
          ? await this.reservations.execute(
              mode === 'submit' ? 'SubmitGuestForm' : 'SaveGuestForm',
              { ...data, needsAutomaticChecks: false },
              context,
            )
          : // Only the guest's own entry changes, whatever the holder's submission awaits.
            await this.reservations.execute(
              'SaveOwnGuestPart',
              { ...data, guestKey: keys[guestIndex] ?? '' },
              context,
            );
      status = outcome.reservation.status;
    });
    await this.saved.record(
      target,
      own
        ? { guest: keys[guestIndex ?? 0] ?? '', flags: own.consents, minors: [] }
        : { guest: 'main', flags: changes, minors: minorKeysOf(merged, schemaContext) },
      context,
      replaced,
    );
    // A returning guest finds this stay by the documents given in it (import-previous-data).
    await this.documentIndex.indexForm(target.reservation, merged);
    const missing =
      mode === 'submit' ? [] : await missingForSubmission(target, merged, present, now);
    return { status, missing, guestPassCode: passCodeOf(target, now) };
  }
}
