import type { ReactNode } from 'react';
import VolumeX from 'lucide-react/icons/volume-x';
import X from 'lucide-react/icons/x';
import { AdPreviewFrame, type AdPreviewAppearance } from './ad-preview-frame';
import {
  adPreviewWarnings,
  adTextLimits,
  linkHost,
  truncateText,
  withSafeMedia,
  type AdMediaSource,
  type AdPreviewAd,
  type AdPreviewWarning,
  type AdTextField,
  type CampaignType,
} from './ad-preview-model';
import { fillTemplate } from '../../internal/fill-template';

/** Texts of the previews. Templates take `{field}`, `{length}` and `{limit}`. */
export interface AdPreviewLabels {
  /** The ad marking every preview carries. @default 'Ad' */
  ad: string;
  /** Prefix of the marking identifier. @default 'erid' */
  erid: string;
  /** Accessible name of the phone frame. @default 'Mobile preview' */
  frame: string;
  /** Heading of the warnings list. @default 'Before you save' */
  warnings: string;
  /** @default '{field}: {length} characters; users will see the first {limit}.' */
  truncated: string;
  /** @default 'The link is not https, so it is not shown.' */
  insecureLink: string;
  /** @default '{field} is not a file this preview may show, so it is not shown.' */
  unsafeMedia: string;
  /** Shown where the picture or video goes while there is none. @default 'No image or video yet' */
  noMedia: string;
  /** @default 'Title' */
  title: string;
  /** @default 'Text' */
  subtitle: string;
  /** @default 'Button text' */
  buttonText: string;
  /** @default 'Advertiser' */
  advertiserName: string;
  /** @default 'Icon' */
  icon: string;
  /** @default 'Image' */
  image: string;
  /** @default 'Video' */
  video: string;
  /** Default button caption when the ad has none. @default 'Open' */
  defaultButton: string;
  /** Rewarded video's note. @default 'Watch to the end to get your reward' */
  reward: string;
  /** The rewarded video's countdown, as the SDK shows it. @default 'Reward in {seconds} s' */
  rewardCountdown: string;
  /** Heading of the task list around a Task. @default 'Tasks' */
  tasks: string;
  /** The publisher's bot in a BotMessageMedia preview. @default 'Publisher bot' */
  botName: string;
  /** @default 'bot' */
  botStatus: string;
  /** The chat of ChatMessageMedia and InChat previews. @default 'Crypto chat' */
  chatName: string;
  /** @default '12,408 members' */
  chatStatus: string;
  /** The Mini App of a MainPage preview. @default 'Mini App' */
  appName: string;
  /** Placeholder of the message field (decorative). @default 'Message' */
  messagePlaceholder: string;
}

/** English defaults of {@link AdPreviewLabels}. */
export const defaultAdPreviewLabels: AdPreviewLabels = {
  ad: 'Ad',
  erid: 'erid',
  frame: 'Mobile preview',
  warnings: 'Before you save',
  truncated: '{field}: {length} characters; users will see the first {limit}.',
  insecureLink: 'The link is not https, so it is not shown.',
  unsafeMedia: '{field} is not a file this preview may show, so it is not shown.',
  noMedia: 'No image or video yet',
  title: 'Title',
  subtitle: 'Text',
  buttonText: 'Button text',
  advertiserName: 'Advertiser',
  icon: 'Icon',
  image: 'Image',
  video: 'Video',
  defaultButton: 'Open',
  reward: 'Watch to the end to get your reward',
  rewardCountdown: 'Reward in {seconds} s',
  tasks: 'Tasks',
  botName: 'Publisher bot',
  botStatus: 'bot',
  chatName: 'Crypto chat',
  chatStatus: '12,408 members',
  appName: 'Mini App',
  messagePlaceholder: 'Message',
};

/** The sentence a warning shows. */
export function adPreviewWarningText(warning: AdPreviewWarning, labels: AdPreviewLabels): string {
  switch (warning.kind) {
    case 'truncated':
      return fillTemplate(labels.truncated, {
        field: labels[warning.field],
        length: warning.length,
        limit: warning.limit,
      });
    case 'insecureLink':
      return labels.insecureLink;
    case 'unsafeMedia':
      return fillTemplate(labels.unsafeMedia, { field: labels[warning.field] });
  }
}

interface PartProps {
  type: CampaignType;
  ad: AdPreviewAd;
  labels: AdPreviewLabels;
}

/** How long the rewarded video runs in the preview's countdown when its length is unknown (public docs: ~15 s). */
export const REWARDED_VIDEO_SECONDS = 15;

/** A text field as the user would see it (cut at its limit), or the field's name greyed out while it is empty. */
function Text({
  type,
  ad,
  labels,
  field,
  as: Tag = 'span',
  className,
  variant,
}: PartProps & {
  field: AdTextField;
  as?: 'span' | 'strong' | 'p';
  className: string;
  variant?: string;
}) {
  const value = ad[field]?.trim();
  if (!value) {
    return (
      <Tag className={className} data-placeholder="" data-variant={variant}>
        {field === 'buttonText' ? labels.defaultButton : labels[field]}
      </Tag>
    );
  }
  const shown = truncateText(value, adTextLimits[type][field]);
  return (
    <Tag className={className} data-variant={variant} data-truncated={shown !== value || undefined}>
      {shown}
    </Tag>
  );
}

function AdMark({ ad, labels }: Pick<PartProps, 'ad' | 'labels'>) {
  return (
    <span className="adn-AdPreview-mark" data-slot="ad-mark">
      {labels.ad}
      {ad.erid ? <span className="adn-AdPreview-erid">{` · ${labels.erid}: ${ad.erid}`}</span> : null}
    </span>
  );
}

/**
 * The landing link as a user sees it under an ad: its host only (never the path or the query with its tracking
 * macros), only for https, and never clickable inside a preview.
 */
function LinkHost({ ad }: Pick<PartProps, 'ad'>) {
  const host = linkHost(ad.link);
  if (!host) return null;
  return (
    <span className="adn-AdPreview-link" data-slot="link" dir="ltr">
      {host}
    </span>
  );
}

/**
 * The picture or the video; videos win where a type prefers them. Always `<img>`/`<video>`, never inline SVG. The
 * ad's media links are the safe ones already ({@link AdPreviewScreen} keeps only those).
 */
function Media({ ad, labels, prefer }: Pick<PartProps, 'ad' | 'labels'> & { prefer: 'image' | 'video' }) {
  const image = ad.image;
  const video = ad.video;
  const useVideo = video && (prefer === 'video' || !image);
  if (useVideo) {
    return (
      <video
        className="adn-AdPreview-media"
        data-slot="media"
        src={video}
        // The picture, when there is one, stands in until the video plays. No browser controls: an ad in
        // Telegram plays muted by itself, with the SDK's countdown and no seek bar.
        poster={image}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={labels.video}
      />
    );
  }
  if (image) {
    return <img className="adn-AdPreview-media" data-slot="media" src={image} alt={labels.image} />;
  }
  return (
    <div className="adn-AdPreview-media" data-slot="media" data-empty="">
      {labels.noMedia}
    </div>
  );
}

function Icon({ ad, labels, size }: Pick<PartProps, 'ad' | 'labels'> & { size: number }) {
  const src = ad.icon ?? ad.image;
  return src ? (
    <img className="adn-AdPreview-icon" src={src} alt={labels.icon} width={size} height={size} />
  ) : (
    <span className="adn-AdPreview-icon" data-empty="" style={{ inlineSize: size, blockSize: size }} />
  );
}

/** A preview's button only looks like one: a span, never focusable, never acting. */
function Cta(props: PartProps & { variant?: 'solid' | 'keyboard' }) {
  return (
    <Text {...props} field="buttonText" className="adn-AdPreview-cta" variant={props.variant ?? 'solid'} />
  );
}

function ChatHeader({ name, status }: { name: string; status: string }) {
  return (
    <div className="adn-AdPreview-chatHeader" aria-hidden="true">
      <span className="adn-AdPreview-back">‹</span>
      <span className="adn-AdPreview-avatar">{name.slice(0, 1)}</span>
      <span className="adn-AdPreview-chatTitle">
        <span>{name}</span>
        <span className="adn-AdPreview-chatStatus">{status}</span>
      </span>
    </div>
  );
}

function FakeMessages() {
  return (
    <div className="adn-AdPreview-fakeMessages" aria-hidden="true">
      <span className="adn-AdPreview-fakeBubble" style={{ inlineSize: '62%' }} />
      <span className="adn-AdPreview-fakeBubble" data-own="" style={{ inlineSize: '48%' }} />
      <span className="adn-AdPreview-fakeBubble" style={{ inlineSize: '70%' }} />
    </div>
  );
}

/**
 * The first second of a rewarded video as the SDKs show it: a countdown to the reward and a muted-sound badge,
 * and no close button (it appears only when the countdown ends, and skipping forfeits the reward).
 */
function RewardCountdown({ labels }: Pick<PartProps, 'labels'>) {
  return (
    <span className="adn-AdPreview-countdown" data-slot="countdown">
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <circle
          cx="10"
          cy="10"
          r="8"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.35"
          strokeWidth="2.5"
        />
        <circle
          cx="10"
          cy="10"
          r="8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeDasharray="50.3"
          strokeDashoffset="3.4"
          transform="rotate(-90 10 10)"
        />
      </svg>
      {fillTemplate(labels.rewardCountdown, { seconds: REWARDED_VIDEO_SECONDS })}
    </span>
  );
}

function FullscreenScreen(props: PartProps & { rewarded: boolean }) {
  const { ad, labels, rewarded } = props;
  return (
    <div className="adn-AdPreview-screen" data-layout="fullscreen">
      <Media ad={ad} labels={labels} prefer={rewarded ? 'video' : 'image'} />
      <div className="adn-AdPreview-topBar">
        <AdMark ad={ad} labels={labels} />
        {rewarded ? (
          <>
            <span className="adn-AdPreview-sound" aria-hidden="true">
              <VolumeX size={16} aria-hidden="true" focusable={false} />
            </span>
            <RewardCountdown labels={labels} />
          </>
        ) : (
          <span className="adn-AdPreview-close" data-slot="close" aria-hidden="true">
            <X size={18} aria-hidden="true" focusable={false} />
          </span>
        )}
      </div>
      <div className="adn-AdPreview-sheet">
        {rewarded ? <span className="adn-AdPreview-reward">{labels.reward}</span> : null}
        <Text {...props} field="title" as="strong" className="adn-AdPreview-title" />
        <Text {...props} field="subtitle" as="p" className="adn-AdPreview-subtitle" />
        <Cta {...props} />
        <LinkHost ad={ad} />
      </div>
    </div>
  );
}

function TaskScreen(props: PartProps) {
  const { ad, labels } = props;
  return (
    <div className="adn-AdPreview-screen" data-layout="list">
      <div className="adn-AdPreview-listHeader">{labels.tasks}</div>
      <div className="adn-AdPreview-task" data-slot="task">
        <Icon ad={ad} labels={labels} size={50} />
        <span className="adn-AdPreview-taskText">
          <Text {...props} field="title" as="strong" className="adn-AdPreview-title" />
          <Text {...props} field="subtitle" className="adn-AdPreview-subtitle" />
          <AdMark ad={ad} labels={labels} />
        </span>
        <Cta {...props} />
      </div>
      <div className="adn-AdPreview-task" data-fake="" aria-hidden="true">
        <span className="adn-AdPreview-icon" data-empty="" style={{ inlineSize: 50, blockSize: 50 }} />
        <span className="adn-AdPreview-fakeLines">
          <span />
          <span />
        </span>
      </div>
    </div>
  );
}

function MessageScreen(props: PartProps & { inChannel: boolean }) {
  const { ad, labels, inChannel } = props;
  return (
    <div className="adn-AdPreview-screen" data-layout="chat">
      <ChatHeader
        name={inChannel ? labels.chatName : labels.botName}
        status={inChannel ? labels.chatStatus : labels.botStatus}
      />
      <div className="adn-AdPreview-chat">
        <FakeMessages />
        <div className="adn-AdPreview-message" data-slot="message">
          <div className="adn-AdPreview-bubble">
            <Media ad={ad} labels={labels} prefer="image" />
            <div className="adn-AdPreview-bubbleText">
              <Text {...props} field="title" as="strong" className="adn-AdPreview-title" />
              <Text {...props} field="advertiserName" className="adn-AdPreview-brand" />
              <Text {...props} field="subtitle" as="p" className="adn-AdPreview-subtitle" />
              <span className="adn-AdPreview-meta">
                <AdMark ad={ad} labels={labels} />
                <span aria-hidden="true">12:30</span>
              </span>
            </div>
          </div>
          <Cta {...props} variant="keyboard" />
        </div>
      </div>
    </div>
  );
}

function InChatScreen(props: PartProps) {
  const { ad, labels } = props;
  return (
    <div className="adn-AdPreview-screen" data-layout="chat">
      <ChatHeader name={labels.chatName} status={labels.chatStatus} />
      <div className="adn-AdPreview-chat">
        <FakeMessages />
      </div>
      <div className="adn-AdPreview-inChat" data-slot="in-chat">
        <Icon ad={ad} labels={labels} size={36} />
        <span className="adn-AdPreview-inChatText">
          <span className="adn-AdPreview-inChatTitle">
            <AdMark ad={ad} labels={labels} />
            <Text {...props} field="title" as="strong" className="adn-AdPreview-title" />
          </span>
          <Text {...props} field="subtitle" className="adn-AdPreview-subtitle" />
        </span>
        <Cta {...props} />
      </div>
      <div className="adn-AdPreview-composer" aria-hidden="true">
        {labels.messagePlaceholder}
      </div>
    </div>
  );
}

function MainPageScreen(props: PartProps) {
  const { ad, labels } = props;
  return (
    <div className="adn-AdPreview-screen" data-layout="app">
      <div className="adn-AdPreview-appHeader" aria-hidden="true">
        {labels.appName}
      </div>
      <div className="adn-AdPreview-fakeCard" aria-hidden="true" />
      <div className="adn-AdPreview-native" data-slot="native">
        <Icon ad={ad} labels={labels} size={64} />
        <span className="adn-AdPreview-nativeText">
          <Text {...props} field="title" as="strong" className="adn-AdPreview-title" />
          <Text {...props} field="subtitle" className="adn-AdPreview-subtitle" />
          <span className="adn-AdPreview-nativeFooter">
            <AdMark ad={ad} labels={labels} />
            <Cta {...props} />
          </span>
          <LinkHost ad={ad} />
        </span>
      </div>
      <div className="adn-AdPreview-fakeCard" aria-hidden="true" />
      <div className="adn-AdPreview-fakeCard" aria-hidden="true" />
    </div>
  );
}

/** The screen of one campaign type, without frame or warnings (for hosts that lay them out themselves). */
export function AdPreviewScreen({
  type,
  ad,
  labels,
  media,
}: PartProps & {
  /** Where stored media come from (see {@link AdMediaSource}); without it only https, blob and data URLs show. */
  media?: AdMediaSource;
}) {
  const props = { type, ad: withSafeMedia(ad, media), labels };
  switch (type) {
    case 'FullscreenMedia':
      return <FullscreenScreen {...props} rewarded={false} />;
    case 'RewardedVideo':
      return <FullscreenScreen {...props} rewarded />;
    case 'Task':
      return <TaskScreen {...props} />;
    case 'BotMessageMedia':
      return <MessageScreen {...props} inChannel={false} />;
    case 'ChatMessageMedia':
      return <MessageScreen {...props} inChannel />;
    case 'InChat':
      return <InChatScreen {...props} />;
    case 'MainPage':
      return <MainPageScreen {...props} />;
  }
}

/** Props of {@link AdPreview}. */
export interface AdPreviewProps {
  /** The campaign type whose placement is shown. */
  type: CampaignType;
  ad: AdPreviewAd;
  /** Telegram light or dark; by default follows the document theme. */
  appearance?: AdPreviewAppearance;
  /** Draw the phone frame around the screen. @default true */
  framed?: boolean;
  labels?: Partial<AdPreviewLabels>;
  /**
   * Where the network's stored media come from: links relative to the API are resolved against `media.base`, and
   * only links to its origins (and blob and raster data URLs) are loaded. Without it any https link is.
   */
  media?: AdMediaSource;
  /** Extra content under the warnings (e.g. the form's hint). */
  footer?: ReactNode;
  className?: string;
}

/**
 * How an ad of a campaign type looks to a Telegram user, in a phone frame, with the warnings an advertiser needs
 * before saving: texts cut at the type's limits ({@link adTextLimits}), a link that is not https (never shown),
 * media that may not be loaded. The preview is inert: its buttons are drawings, not controls.
 */
export function AdPreview({
  type,
  ad,
  appearance,
  framed = true,
  labels: labelsProp,
  media,
  footer,
  className,
}: AdPreviewProps) {
  const labels = { ...defaultAdPreviewLabels, ...labelsProp };
  const warnings = adPreviewWarnings(type, ad, media);
  const screen = <AdPreviewScreen type={type} ad={ad} labels={labels} {...(media && { media })} />;
  return (
    <div className={className ? `adn-AdPreview ${className}` : 'adn-AdPreview'} data-type={type}>
      {framed ? (
        <AdPreviewFrame
          label={labels.frame}
          statusBar={type === 'FullscreenMedia' || type === 'RewardedVideo' ? 'immersive' : 'app'}
          {...(appearance ? { appearance } : {})}
        >
          {screen}
        </AdPreviewFrame>
      ) : (
        <div className="adn-AdPreview-unframed" data-appearance={appearance}>
          {screen}
        </div>
      )}
      <div className="adn-AdPreview-aside">
        {/* Always present, so that a warning that appears while the user types is announced. */}
        <div className="adn-AdPreview-warnings" aria-live="polite" data-slot="warnings">
          {warnings.length > 0 ? (
            <>
              <span className="adn-AdPreview-warningsTitle">{labels.warnings}</span>
              <ul>
                {warnings.map((warning) => (
                  <li key={`${warning.kind}-${'field' in warning ? warning.field : ''}`}>
                    {adPreviewWarningText(warning, labels)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        {footer}
      </div>
    </div>
  );
}
