import type { ReactNode } from 'react';
import { Tooltip } from '@web/components/ui/tooltip.tsx';

export function DisabledWithReason({
  id,
  reason,
  children,
}: {
  id: string;
  reason: string;
  children: ReactNode;
}) {
  return (
    <>
      <Tooltip content={reason}>
        <span tabIndex={0} className="inline-flex rounded-lg" aria-describedby={id}>
          {children}
        </span>
      </Tooltip>
      <span id={id} className="sr-only">
        {reason}
      </span>
    </>
  );
}
