import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@web/components/ui/button.tsx';
import { AuthCard } from './auth-card.tsx';

export interface AuthLink {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** The login form keeps its own markup: it is in /auth's first JavaScript and this frame is not. */
export function AuthForm({
  title,
  subtitle,
  links,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  links: AuthLink[];
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
          {links.map((link, i) => (
            <Button
              // By place: a label that counts down keeps its button (and its focus).
              key={i}
              type="button"
              variant="link"
              disabled={link.disabled}
              onClick={link.onClick}
            >
              {link.label}
            </Button>
          ))}
        </div>
      }
    >
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        {children}
        <Button type="submit" size="lg" pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </form>
    </AuthCard>
  );
}
