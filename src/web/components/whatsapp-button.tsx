import { MessageCircleIcon } from 'lucide-react';
import { whatsappLink } from '@contract/text.ts';
import { cn } from '@web/lib/cn.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { buttonVariants } from './ui/button.tsx';

/** A WhatsApp chat link built from a 05 phone (country code 966). */
export function WhatsAppButton({
  phone,
  name,
  size = 'sm',
  className,
}: {
  phone: string;
  name: string;
  size?: 'sm' | 'default';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={whatsappLink(phone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('contact.whatsappLabel', { name })}
      className={cn(buttonVariants({ variant: 'whatsapp', size }), className)}
    >
      <MessageCircleIcon aria-hidden />
      {t('contact.whatsapp')}
    </a>
  );
}
