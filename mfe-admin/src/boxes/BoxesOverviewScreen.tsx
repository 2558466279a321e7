import { Form } from 'react-final-form';
import styled from 'styled-components';
import { useBoxesOverview, useBoxSettings, useLoyaltySettings, useSaveBoxSettings } from '@farmplate/api-client';
import {
  BoxSettings,
  firstErrors,
  formatMoney,
  LoyaltySettings,
  validate,
  type BoxesOverview,
} from '@farmplate/contracts';
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  Grid,
  PageHeader,
  Spinner,
  StatCard,
  Stack,
  useToast,
  type DataTableColumn,
} from '@farmplate/design-system';
import { NumberField, SaveFailure, saveFailure } from '../shared/settingsForm';

const Section = styled(Card)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const SettingsForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 32rem;
`;

type BoxRow = BoxesOverview['boxes'][number];
type WeekRow = BoxesOverview['weeks'][number];

const BOX_COLUMNS: DataTableColumn<BoxRow>[] = [
  { id: 'box_name', header: 'Box' },
  { id: 'size', header: 'Size' },
  { id: 'farm_name', header: 'Farmer', cell: (row) => row.farm_name ?? `Farmer #${row.farmer_id}` },
  { id: 'active_subscriptions', header: 'Active subscriptions', align: 'right' },
];

const WEEK_COLUMNS: DataTableColumn<WeekRow>[] = [
  { id: 'week', header: 'Week of' },
  { id: 'subscriptions', header: 'New subscriptions', align: 'right' },
  { id: 'skips', header: 'Skips', align: 'right' },
  { id: 'cancellations', header: 'Cancellations', align: 'right' },
];

interface SettingsValues {
  cutoff_hours?: string;
  points_per_dollar?: string;
  points_per_free_delivery?: string;
}

const toSettings = (values: SettingsValues) => ({
  boxes: { cutoff_hours: Number(values.cutoff_hours) },
  loyalty: {
    points_per_dollar: Number(values.points_per_dollar),
    points_per_free_delivery: Number(values.points_per_free_delivery),
  },
});

/**
 * The cut-off (hours before a delivery day), the points earned per dollar and the points a free
 * delivery takes at checkout, saved together.
 */
function BoxSettingsForm({
  cutoffHours,
  loyalty,
}: {
  cutoffHours: number;
  loyalty: { points_per_dollar: number; points_per_free_delivery: number };
}) {
  const save = useSaveBoxSettings();
  const toast = useToast();
  const onSubmit = async (values: SettingsValues) => {
    try {
      await save.mutateAsync(toSettings(values));
      toast.success('Box settings saved');
      return undefined;
    } catch (error) {
      return saveFailure(error, 'Failed to save the box settings');
    }
  };
  return (
    <Form<SettingsValues>
      onSubmit={onSubmit}
      initialValues={{
        cutoff_hours: String(cutoffHours),
        points_per_dollar: String(loyalty.points_per_dollar),
        points_per_free_delivery: String(loyalty.points_per_free_delivery),
      }}
      validate={(values) => {
        const { boxes, loyalty } = toSettings(values);
        return {
          ...firstErrors(validate(BoxSettings, boxes)),
          ...firstErrors(validate(LoyaltySettings, loyalty)),
        };
      }}
      render={({ handleSubmit, submitting }) => (
        <SettingsForm method="post" noValidate onSubmit={handleSubmit} aria-label="Box settings">
          <NumberField
            name="cutoff_hours"
            label="Cut-off (hours before the delivery day)"
            min={1}
            max={336}
            step={1}
            hint="Orders are made from the subscriptions at the cut-off; changes after it count from the next delivery."
            required
          />
          <NumberField
            name="points_per_dollar"
            label="Loyalty points per dollar"
            min={0}
            max={100}
            step={0.01}
            hint="Earned on delivered orders; taken back when an order is cancelled or refunded."
            required
          />
          <NumberField
            name="points_per_free_delivery"
            label="Points for a free delivery"
            min={1}
            max={1000000}
            step={1}
            hint="A signed-in customer with this many points may pay an order's delivery fee with them at checkout."
            required
          />
          <SaveFailure />
          <div>
            <Button type="submit" loading={submitting}>
              Save settings
            </Button>
          </div>
        </SettingsForm>
      )}
    />
  );
}

/**
 * /dashboard/boxes-overview: active subscriptions per box and farmer, the next
 * cycle's totals, skips and cancellations per week, loyalty points issued and redeemed, and the
 * cut-off and points settings.
 */
export default function BoxesOverviewScreen() {
  const overview = useBoxesOverview();
  const settings = useBoxSettings();
  const loyalty = useLoyaltySettings();
  const data = overview.data;
  return (
    <Stack gap={6}>
      <PageHeader title="Farm Boxes" subtitle="Subscriptions, the next delivery cycle and loyalty points." />
      {overview.isPending ? (
        <Spinner label="Loading the boxes overview" />
      ) : !data ? (
        <EmptyState title="The boxes overview could not be loaded" message="Please reload the page." />
      ) : (
        <>
          <Grid columns={{ base: 1, md: 2, lg: 4 }}>
            <StatCard
              label="Next cycle"
              value={data.next_cycle ? data.next_cycle.date : 'None'}
              hint={data.next_cycle ? `${data.next_cycle.boxes} boxes` : 'No delivery due'}
            />
            <StatCard label="Next cycle value" value={formatMoney(data.next_cycle?.amount ?? 0, 'USD')} />
            <StatCard label="Points issued" value={data.points.issued.toLocaleString('en-US')} />
            <StatCard
              label="Points redeemed"
              value={data.points.redeemed.toLocaleString('en-US')}
              hint={`${data.points.reversed.toLocaleString('en-US')} taken back`}
            />
          </Grid>
          <Section as="section" aria-labelledby="boxes-per-box">
            <h2 id="boxes-per-box">Active subscriptions per box</h2>
            <DataTable
              caption="Active subscriptions per box"
              columns={BOX_COLUMNS}
              rows={data.boxes}
              rowKey="box_id"
              empty={<EmptyState title="No boxes yet" message="Farmers' boxes show here once they define them." />}
            />
          </Section>
          <Section as="section" aria-labelledby="boxes-per-week">
            <h2 id="boxes-per-week">Skips and cancellations per week</h2>
            <DataTable
              caption="Skips and cancellations per week"
              columns={WEEK_COLUMNS}
              rows={data.weeks}
              rowKey="week"
              empty={<EmptyState title="Nothing yet" message="Weeks show here once customers subscribe." />}
            />
          </Section>
        </>
      )}
      <Section as="section" aria-labelledby="boxes-settings">
        <h2 id="boxes-settings">Settings</h2>
        {settings.data && loyalty.data ? (
          <BoxSettingsForm cutoffHours={settings.data.cutoff_hours} loyalty={loyalty.data} />
        ) : settings.isError || loyalty.isError ? (
          <p>The settings could not be loaded. Please reload the page.</p>
        ) : (
          <Spinner label="Loading the settings" />
        )}
      </Section>
    </Stack>
  );
}
