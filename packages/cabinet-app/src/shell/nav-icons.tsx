// One import per icon (`lucide-react/icons/<name>`), so the bundle holds only these icons.
import AppWindow from 'lucide-react/icons/app-window';
import Archive from 'lucide-react/icons/archive';
import BanknoteArrowUp from 'lucide-react/icons/banknote-arrow-up';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Building2 from 'lucide-react/icons/building-2';
import CircleHelp from 'lucide-react/icons/circle-help';
import CodeXml from 'lucide-react/icons/code-xml';
import Contact from 'lucide-react/icons/contact';
import Gift from 'lucide-react/icons/gift';
import Handshake from 'lucide-react/icons/handshake';
import Layers from 'lucide-react/icons/layers';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Megaphone from 'lucide-react/icons/megaphone';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Scale from 'lucide-react/icons/scale';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import ToggleRight from 'lucide-react/icons/toggle-right';
import TrendingUp from 'lucide-react/icons/trending-up';
import UserCog from 'lucide-react/icons/user-cog';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import type { ComponentType } from 'react';

/**
 * The icon of each navigation entry, by the route's path. Kept beside the layout rather than in the route table
 * so the table stays free of React; `nav-icons.test.ts` fails when a route with a `nav` entry has no icon here.
 */
export const NAV_ICONS: Readonly<Record<string, ComponentType>> = {
  '/monitoring': LayoutDashboard,
  '/campaigns': Megaphone,
  '/audiences': Users,
  '/archive': Archive,
  '/wallet': Wallet,
  '/legal_info': Scale,
  '/api_integration': CodeXml,
  '/help': CircleHelp,
  '/internal/withdraw': BanknoteArrowUp,
  '/internal/features': ToggleRight,
  '/internal/referral': Gift,
  '/internal/users': UserCog,
  '/internal/agencies': Building2,
  '/internal/accounts': Contact,
  '/internal/campaigns': Layers,
  '/internal/platforms': AppWindow,
  '/internal/promocodes': TicketPercent,
  '/support/users': LifeBuoy,
  '/support/cases': MessagesSquare,
  '/sales': TrendingUp,
  '/sales/leads': UserPlus,
  '/sales/clients': BriefcaseBusiness,
  '/sales/deals': Handshake,
};
