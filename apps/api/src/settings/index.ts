export * from './settings.migrations';
export * from './settings.module';
export { SettingsService } from './settings.service';
export { guestLinkChannelsOnCreation } from './guest-link-channels';
