import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="w-full">
      {title && <h2 className="text-2xl font-bold text-slate-900">{title}</h2>}
      {title && subtitle && <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>}
      <div className={title ? 'mt-6' : undefined}>{children}</div>
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}
