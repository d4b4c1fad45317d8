import { Loader2Icon } from 'lucide-react';

/** A small spinner line for lists (first load or the next page). */
export function ListLoading({ label }: { label: string }) {
  return (
    <p
      className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground"
      role="status"
    >
      <Loader2Icon className="size-4 animate-spin" aria-hidden />
      {label}
    </p>
  );
}
