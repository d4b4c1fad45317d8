import type { User } from '@contract/users.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { Td } from './table.tsx';

// A badge is one word: it keeps to one line in its narrow column.
const NOWRAP = 'whitespace-nowrap';

/** The words about the user take the user's gender. */
export function UserFlagCells({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <>
      <Td>{t(user.gender === 'female' ? 'auth.gender.female' : 'auth.gender.male')}</Td>
      <Td>
        <Badge variant={user.isVerified ? 'success' : 'secondary'} className={NOWRAP}>
          {t(user.isVerified ? 'admin.yes' : 'admin.no')}
        </Badge>
      </Td>
      <Td>
        <Badge variant={user.appearInList ? 'success' : 'secondary'} className={NOWRAP}>
          {t(user.appearInList ? 'admin.visible' : 'admin.hidden', undefined, user.gender)}
        </Badge>
      </Td>
      <Td>
        <Badge variant={user.isAdmin ? 'default' : 'outline'} className={NOWRAP}>
          {t(user.isAdmin ? 'admin.roleAdmin' : 'admin.roleUser', undefined, user.gender)}
        </Badge>
      </Td>
    </>
  );
}
