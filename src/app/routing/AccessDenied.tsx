import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { roleLabel } from '../../domain/rules/accounts/permissions';
import type { Role } from '../../domain/contracts/types';
import { ru } from '../i18n/ru';
import { deniedRu } from '../i18n/sections/denied';
import { Button } from '../ui/Button';
import { screen } from '../errors/errors.css';
import { facts } from './denied.css';

/** docs/product.md §2 access-denied page: the required roles, the user's role and a Back button. */
export function AccessDenied({ required, role, note }: { required: readonly Role[]; role: Role | null | undefined; note?: string }) {
  const t = deniedRu;
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const back = () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: '/' });
  };
  return (
    <section className={screen} aria-labelledby="access-denied-title">
      <h1 id="access-denied-title">{ru.access.denied.title}</h1>
      <p>{t.text}</p>
      {note && <p data-testid="access-note">{note}</p>}
      <dl className={facts}>
        <dt>
          <strong>{t.requiredRoles}</strong>
        </dt>
        <dd data-testid="required-roles">{required.map((r) => roleLabel(r)).join(', ')}</dd>
        <dt>
          <strong>{t.yourRole}</strong>
        </dt>
        <dd data-testid="user-role">{roleLabel(role)}</dd>
      </dl>
      <Button variant="primary" onClick={back}>
        {t.back}
      </Button>
    </section>
  );
}
