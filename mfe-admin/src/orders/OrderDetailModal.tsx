import { ADMIN_ORDER_MESSAGES, canCancelOrder, formatMoney, type AdminOrder } from '@farmplate/contracts';
import { usePlatformTime } from '@farmplate/api-client';
import { Button, DataTable, FactList, Modal, StatusBadge } from '@farmplate/design-system';
import styled from 'styled-components';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  overflow-x: auto;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Total = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  text-align: right;
`;

export interface OrderDetailModalProps {
  order: AdminOrder | null;
  onClose: () => void;
  onCancelOrder: (order: AdminOrder) => void;
}

/** Every field of an order (spec §2 "Detail modal"), with Close and Cancel Order. */
export function OrderDetailModal({ order, onClose, onCancelOrder }: OrderDetailModalProps) {
  const time = usePlatformTime();
  return (
    <Modal
      open={!!order}
      onClose={onClose}
      title={order ? `Order ${order.order_number}` : 'Order'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {order && canCancelOrder(order.status) && (
            <Button variant="danger" onClick={() => onCancelOrder(order)}>
              {ADMIN_ORDER_MESSAGES.cancelTitle}
            </Button>
          )}
        </>
      }
    >
      {order && (
        <>
          <FactList $spacious>
            <dt>Order Status</dt>
            <dd>
              <StatusBadge status={order.status} />
            </dd>
            <dt>Payment Status</dt>
            <dd>
              <StatusBadge status={order.paymentStatus} />
            </dd>
            <dt>Order Date</dt>
            <dd>{time.dateTime(order.orderDate) || 'N/A'}</dd>
            <dt>Kitchen</dt>
            <dd>{order.kitchen ?? 'N/A'}</dd>
            <dt>Delivery Partner</dt>
            <dd>{order.deliveryPartner ?? 'Not assigned'}</dd>
            <dt>Delivery Date</dt>
            <dd>{time.dateTime(order.deliveryDate) || 'N/A'}</dd>
            <dt>Customer Name</dt>
            <dd>{order.customer.name}</dd>
            <dt>Customer Email</dt>
            <dd>{order.customer.email ?? 'N/A'}</dd>
          </FactList>
          <Section aria-labelledby="order-items-heading">
            <h3 id="order-items-heading">Items</h3>
            <DataTable
              caption="Items of the order"
              rowKey={(item) => `${item.index}`}
              rows={order.items.map((item, index) => ({ ...item, index }))}
              columns={[
                { id: 'name', header: 'Item' },
                { id: 'quantity', header: 'Quantity', align: 'right' },
                {
                  id: 'price',
                  header: 'Price',
                  align: 'right',
                  cell: (item) =>
                    `${formatMoney(item.price, order.currency)} × ${item.quantity} = ${formatMoney(item.price * item.quantity, order.currency)}`,
                },
              ]}
            />
            <Total>
              Total: <strong>{formatMoney(order.total, order.currency)}</strong>
            </Total>
          </Section>
        </>
      )}
    </Modal>
  );
}
