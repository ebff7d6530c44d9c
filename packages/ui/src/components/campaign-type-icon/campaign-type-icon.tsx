import type { ComponentType, SVGProps } from 'react';
// Named imports: lucide-react is side-effect free, so only these seven icons reach a bundle.
import {
  Bot,
  LayoutGrid,
  ListChecks,
  Maximize,
  MessageSquareText,
  MessagesSquare,
  MonitorPlay,
} from 'lucide-react';
import type { CampaignType } from '../ad-preview/ad-preview-model';
import { cx } from '../../internal/class-names';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/** One pictogram per format: a full screen, a video to watch, a task list, a bot, a group chat, a chat bar, a grid. */
const ICONS: Readonly<Record<CampaignType, Icon>> = {
  FullscreenMedia: Maximize,
  RewardedVideo: MonitorPlay,
  Task: ListChecks,
  BotMessageMedia: Bot,
  ChatMessageMedia: MessagesSquare,
  InChat: MessageSquareText,
  MainPage: LayoutGrid,
};

export interface CampaignTypeIconProps {
  type: CampaignType;
  /** The type's name, read by screen readers; without it the icon is decorative (the name is shown beside it). */
  label?: string;
  /** @default 16 */
  size?: number;
  className?: string;
}

/** The pictogram of a campaign type (formats of spec section 3), for lists, cards and the type chooser. */
export function CampaignTypeIcon({ type, label, size = 16, className }: CampaignTypeIconProps) {
  const Svg = ICONS[type];
  return (
    <Svg
      className={cx('adn-CampaignTypeIcon', className)}
      data-slot="campaign-type-icon"
      data-type={type}
      width={size}
      height={size}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    />
  );
}
