import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ROLE_LABELS, ROLES, USER_MESSAGES, type User } from '@farmplate/contracts';
import { useAdminUsers, useDeleteUser, usePlatformTime, useUserStatus } from '@farmplate/api-client';
import {
  Avatar,
  Banner,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  PageHeader,
  RoleBadge,
  SearchInput,
  SelectMenu,
  Stack,
  StatusBadge,
  useListSearch,
  useListState,
  type DataTableColumn,
} from '@farmplate/design-system';
import { errorText, USER_SUCCESS_MS, useNotice } from '../shared/notice';
import { UserFormDialog } from './UserFormDialog';

const PAGE_SIZE = 10;

const ROLE_FILTER = [
  { value: 'all', label: 'All Roles' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const STATUS_FILTER = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const PersonText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Email = styled.span`
  overflow-wrap: anywhere;
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type FormState = { open: false } | { open: true; user: User | null };

/** /dashboard/users: every account, searched and filtered by the API, with create, edit, status and delete. */
export default function UserManagementScreen() {
  const time = usePlatformTime();
  const [params, setParams] = useSearchParams();
  const [list, setList] = useListState({ page: 1, search: '', role: 'all', status: 'all' });
  const [searchText, setSearchText] = useListSearch(list.search, setList);
  const users = useAdminUsers({
    page: list.page,
    per_page: PAGE_SIZE,
    search: list.search || undefined,
    role: list.role as User['role'] | 'all',
    status: list.status as User['status'] | 'all',
  });
  const { notice, succeed, fail, clear } = useNotice();
  const [form, setForm] = useState<FormState>({ open: false });
  const [toggling, setToggling] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const setStatus = useUserStatus();
  const remove = useDeleteUser();

  // The dashboard's "Add New User" opens the form here (?new=1).
  const wantsNew = params.get('new') === '1';
  useEffect(() => {
    if (!wantsNew) return;
    setForm({ open: true, user: null });
    setParams(
      (current) => {
        current.delete('new');
        return current;
      },
      { replace: true },
    );
  }, [wantsNew, setParams]);

  // spec §8: a failed load stays in a red box until dismissed (the next failure shows again)
  const [dismissedFailure, setDismissedFailure] = useState<unknown>(null);
  const loadFailure = users.error && users.error !== dismissedFailure ? users.error : null;

  const columns: DataTableColumn<User>[] = [
    {
      id: 'user',
      header: 'User',
      cell: (user) => (
        <Person>
          <Avatar name={user.name} size="sm" />
          <PersonText>
            <span>{user.name}</span>
            <Muted>ID: {user.id}</Muted>
          </PersonText>
        </Person>
      ),
    },
    { id: 'email', header: 'Contact', cell: (user) => <Email>{user.email}</Email> },
    { id: 'role', header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
    { id: 'status', header: 'Status', cell: (user) => <StatusBadge status={user.status} /> },
    { id: 'joined', header: 'Joined', cell: (user) => time.date(user.created_at) },
  ];

  const filtered = list.search !== '' || list.role !== 'all' || list.status !== 'all';
  const toggleTo = toggling?.status === 'active' ? 'inactive' : 'active';

  return (
    <Stack gap={6}>
      <PageHeader
        title="User Management"
        subtitle="Create accounts, change roles and control who can sign in."
        actions={<Button onClick={() => setForm({ open: true, user: null })}>Add New User</Button>}
      />

      {loadFailure && (
        <Banner type="error" message={errorText(loadFailure)} onDismiss={() => setDismissedFailure(loadFailure)} />
      )}
      {notice && (
        <Banner
          key={notice.id}
          type={notice.type}
          message={notice.message}
          onDismiss={clear}
          autoHideMs={notice.type === 'success' ? USER_SUCCESS_MS : 0}
        />
      )}

      <Filters>
        <SearchInput
          label="Search users"
          placeholder="Search by name, email or ID..."
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        <SelectMenu label="Role" value={list.role} onValueChange={(role) => setList({ role })} options={ROLE_FILTER} />
        <SelectMenu
          label="Status"
          value={list.status}
          onValueChange={(status) => setList({ status })}
          options={STATUS_FILTER}
        />
      </Filters>

      <DataTable
        caption="Users"
        columns={columns}
        rows={users.data?.data ?? []}
        rowKey="id"
        loading={users.isPending}
        loadingLabel="Loading users..."
        empty={
          <EmptyState
            title="No users match your search criteria"
            action={
              filtered && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearchText('');
                    setList({ search: '', role: 'all', status: 'all' });
                  }}
                >
                  Clear all filters
                </Button>
              )
            }
          />
        }
        page={users.data}
        onPageChange={(page) => setList({ page })}
        footer="count"
        actionsHeader="Actions"
        rowActions={(user) => (
          <RowActions>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setForm({ open: true, user })}
              aria-label={`Edit ${user.name}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setToggling(user)}
              aria-label={`${user.status === 'active' ? 'Deactivate' : 'Activate'} ${user.name}`}
            >
              {user.status === 'active' ? 'Deactivate' : 'Activate'}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setDeleting(user)} aria-label={`Delete ${user.name}`}>
              Delete
            </Button>
          </RowActions>
        )}
      />

      <UserFormDialog
        key={form.open ? (form.user?.id ?? 'new') : 'closed'}
        open={form.open}
        user={form.open ? form.user : null}
        onClose={() => setForm({ open: false })}
        onSaved={(message) => {
          setForm({ open: false });
          succeed(message);
        }}
        onFailed={fail}
      />

      <ConfirmDialog
        open={!!toggling}
        title={toggleTo === 'inactive' ? 'Deactivate User' : 'Activate User'}
        message={
          toggleTo === 'inactive'
            ? `Are you sure you want to deactivate ${toggling?.name}? They will no longer be able to access their account.`
            : `Are you sure you want to activate ${toggling?.name}? They will be able to access their account again.`
        }
        confirmLabel={toggleTo === 'inactive' ? 'Deactivate' : 'Activate'}
        tone={toggleTo === 'inactive' ? 'danger' : 'primary'}
        busy={setStatus.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() => {
          if (!toggling) return;
          setStatus.mutate(
            { id: toggling.id, status: toggleTo },
            {
              onSuccess: () => succeed(toggleTo === 'active' ? USER_MESSAGES.activated : USER_MESSAGES.deactivated),
              onError: fail,
              onSettled: () => setToggling(null),
            },
          );
        }}
      />

      <ConfirmDialog
        open={!!deleting}
        title="Delete User"
        message={`Are you sure you want to permanently delete ${deleting?.name}? This action cannot be undone and will remove all associated data.`}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => succeed(USER_MESSAGES.deleted),
            onError: fail,
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </Stack>
  );
}
