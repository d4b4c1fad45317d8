import type { ReactNode } from 'react';
import { Tooltip } from '@web/components/ui/tooltip.tsx';

/** A disabled action with the reason as tooltip and accessible description. */
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
