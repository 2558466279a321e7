import { useMemo, useState } from 'react';
import {
  DIETARY_FILTERS,
  formatMoney,
  MENU_ITEM_MESSAGES,
  type MenuItem,
  type MenuItemsQuery,
} from '@farmplate/contracts';
import {
  useCategories,
  useDeleteMenuItem,
  useKitchenOptions,
  useMenuItems,
  useMenuItemStatus,
} from '@farmplate/api-client';
import { useSession } from '@farmplate/session';
import {
  Button,
  EmptyState,
  FactList,
  Grid,
  Modal,
  PageHeader,
  Pagination,
  SearchInput,
  SelectMenu,
  Spinner,
  Stack,
  useToast,
  useListSearch,
  useListState,
} from '@farmplate/design-system';
import styled from 'styled-components';
import { MenuItemCard, MenuItemImage } from './MenuItemCard';
import { MenuItemForm } from './MenuItemForm';
import { categoryNames, itemCategory, itemName } from './menuItemRules';

/** Nine cards fill three rows of the widest grid. */
export const MENU_PAGE_SIZE = 9;

/** The list's state in the URL and its defaults (a default is left out of the URL). */
const MENU_LIST_DEFAULTS = { page: 1, search: '', category: 'all', kitchen: 'all', dietary: 'all', status: 'all' };

/** The search asks the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr repeat(4, minmax(0, 1fr));
  }
`;

const DIETARY_LABELS: Record<(typeof DIETARY_FILTERS)[number], string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-Free',
};

/**
 * Spec §2 "Admin Menu Items", served to kitchens at /dashboard/menu-items and to admins: one
 * implementation. A kitchen sees and edits only its own items (its Kitchen filter is fixed; the
 * server refuses another kitchen's item); an admin sees every kitchen's.
 */
export function MenuItemsScreen() {
  const toast = useToast();
  const { user } = useSession();
  const ownKitchen = user?.role === 'kitchen';
  // Filters, search and page live in the URL: the list can be linked to, reloaded and walked back.
  const [list, setList] = useListState(MENU_LIST_DEFAULTS);
  const { category, kitchen, dietary, status, page } = list;
  const [search, setSearch] = useListSearch(list.search, setList, SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<MenuItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);

  const query: MenuItemsQuery = {
    page,
    per_page: MENU_PAGE_SIZE,
    search: list.search || undefined,
    category,
    status: status as MenuItemsQuery['status'],
    dietary: dietary as MenuItemsQuery['dietary'],
    kitchen: ownKitchen && user ? user.id : kitchen === 'all' ? 'all' : Number(kitchen),
  };
  const items = useMenuItems(query);
  const categories = useCategories();
  const kitchens = useKitchenOptions();
  const changeStatus = useMenuItemStatus();
  const remove = useDeleteMenuItem();

  const names = useMemo(
    () => categoryNames(categories.data, categories.isError),
    [categories.data, categories.isError],
  );
  const kitchenOptions = useMemo(() => {
    const all = kitchens.data ?? [];
    return ownKitchen ? all.filter((option) => option.id === user?.id) : all;
  }, [kitchens.data, ownKitchen, user?.id]);

  const filterChanged = (name: 'category' | 'kitchen' | 'dietary' | 'status') => (value: string) =>
    setList({ [name]: value });

  const toggleStatus = async (item: MenuItem) => {
    try {
      await changeStatus.mutateAsync({ id: item.id, status: item.status === 'active' ? 'inactive' : 'active' });
      toast.success(MENU_ITEM_MESSAGES.statusUpdated);
    } catch {
      // the hook's toast names the failure
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(MENU_ITEM_MESSAGES.deleted);
      setDeleting(null);
    } catch {
      // the hook's toast names the failure
    }
  };

  const data = items.data;
  const ownName = kitchenOptions[0]?.name ?? 'My kitchen';

  return (
    <Stack gap={6}>
      <PageHeader
        title="Menu Items"
        subtitle={
          ownKitchen
            ? "Manage your kitchen's menu: dishes, prices, categories, dietary options and availability."
            : 'Manage the menu items of every kitchen: dishes, prices, categories, dietary options and availability.'
        }
        actions={<Button onClick={() => setEditing('new')}>Add Menu Item</Button>}
      />

      <Filters>
        <SearchInput
          label="Search menu items"
          placeholder="Search by name or description..."
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <SelectMenu
          label="Category"
          value={category}
          onValueChange={filterChanged('category')}
          options={[{ value: 'all', label: 'All Categories' }, ...names.map((name) => ({ value: name, label: name }))]}
        />
        {ownKitchen ? (
          <SelectMenu
            label="Kitchen"
            value="own"
            onValueChange={() => undefined}
            options={[{ value: 'own', label: ownName }]}
            disabled
          />
        ) : (
          <SelectMenu
            label="Kitchen"
            value={kitchen}
            onValueChange={filterChanged('kitchen')}
            options={[
              { value: 'all', label: 'All Kitchens' },
              ...kitchenOptions.map((option) => ({ value: String(option.id), label: option.name })),
            ]}
          />
        )}
        <SelectMenu
          label="Dietary"
          value={dietary}
          onValueChange={filterChanged('dietary')}
          options={[
            { value: 'all', label: 'All' },
            ...DIETARY_FILTERS.map((filter) => ({ value: filter, label: DIETARY_LABELS[filter] })),
          ]}
        />
        <SelectMenu
          label="Status"
          value={status}
          onValueChange={filterChanged('status')}
          options={[
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
      </Filters>

      {items.isPending ? (
        <Spinner label="Loading menu items" showLabel />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title="No menu items match your search criteria" />
      ) : (
        <>
          <Grid columns={{ base: 1, md: 2, lg: 3 }}>
            {data.data.map((item) => (
              <MenuItemCard
                key={item.id}
                item={item}
                onEdit={setEditing}
                onToggleStatus={(target) => void toggleStatus(target)}
                onDelete={setDeleting}
                busy={changeStatus.isPending && changeStatus.variables?.id === item.id}
              />
            ))}
          </Grid>
          <Pagination
            page={data.current_page}
            lastPage={data.last_page}
            shown={data.data.length}
            total={data.total}
            onPageChange={(next) => setList({ page: next })}
          />
        </>
      )}

      {editing && (
        <MenuItemForm
          item={editing === 'new' ? null : editing}
          categories={names}
          kitchens={kitchenOptions}
          ownKitchen={ownKitchen}
          onClose={() => setEditing(null)}
        />
      )}

      <Modal
        open={!!deleting}
        onClose={() => !remove.isPending && setDeleting(null)}
        title="Delete Menu Item"
        description="This action cannot be undone."
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} loading={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </>
        }
      >
        {deleting && (
          <Stack gap={3}>
            <MenuItemImage item={deleting} />
            <FactList>
              <dt>Name</dt>
              <dd>{itemName(deleting)}</dd>
              <dt>ID</dt>
              <dd>{deleting.id}</dd>
              <dt>Price</dt>
              <dd>{formatMoney(deleting.price, 'USD')}</dd>
              <dt>Category</dt>
              <dd>{itemCategory(deleting)}</dd>
            </FactList>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
