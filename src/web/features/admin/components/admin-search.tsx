import { useState } from 'react';
import { capFilterText } from '@contract/text.ts';
import { TextFilter } from '@web/components/filter-bar.tsx';
import { useDebouncedValue } from '@web/hooks/use-debounced-value.ts';

/** Kept within the server's filter caps, as the browse filters are. */
export function useAdminSearch() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(capFilterText(text, ' ').trim(), 300);
  return { text, setText, q };
}

export function AdminSearch({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <div className="mb-3 max-w-sm">
      <TextFilter
        id={id}
        label={label}
        placeholder={placeholder}
        search
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
