import { useState, type ReactNode } from 'react';
import { INVENTORY_MESSAGES, type InventoryItem } from '@farmplate/contracts';
import { useDeleteInventoryItem } from '@farmplate/api-client';
import { ConfirmDialog, useToast } from '@farmplate/design-system';

/**
 * Remove with confirmation, shared by the inventory screen and the dashboard: `ask(item)` opens
 * the dialog, which the caller renders once.
 */
export function useRemoveInventoryItem(): { ask: (item: InventoryItem) => void; dialog: ReactNode } {
  const toast = useToast();
  const remove = useDeleteInventoryItem();
  const [target, setTarget] = useState<InventoryItem | null>(null);

  const confirm = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast.success(INVENTORY_MESSAGES.deleted);
    } catch {
      // the hook's toast names the failure
    } finally {
      setTarget(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={!!target}
      title="Remove Item"
      message={
        target
          ? `Are you sure you want to remove ${target.produce_name} from your inventory? This action cannot be undone.`
          : ''
      }
      confirmLabel="Remove"
      tone="danger"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}
