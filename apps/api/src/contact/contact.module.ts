import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

/** POST /api/contact and POST /api/new-contact (the registration site's lead form). */
@Module({
  controllers: [ContactController],
  providers: [ContactRepository, ContactService],
})
export class ContactModule {}
