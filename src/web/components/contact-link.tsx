import { MailIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmailText } from './user-text.tsx';

const HREF = { email: 'mailto:', phone: 'tel:' } as const;
const ICON = { email: MailIcon, phone: PhoneIcon } as const;

/** Left-to-right in either language: an e-mail or a number reads the same in Arabic. */
export function ContactLink({
  kind,
  value,
  icon = false,
  className = 'text-primary underline',
  label,
  children,
}: {
  kind: 'email' | 'phone';
  value: string;
  icon?: boolean;
  className?: string;
  label?: string;
  children?: ReactNode;
}) {
  const Icon = ICON[kind];
  return (
    <a
      href={`${HREF[kind]}${value}`}
      // A tap target: 44 px tall on phones, at least 24 elsewhere.
      className={`inline-flex min-h-11 items-center sm:min-h-6 ${className}`}
      aria-label={label}
    >
      {icon && <Icon className="size-4 shrink-0" aria-hidden />}
      {children ??
        (kind === 'email' ? (
          <EmailText email={value} className="min-w-0" />
        ) : (
          <span dir="ltr">{value}</span>
        ))}
    </a>
  );
}
