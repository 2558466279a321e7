import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PARTNER_MESSAGES, type DeliveryPartner, type PartnerStatus } from '@farmplate/contracts';
import { usePlatformTime, usePartners, usePartnerStatus, type Partner, type PartnerKind } from '@farmplate/api-client';
import {
  AlertDialog,
  Button,
  Chip,
  ChipGroup,
  ConfirmDialog,
  DataTable,
  EmptyState,
  LinkButton,
  PageHeader,
  SearchInput,
  SelectMenu,
  Stack,
  StatusBadge,
  Tabs,
  useListSearch,
  useListState,
  type DataTableColumn,
} from '@farmplate/design-system';
import { errorText } from '../shared/notice';
import { CourierApplicationCell } from './CourierApplicationCell';
import { PartnerFormDialog } from './PartnerFormDialog';
import { chipsOf, completedOf, offeringOf, PARTNER_KINDS } from './partnerFormRules';

/** Spec §8/§9: partner success dialogs close after 2 s. */
export const PARTNER_SUCCESS_MS = 2000;

const KINDS = Object.keys(PARTNER_KINDS) as PartnerKind[];
const STATUS_FILTER = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'pending', label: 'Pending' },
];

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
    align-items: end;
  }
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Asking = { partner: Partner; to: PartnerStatus; approve: boolean } | null;

const orNA = (value: string | null | undefined) => (value?.trim() ? value : 'N/A');

/** /dashboard/partners: farmers, kitchens and delivery partners with add, edit, status and approval. */
export default function PartnerManagementScreen() {
  const time = usePlatformTime();
  const [list, setList] = useListState({ tab: 'farmers', page: 1, search: '', status: 'all' });
  const kind: PartnerKind = (KINDS as string[]).includes(list.tab) ? (list.tab as PartnerKind) : 'farmers';
  const labels = PARTNER_KINDS[kind];
  const [searchText, setSearchText] = useListSearch(list.search, setList);
  const partners = usePartners(kind, {
    page: list.page,
    search: list.search || undefined,
    status: list.status as PartnerStatus | 'all',
  });
  const setStatus = usePartnerStatus();
  const [form, setForm] = useState<{ open: boolean; partner: Partner | null }>({ open: false, partner: null });
  const [asking, setAsking] = useState<Asking>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // A list that fails to load is only logged (spec §7) and shows as empty.
  useEffect(() => {
    if (partners.error) console.error('Failed to fetch data', partners.error);
  }, [partners.error]);

  // Success dialogs close by themselves after 2 s (spec §8).
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), PARTNER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const columns: DataTableColumn<Partner>[] = [
    {
      id: 'partner',
      header: 'Partner',
      cell: (partner) => (
        <Lines>
          <strong>{partner.name}</strong>
          <Muted>Joined {time.date(partner.joinedDate)}</Muted>
        </Lines>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: (partner) => (
        <Lines>
          <span>{orNA(partner.user.name)}</span>
          <Muted>{orNA(partner.user.email)}</Muted>
          <Muted>{orNA(partner.user.contact)}</Muted>
        </Lines>
      ),
    },
    {
      id: 'offering',
      header: labels.offeringLabel,
      cell: (partner) => {
        const text = offeringOf(kind, partner);
        if (kind === 'kitchens') return orNA(text);
        const chips = chipsOf(text);
        return chips.length === 0 ? (
          'N/A'
        ) : (
          <ChipGroup label={`${labels.offeringLabel} of ${partner.name}`}>
            {chips.map((chip) => (
              <Chip key={chip}>{chip}</Chip>
            ))}
          </ChipGroup>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      cell: (partner) => (
        <Lines>
          <StatusBadge status={partner.status} />
          <Muted>Rating: {partner.rating === null ? 'N/A' : partner.rating.toFixed(1)}</Muted>
        </Lines>
      ),
    },
    { id: 'completed', header: labels.countLabel, cell: (partner) => completedOf(partner), align: 'right' },
    // a courier's application: what the admin approves
    ...(kind === 'delivery'
      ? [
          {
            id: 'application',
            header: 'Application',
            cell: (partner: Partner) => (
              <CourierApplicationCell partner={partner as DeliveryPartner} date={(day) => time.date(day)} />
            ),
          },
        ]
      : []),
  ];

  const confirmStatus = () => {
    if (!asking) return;
    const { partner, to } = asking;
    setStatus.mutate(
      { kind, id: partner.id, status: to },
      {
        onSuccess: (result) => setSuccess(result.message),
        onError: (error) => setFailure(errorText(error, 'Failed to update status')),
        onSettled: () => setAsking(null),
      },
    );
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title="Partner Management"
        subtitle="Farmers, kitchens and delivery partners: approve new ones, keep details current."
      />
      <Tabs
        label="Partner type"
        items={KINDS.map((id) => ({ id, label: PARTNER_KINDS[id].tab }))}
        value={kind}
        onChange={(tab) => {
          setSearchText('');
          setList({ tab, search: '', status: 'all' });
        }}
      >
        <Filters>
          <SearchInput
            label={`Search ${labels.tab.toLowerCase()}`}
            placeholder="Search by name or email..."
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
          />
          <SelectMenu
            label="Status"
            value={list.status}
            onValueChange={(status) => setList({ status })}
            options={STATUS_FILTER}
          />
          <Button onClick={() => setForm({ open: true, partner: null })}>{labels.add}</Button>
        </Filters>
        <DataTable
          caption={labels.tab}
          columns={columns}
          rows={partners.data?.data ?? []}
          rowKey="id"
          loading={partners.isPending}
          loadingLabel={`Loading ${labels.tab.toLowerCase()}...`}
          empty={<EmptyState title={`No ${labels.tab.toLowerCase()} found`} />}
          page={partners.data}
          onPageChange={(page) => setList({ page })}
          actionsHeader="Actions"
          rowActions={(partner) => (
            <RowActions>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setForm({ open: true, partner })}
                aria-label={`Edit ${partner.name}`}
              >
                Edit
              </Button>
              {kind === 'farmers' && (
                // the farmer's produce in the admin inventory (spec §2 "Inventory screen note")
                <LinkButton
                  size="sm"
                  variant="secondary"
                  to={`/dashboard/inventory?farmer=${partner.id}`}
                  aria-label={`Inventory of ${partner.name}`}
                >
                  Inventory
                </LinkButton>
              )}
              {partner.status === 'pending' ? (
                <Button
                  size="sm"
                  onClick={() => setAsking({ partner, to: 'active', approve: true })}
                  aria-label={`Approve ${partner.name}`}
                >
                  Approve
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant={partner.status === 'active' ? 'danger' : 'secondary'}
                  onClick={() =>
                    setAsking({ partner, to: partner.status === 'active' ? 'inactive' : 'active', approve: false })
                  }
                  aria-label={`${partner.status === 'active' ? 'Deactivate' : 'Activate'} ${partner.name}`}
                >
                  {partner.status === 'active' ? 'Deactivate' : 'Activate'}
                </Button>
              )}
            </RowActions>
          )}
        />
      </Tabs>

      <PartnerFormDialog
        key={form.open ? `${kind}-${form.partner?.id ?? 'new'}` : 'closed'}
        kind={kind}
        open={form.open}
        partner={form.partner}
        onClose={() => setForm({ open: false, partner: null })}
        onSaved={(message) => {
          setForm({ open: false, partner: null });
          setSuccess(message);
        }}
      />

      <ConfirmDialog
        open={!!asking}
        title={
          asking?.approve ? 'Approve Partner' : asking?.to === 'inactive' ? 'Deactivate Partner' : 'Activate Partner'
        }
        message={
          asking?.approve
            ? `Approve ${asking.partner.name}? They become active and can use the platform.`
            : `Are you sure you want to ${asking?.to === 'inactive' ? 'deactivate' : 'activate'} ${asking?.partner.name}?`
        }
        confirmLabel={asking?.approve ? 'Approve' : asking?.to === 'inactive' ? 'Deactivate' : 'Activate'}
        tone={asking?.to === 'inactive' ? 'danger' : 'primary'}
        busy={setStatus.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirmStatus}
      />

      <AlertDialog open={!!success} title="Success" message={success ?? ''} onClose={() => setSuccess(null)} />
      <AlertDialog
        open={!!failure}
        title="Error"
        message={failure ?? PARTNER_MESSAGES.required}
        onClose={() => setFailure(null)}
      />
    </Stack>
  );
}
