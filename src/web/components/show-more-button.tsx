import { Loader2Icon } from 'lucide-react';
import { Button } from './ui/button.tsx';

export function ShowMoreButton({
  list,
  label,
  loadingLabel,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
  loadingLabel: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-center"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden />}
      {list.isFetchingNextPage ? loadingLabel : label}
    </Button>
  );
}
