export { OrderBoard, type OrderBoardProps } from './OrderBoard';
export { OrderCard, type OrderCardProps } from './OrderCard';
export { ORDER_STATUS_LABELS, orderItemName, paymentLabel, type OrderFilter } from './orderWorkflow';
