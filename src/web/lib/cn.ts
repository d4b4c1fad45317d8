import { clsx, type ClassValue } from 'clsx';

/** Classes are joined as given; a component never carries two utilities of one kind (docs/ui.md). */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
