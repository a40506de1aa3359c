import { useEffect, useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { ADMIN_SEARCH_MAX, type AdminSearch } from '../../domain/rules/admin/adminSearch';
import {
  ADMIN_ROLE_FILTERS,
  ADMIN_STATUS_FILTERS,
  banActionOf,
  banTargetStatus,
  filterAdminUsers,
  type AdminUserFilter,
} from '../../domain/rules/admin/adminUsers';
import { formatDateTime } from '../../domain/format/format';
import { roleLabel } from '../../domain/rules/accounts/permissions';
import type { AdminUser, Role, UserStatus } from '../../domain/contracts/types';
import { useCommand } from '../data/useCommand';
import { useSnapshot } from '../data/useSnapshot';
import { commandFailureText, offlineCommandDetail, toApiError } from '../../domain/rules/sync/httpError';
import { useCommandBlock } from '../session/SessionContext';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { adminRu } from '../i18n/sections/admin';
import { Badge, type BadgeTone } from '../ui/Badge';
import { Button } from '../ui/Button';
import { SelectField, TextField } from '../ui/Field';
import { EmptyState, ErrorCard, LoadingCard, StaleNotice } from '../ui/States';
import { Notice } from '../ui/Notice';
import { AdminAccountDialog } from './AdminAccountDialog';
import { filters, rowActions, table, tableWrap, tbody, td, th, thead, tr, userEmail, userName, usersToolbar } from './admin.css';
import { fill } from '../i18n/fill';

const SEARCH_DELAY_MS = 300;
const STATUS_TONES: Record<string, BadgeTone> = {
  active: 'positive',
  suspended: 'negative',
  inactive: 'neutral',
  pending_verification: 'warning',
};

const roleOptions = [{ value: '', label: adminRu.users.anyRole }, ...ADMIN_ROLE_FILTERS.map((r) => ({ value: r, label: roleLabel(r) }))];
const statusOptions = [
  { value: '', label: adminRu.users.anyStatus },
  ...ADMIN_STATUS_FILTERS.map((s) => ({ value: s, label: adminRu.users.statuses[s] })),
];

function statusLabel(status: string): string {
  return (adminRu.users.statuses as Record<string, string>)[status] ?? status;
}

/** A failed delete in words: a backend without the call says so rather than 'Не найдено'. */
function deleteFailure(error: unknown): string {
  const e = toApiError(error);
  if (e.status === 404 || e.status === 405) return adminRu.accounts.unsupported;
  return e.status === 0 ? offlineCommandDetail(e) : commandFailureText(e, adminRu.actionError);
}

const route = getRouteApi('/admin');

/**
 * The users tab: search, role and status filters (applied by the server, kept in the address), the
 * table, ban/unban, new accounts, a user's role and limits, and deleting a user (asked first, naming them).
 */
export function AdminUsers({ currentUserId }: { currentUserId: number | null }) {
  const t = adminRu.users;
  const a = adminRu.accounts;
  const { q: query = '', role = '', status = '' } = route.useSearch();
  const navigate = route.useNavigate();
  const setFilters = (change: Partial<AdminSearch>) => void navigate({ search: (s) => ({ ...s, ...change }), replace: true });
  // What the field shows while typing; the address (and the server's search) follows after a pause.
  const [search, setSearch] = useState(query);
  const setUserStatus = useCommand('admin.setUserStatus');
  const deleteUser = useCommand('admin.deleteUser');
  const blocked = useCommandBlock();
  /** The account form: a new account (null) or a user's role and limits. */
  const [editing, setEditing] = useState<AdminUser | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** The user a ban or unban is being asked about (issue 19: nothing happens before the answer). */
  const [asking, setAsking] = useState<AdminUser | null>(null);

  useEffect(() => {
    const q = search.trim() || undefined;
    if (q === (query || undefined)) return undefined;
    const timer = setTimeout(() => void navigate({ search: (s) => ({ ...s, q }), replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query, navigate]);

  const users = useSnapshot('adminUsers', { search: query, role, status });
  const filter: AdminUserFilter = { search, role, status };
  // The server searches more fields than a row shows (full name too): the search is its alone;
  // role and status are re-checked so a row never contradicts the chosen filter.
  const rows = useMemo(() => filterAdminUsers(users.data ?? [], { search: '', role, status }), [users.data, role, status]);

  const [actionError, setActionError] = useState<string | null>(null);
  const confirmBan = (user: AdminUser) => {
    setActionError(null);
    setUserStatus.mutateAsync({ userId: user.user_id, status: banTargetStatus(user.status) }).then(
      () => {
        setAsking(null);
        users.refresh();
      },
      // docs/product.md §8's 'Ошибка выполнения действия', unless the cause is known: no connection.
      (error: unknown) => {
        const e = toApiError(error);
        setActionError(e.status === 0 ? offlineCommandDetail(e) : adminRu.actionError);
      },
    );
  };

  let body;
  if (users.data === null && users.status === 'error') body = <ErrorCard message={adminRu.loadError} onRetry={users.refresh} />;
  else if (users.data === null) body = <LoadingCard />;
  else if (rows.length === 0) body = <EmptyState>{t.empty}</EmptyState>;
  else {
    body = (
      <div className={tableWrap}>
        <table className={table} role="table" aria-label={t.tableLabel}>
          <thead className={thead} role="rowgroup">
            <tr role="row">
              {[t.user, t.colRole, t.colStatus, t.bots, t.lastLogin, t.actions].map((h) => (
                <th key={h} className={th} scope="col" role="columnheader">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={tbody} role="rowgroup">
            {rows.map((u) => {
              const action = banActionOf(u.status);
              const self = u.user_id === currentUserId;
              return (
                <tr key={u.user_id} className={tr} role="row">
                  <td className={td} role="cell" data-label={t.user}>
                    <div>
                      <div className={userName}>{u.username}</div>
                      <div className={userEmail}>{u.email}</div>
                    </div>
                  </td>
                  <td className={td} role="cell" data-label={t.colRole}>
                    {roleLabel(u.role)}
                  </td>
                  <td className={td} role="cell" data-label={t.colStatus}>
                    <Badge tone={STATUS_TONES[u.status] ?? 'neutral'}>{statusLabel(u.status)}</Badge>
                  </td>
                  <td className={td} role="cell" data-label={t.bots} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {u.total_bots_created} / {u.max_bots}
                  </td>
                  <td className={td} role="cell" data-label={t.lastLogin}>
                    {u.last_login ? formatDateTime(u.last_login) : t.never}
                  </td>
                  <td className={td} role="cell" data-label={t.actions}>
                    <div className={rowActions}>
                      <Button
                        disabled={!!blocked}
                        title={blocked ?? undefined}
                        aria-label={fill(a.edit, { name: u.username })}
                        onClick={() => {
                          setDone(null);
                          setEditing(u);
                        }}
                      >
                        {t.edit}
                      </Button>
                      <Button
                        variant={action === 'ban' ? 'danger' : 'primary'}
                        disabled={self || !!blocked}
                        title={self ? t.self : (blocked ?? undefined)}
                        aria-label={fill(action === 'ban' ? t.banUser : t.unbanUser, { name: u.username })}
                        onClick={() => {
                          setActionError(null);
                          setAsking(u);
                        }}
                      >
                        {action === 'ban' ? t.ban : t.unban}
                      </Button>
                      <Button
                        variant="danger"
                        disabled={self || !!blocked}
                        title={self ? a.selfDelete : (blocked ?? undefined)}
                        aria-label={fill(a.deleteUser, { name: u.username })}
                        onClick={() => {
                          setDone(null);
                          setDeleteError(null);
                          setDeleting(u);
                        }}
                      >
                        {t.delete}
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  const confirmDelete = (user: AdminUser) => {
    setDeleteError(null);
    deleteUser.mutateAsync({ userId: user.user_id }).then(
      (message) => {
        setDeleting(null);
        setDone(message);
        users.refresh();
      },
      (error: unknown) => setDeleteError(deleteFailure(error)),
    );
  };

  return (
    <>
      <div className={usersToolbar}>
        <Button
          variant="primary"
          disabled={!!blocked}
          title={blocked ?? undefined}
          onClick={() => {
            setDone(null);
            setEditing('new');
          }}
        >
          {a.create}
        </Button>
      </div>
      {done && <Notice kind="success">{done}</Notice>}
      <div className={filters}>
        <TextField
          label={t.search}
          type="search"
          value={search}
          placeholder={t.searchPlaceholder}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label={t.role}
          options={roleOptions}
          value={filter.role}
          onChange={(e) => setFilters({ role: (e.target.value as Role) || undefined })}
        />
        <SelectField
          label={t.status}
          options={statusOptions}
          value={filter.status}
          onChange={(e) => setFilters({ status: (e.target.value as UserStatus) || undefined })}
        />
      </div>

      {users.data !== null && users.status === 'error' ? (
        <div style={{ marginBottom: 16 }}>
          <ErrorCard message={adminRu.loadError} onRetry={users.refresh} />
        </div>
      ) : (
        users.data !== null && (
          <div style={{ marginBottom: 16 }}>
            <StaleNotice snapshot={users} />
          </div>
        )
      )}
      {body}
      {editing && (
        <AdminAccountDialog
          user={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            setDone(text);
            users.refresh();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={a.deleteTitle}
          confirmLabel={fill(a.deleteUser, { name: deleting.username })}
          pendingLabel={a.deleting}
          pending={deleteUser.isPending}
          error={deleteError}
          blockedReason={blocked}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => {
            if (!deleteUser.isPending) setDeleting(null);
          }}
        >
          <p style={{ margin: 0 }}>{fill(a.deleteQuestion, { name: deleting.username, email: deleting.email })}</p>
        </ConfirmDialog>
      )}
      {asking && (
        <ConfirmDialog
          title={banActionOf(asking.status) === 'ban' ? t.banTitle : t.unbanTitle}
          confirmLabel={fill(banActionOf(asking.status) === 'ban' ? t.banUser : t.unbanUser, { name: asking.username })}
          pendingLabel={t.applying}
          tone={banActionOf(asking.status) === 'ban' ? 'danger' : 'primary'}
          pending={setUserStatus.isPending}
          error={actionError}
          blockedReason={blocked}
          onConfirm={() => confirmBan(asking)}
          onClose={() => {
            if (!setUserStatus.isPending) setAsking(null);
          }}
        >
          <p style={{ margin: 0 }}>
            {fill(banActionOf(asking.status) === 'ban' ? t.banQuestion : t.unbanQuestion, { name: asking.username, email: asking.email })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
