import {
  ArrowLeftRightIcon,
  BanknoteIcon,
  BuildingIcon,
  LandmarkIcon,
  PiggyBankIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import { safeImageSrc } from '@/lib/safe-url.ts';

// The icon names the cashier metadata uses; anything else is an image address or the default.
const ICONS: Record<string, LucideIcon> = {
  bank: LandmarkIcon,
  deposit: PiggyBankIcon,
  cash: BanknoteIcon,
  branch: BuildingIcon,
  transfer: ArrowLeftRightIcon,
};

/** A method's icon: a known name, a safe image address, or the wallet icon (decorative either way). */
export function MethodIcon({ icon }: { icon: string | null }) {
  const Icon = icon ? ICONS[icon] : undefined;
  const src = Icon ? null : safeImageSrc(icon);
  if (src) return <img src={src} alt="" className="size-8 object-contain" />;
  const Shown = Icon ?? WalletIcon;
  return <Shown aria-hidden="true" className="size-8 text-primary" />;
}
