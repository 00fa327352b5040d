import type { LucideIcon } from 'lucide-react';
import { CameraIcon, MessageCircleIcon, SendIcon } from 'lucide-react';
import { safeHttpUrl } from '@/lib/safe-url.ts';

export interface SocialLink {
  name: string;
  href: string;
  icon: LucideIcon;
}

// The spec shows social icons without naming the operator's accounts, so these point at the
// platforms; a deployment replaces the addresses. Brand logos are not in lucide, hence look-alikes.
const LINKS: SocialLink[] = [
  { name: 'Telegram', href: 'https://t.me/', icon: SendIcon },
  { name: 'WhatsApp', href: 'https://wa.me/', icon: MessageCircleIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: CameraIcon },
];

/** External links leave the site only over https. */
export const SOCIAL_LINKS: SocialLink[] = LINKS.flatMap((link) => {
  const href = safeHttpUrl(link.href, { httpsOnly: true });
  return href ? [{ ...link, href }] : [];
});
