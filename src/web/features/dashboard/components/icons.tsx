// The dashboard's line icons (24 px grid, currentColor), drawn inline so no icon font loads.
import { LineIcon as Icon, type IconProps } from '../../../components/ui/line-icon';

export const PlanIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 8h16v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V8Z" />
    <path d="M8 8V6a4 4 0 0 1 8 0v2" />
  </Icon>
);

export const CalendarIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);

export const ReceiptIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6" />
  </Icon>
);

export const BoltIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M13 3 5 13h6l-1 8 8-10h-6l1-8Z" />
  </Icon>
);

export const CardIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </Icon>
);

export const CheckIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const AlertIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 4 2.5 20h19L12 4Z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </Icon>
);

export const PinIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const PauseIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 9v6M14 9v6" />
  </Icon>
);

export const BellIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </Icon>
);

export const ChartIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M4 20h16" />
    <path d="M7 16v-4M12 16V8M17 16v-7" />
  </Icon>
);

export const GiftIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="4" y="9" width="16" height="11" rx="1" />
    <path d="M3 9h18M12 9v11M12 9c-2.5 0-4.5-1-4.5-3a2 2 0 0 1 4.5 0M12 9c2.5 0 4.5-1 4.5-3a2 2 0 0 0-4.5 0" />
  </Icon>
);
