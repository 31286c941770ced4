import type { Readable } from 'node:stream';
import type { SaveGuestFormAnswer } from '@chegada/contracts';
import type { CommandContext } from '../../../common';
import { type GuestLinkTarget } from '../../link-access';

/**
 * What a finished upload is handed to: the save of a PUT carrying that one part
 * (SaveGuestFormService, bound in GuestFormModule), so the uploads need not know the save.
 */
export abstract class UploadedFileSaver {
  /** Throws TRANSITION_NOT_ALLOWED when the form can no longer change (submitted, ended…). */
  abstract assertCanChange(
    target: GuestLinkTarget,
    context: CommandContext,
    additionalGuestKey?: string,
  ): void;

  abstract saveFile(
    target: GuestLinkTarget,
    file: { field: string; stream: Readable },
    context: CommandContext,
    additionalGuestKey?: string,
  ): Promise<SaveGuestFormAnswer>;
}
