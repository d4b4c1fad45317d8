import type { ComponentProps } from 'react';
import { Input } from '@web/components/ui/input.tsx';

export function EmailInput(props: ComponentProps<'input'>) {
  return <Input type="email" dir="ltr" autoComplete="email" {...props} />;
}
