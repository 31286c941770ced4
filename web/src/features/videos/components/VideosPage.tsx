import { FormattedMessage, useIntl } from 'react-intl';
import {
  explanatoryVideos,
  videoTopics,
  type VideoSource,
  type VideoTopic,
} from '../../../config/videos';
import './videos.css';

const STEPS = [1, 2, 3, 4] as const;

const Steps = ({ topic }: { topic: VideoTopic }) => (
  <>
    <h3>
      <FormattedMessage id="videos.stepsTitle" />
    </h3>
    <ol>
      {STEPS.map((step) => (
        <li key={step}>
          <FormattedMessage id={`videos.${topic}.step${step}`} />
        </li>
      ))}
    </ol>
  </>
);

const Video = ({ source, title }: { source: VideoSource; title: string }) => {
  const { locale } = useIntl();
  const captions = source.captions?.[locale as keyof NonNullable<VideoSource['captions']>];
  return (
    // Metadata only until played: five videos must not cost a visitor's mobile data up front.
    <video controls preload="metadata" src={source.src} aria-label={title}>
      {captions && <track kind="captions" src={captions} srcLang={locale} default />}
      <FormattedMessage id="videos.noVideoSupport" />
    </video>
  );
};

const Topic = ({ topic, source }: { topic: VideoTopic; source: VideoSource }) => {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `videos.${topic}.title` });
  return (
    <li className="video-topic">
      <article aria-labelledby={`video-${topic}`}>
        <h2 id={`video-${topic}`}>{title}</h2>
        <p>
          <FormattedMessage id={`videos.${topic}.description`} />
        </p>
        {source.src ? <Video source={source} title={title} /> : <Steps topic={topic} />}
      </article>
    </li>
  );
};

type Props = { videos?: Record<VideoTopic, VideoSource> };

/** /u/videos: short explanations; the written steps stand in while a video is not recorded. */
export const VideosPage = ({ videos = explanatoryVideos }: Props) => (
  <section className="page">
    <h1>
      <FormattedMessage id="route.videos" />
    </h1>
    <p>
      <FormattedMessage id="videos.intro" />
    </p>
    <ul className="video-topics">
      {videoTopics.map((topic) => (
        <Topic key={topic} topic={topic} source={videos[topic]} />
      ))}
    </ul>
  </section>
);
