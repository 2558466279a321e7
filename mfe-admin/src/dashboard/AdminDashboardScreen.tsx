import styled from 'styled-components';
import { formatAmounts, formatMoney, type AdminDashboard, type PartnerStatusCounts } from '@farmplate/contracts';
import { useAdminDashboard, useAuditLog, usePlatformTime } from '@farmplate/api-client';
import { useSession } from '@farmplate/session';
import {
  Button,
  Card,
  EmptyState,
  Grid,
  LinkButton,
  PageHeader,
  RoleBadge,
  Spinner,
  Stack,
  StatCard,
  StatusBadge,
} from '@farmplate/design-system';
import { describeAudit } from '../shared/auditText';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const PARTNER_PANELS: { key: keyof AdminDashboard['partners']; title: string; link: string; manage: string }[] = [
  { key: 'farmers', title: 'Farmers', link: '/dashboard/farmers', manage: 'Manage Farmers' },
  { key: 'kitchens', title: 'Kitchens', link: '/dashboard/kitchens', manage: 'Manage Kitchens' },
  { key: 'delivery', title: 'Delivery Partners', link: '/dashboard/runners', manage: 'Manage Delivery Partners' },
];

function PartnerPanel({
  title,
  counts,
  link,
  manage,
}: {
  title: string;
  counts: PartnerStatusCounts;
  link: string;
  manage: string;
}) {
  return (
    <Card as="section" aria-label={title}>
      <Heading>{title}</Heading>
      <Counts>
        <div>
          <dt>Total</dt>
          <dd>{counts.total}</dd>
        </div>
        <div>
          <dt>Active</dt>
          <dd>{counts.active}</dd>
        </div>
        <div>
          <dt>Pending</dt>
          <dd>{counts.pending}</dd>
        </div>
        <div>
          <dt>Inactive</dt>
          <dd>{counts.inactive}</dd>
        </div>
      </Counts>
      <LinkButton to={link} variant="secondary" size="sm">
        {manage}
      </LinkButton>
    </Card>
  );
}

function RecentActivity() {
  const time = usePlatformTime();
  const audit = useAuditLog({ page: 1, per_page: 6 });
  const entries = audit.data?.data ?? [];
  return (
    <Card as="section" aria-label="Recent activity">
      <PanelHead>
        <Heading>Recent activity</Heading>
        <LinkButton to="/dashboard/audit-log" variant="ghost" size="sm">
          View all activity
        </LinkButton>
      </PanelHead>
      {audit.isPending ? (
        <Spinner label="Loading activity..." />
      ) : entries.length === 0 ? (
        <Muted>No admin changes yet.</Muted>
      ) : (
        <Rows>
          {entries.map((entry) => (
            <Row key={entry.id}>
              <span>{describeAudit(entry)}</span>
              <Muted>{time.dateTime(entry.created_at)}</Muted>
            </Row>
          ))}
        </Rows>
      )}
    </Card>
  );
}

/** /dashboard for admins: live totals, partner panels, recent orders, top items, new users, activity. */
export default function AdminDashboardScreen() {
  const dashboard = useAdminDashboard();
  const time = usePlatformTime();
  const { user } = useSession();
  const data = dashboard.data;

  if (dashboard.isError)
    return (
      <EmptyState
        title="Failed to load the dashboard"
        action={
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            Try Again
          </Button>
        }
      />
    );

  return (
    <Stack gap={6}>
      <PageHeader
        title="Admin Dashboard"
        subtitle={`Welcome back${user ? `, ${user.name}` : ''}. Here is the platform today.`}
      />

      <Grid columns={{ base: 1, md: 2, lg: 4 }}>
        <StatCard label="Total Customers" value={data ? data.totals.customers.toLocaleString('en-US') : '…'} />
        <StatCard label="Total Orders" value={data ? data.totals.orders.toLocaleString('en-US') : '…'} />
        <StatCard
          label="Total Revenue"
          value={data ? formatAmounts(data.totals.revenue) : '…'}
          hint="Orders not cancelled, each currency on its own"
        />
        <StatCard
          label="Active Orders"
          value={data ? data.totals.active_orders.toLocaleString('en-US') : '…'}
          hint="Not completed or cancelled"
        />
      </Grid>

      <Grid columns={{ base: 1, md: 3 }}>
        {PARTNER_PANELS.map((panel) => (
          <PartnerPanel
            key={panel.key}
            title={panel.title}
            link={panel.link}
            manage={panel.manage}
            counts={data?.partners[panel.key] ?? { total: 0, active: 0, inactive: 0, pending: 0 }}
          />
        ))}
      </Grid>

      <Card as="section" aria-label="Quick actions">
        <Heading>Quick Actions</Heading>
        <Actions>
          <LinkButton to="/dashboard/users?new=1">Add New User</LinkButton>
          <LinkButton to="/dashboard/menu-items" variant="secondary">
            Manage Menu
          </LinkButton>
          <LinkButton to="/dashboard/reports" variant="secondary">
            View Reports
          </LinkButton>
          <LinkButton to="/dashboard/settings" variant="secondary">
            System Settings
          </LinkButton>
        </Actions>
      </Card>

      <Grid columns={{ base: 1, lg: 2 }}>
        <Card as="section" aria-label="Recent orders">
          <PanelHead>
            <Heading>Recent Orders</Heading>
            <LinkButton to="/dashboard/orders-management" variant="ghost" size="sm">
              View all orders
            </LinkButton>
          </PanelHead>
          <Rows>
            {(data?.recent_orders ?? []).map((order) => (
              <Row key={order.id}>
                <span>
                  <strong>{order.order_number}</strong> · {order.customer}
                  <br />
                  <Muted>{time.dateTime(order.created_at)}</Muted>
                </span>
                <span>
                  <StatusBadge status={order.status} /> {formatMoney(order.total, order.currency)}
                </span>
              </Row>
            ))}
          </Rows>
          {data && data.recent_orders.length === 0 && <Muted>No orders yet.</Muted>}
        </Card>

        <Card as="section" aria-label="Top-selling items">
          <Heading>Top-Selling Items</Heading>
          <Rows>
            {(data?.top_items ?? []).map((item) => (
              <Row key={`${item.name}-${item.currency}`}>
                <span>{item.name}</span>
                <Muted>
                  {item.orders} {item.orders === 1 ? 'order' : 'orders'} · {formatMoney(item.revenue, item.currency)}
                </Muted>
              </Row>
            ))}
          </Rows>
          {data && data.top_items.length === 0 && <Muted>No items sold yet.</Muted>}
        </Card>

        <Card as="section" aria-label="Recently joined users">
          <PanelHead>
            <Heading>Recently Joined Users</Heading>
            <LinkButton to="/dashboard/users" variant="ghost" size="sm">
              Manage users
            </LinkButton>
          </PanelHead>
          <Rows>
            {(data?.recent_users ?? []).map((joined) => (
              <Row key={joined.id}>
                <span>
                  {joined.name}
                  <br />
                  <Muted>{joined.email}</Muted>
                </span>
                <span>
                  <RoleBadge role={joined.role} /> <Muted>{time.date(joined.created_at)}</Muted>
                </span>
              </Row>
            ))}
          </Rows>
        </Card>

        <RecentActivity />
      </Grid>
    </Stack>
  );
}
