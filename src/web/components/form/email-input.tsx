import type { ComponentProps } from 'react';
import { Input } from '@web/components/ui/input.tsx';

/** An e-mail address: left-to-right even in Arabic, and the browser's saved address offered. */
export function EmailInput(props: ComponentProps<'input'>) {
  return <Input type="email" dir="ltr" autoComplete="email" {...props} />;
}
