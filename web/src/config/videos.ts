/**
 * The explanatory videos of /u/videos. Product data, not configuration: the same on every host.
 *
 * `src` must be a file this site serves (e.g. '/videos/register-property.mp4'): the API's
 * Content-Security-Policy only allows media from its own origin, and a third-party player would
 * track hosts. While `src` is empty, the page shows the written step-by-step instead.
 */
export const videoTopics = [
  'registerProperty',
  'sendGuestLink',
  'approveReservation',
  'smartLocks',
  'pixDeposit',
] as const;

export type VideoTopic = (typeof videoTopics)[number];

export type VideoSource = {
  /** An MP4 (H.264) or WebM file on this origin; '' until it is recorded. */
  src: string;
  /** Subtitles (WebVTT) on this origin, one per interface language, when there are any. */
  captions?: Partial<Record<'pt-BR' | 'en-US' | 'es-ES', string>>;
};

export const explanatoryVideos: Record<VideoTopic, VideoSource> = {
  registerProperty: { src: '' },
  sendGuestLink: { src: '' },
  approveReservation: { src: '' },
  smartLocks: { src: '' },
  pixDeposit: { src: '' },
};
