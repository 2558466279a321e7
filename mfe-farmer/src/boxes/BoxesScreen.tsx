import { useState } from 'react';
import { BOX_MESSAGES, formatMoney, type Box, BOX_KIND_LABELS, BOX_SIZE_LABELS } from '@farmplate/contracts';
import { useDeleteFarmerBox, useFarmerBoxes, usePlatformTime } from '@farmplate/api-client';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  PageHeader,
  Stack,
  useListState,
  useToast,
  type DataTableColumn,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { BoxForm } from './BoxForm';

const PAGE_SIZE = 10;

const Named = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  img {
    width: 40px;
    height: 40px;
    flex-shrink: 0;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The form's state: closed, creating, or editing one box. */
type FormMode = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; box: Box };

/** /dashboard/boxes: the farmer's boxes with create, edit and delete. */
export default function BoxesScreen() {
  const toast = useToast();
  const time = usePlatformTime();
  const [mode, setMode] = useState<FormMode>({ kind: 'closed' });
  const [target, setTarget] = useState<Box | null>(null);
  // The page lives in the URL: the list can be linked to, reloaded and walked back.
  const [listState, setListState] = useListState({ page: 1 });
  const list = useFarmerBoxes({ status: 'all', page: listState.page, per_page: PAGE_SIZE });
  const remove = useDeleteFarmerBox();

  const confirmDelete = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast.success(BOX_MESSAGES.deleted);
    } catch {
      // the hook's toast names the failure (a box with subscriptions: set it inactive instead)
    } finally {
      setTarget(null);
    }
  };

  const columns: DataTableColumn<Box>[] = [
    {
      id: 'name',
      header: 'Box',
      cell: (box) => (
        <Named>
          {box.image_url && <img src={box.image_url} alt="" />}
          <span>
            <strong>{box.name}</strong>
            <small>
              {box.contents.map((content) => `${content.quantity} ${content.unit} ${content.produce_name}`).join(', ')}
            </small>
          </span>
        </Named>
      ),
    },
    { id: 'kind', header: 'Kind', cell: (box) => BOX_KIND_LABELS[box.kind] },
    { id: 'size', header: 'Size', cell: (box) => BOX_SIZE_LABELS[box.size] },
    { id: 'price', header: 'Price', align: 'right', cell: (box) => formatMoney(box.price, 'USD') },
    { id: 'limit', header: 'Weekly limit', align: 'right', cell: (box) => box.weekly_limit },
    {
      id: 'places',
      header: 'Places',
      cell: (box) => `${box.active_subscriptions} taken · ${box.places_left} left`,
    },
    {
      id: 'offered',
      header: 'Offered',
      cell: (box) =>
        box.offered_until
          ? `${time.date(box.offered_from)} – ${time.date(box.offered_until)}`
          : `From ${time.date(box.offered_from)}`,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (box) => (
        <Badge tone={box.status === 'active' ? 'success' : 'neutral'}>
          {box.status === 'active' ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap={6}>
      <PageHeader
        title="Boxes"
        subtitle="Produce boxes, meal kits and grocery bundles you sell to households every week."
        actions={
          <Button
            variant={mode.kind === 'closed' ? 'primary' : 'secondary'}
            onClick={() => setMode(mode.kind === 'closed' ? { kind: 'create' } : { kind: 'closed' })}
          >
            {mode.kind === 'closed' ? 'New Box' : 'Cancel'}
          </Button>
        }
      />

      {mode.kind !== 'closed' && (
        <BoxForm
          key={mode.kind === 'edit' ? mode.box.id : 'new'}
          box={mode.kind === 'edit' ? mode.box : null}
          onClose={() => setMode({ kind: 'closed' })}
        />
      )}

      <DataTable
        caption="Your boxes"
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey="id"
        loading={list.isPending}
        loadingLabel="Loading boxes"
        page={list.data}
        onPageChange={(page) => setListState({ page })}
        empty={<EmptyState title="No boxes yet" message="Create your first box with New Box." />}
        rowActions={(box) => (
          <RowActions>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setMode({ kind: 'edit', box })}
              aria-label={`Edit ${box.name}`}
            >
              Edit
            </Button>
            <Button size="sm" variant="danger" onClick={() => setTarget(box)} aria-label={`Delete ${box.name}`}>
              Delete
            </Button>
          </RowActions>
        )}
      />

      <ConfirmDialog
        open={!!target}
        title="Delete Box"
        message={target ? `Are you sure you want to delete ${target.name}? This action cannot be undone.` : ''}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setTarget(null)}
      />
    </Stack>
  );
}
