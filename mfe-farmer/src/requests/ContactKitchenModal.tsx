import type { KitchenRequest } from '@farmplate/contracts';
import { FactList, Modal } from '@farmplate/design-system';
import styled from 'styled-components';

const Details = styled(FactList).attrs({ $spacious: true })`
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export interface ContactKitchenModalProps {
  request: KitchenRequest | null;
  onClose: () => void;
}

/** The requesting kitchen's email, phone and address, with links to write or call. */
export function ContactKitchenModal({ request, onClose }: ContactKitchenModalProps) {
  const contact = request?.kitchen_contact;
  return (
    <Modal open={!!request} onClose={onClose} title={request ? `Contact ${request.kitchen_name}` : ''}>
      <Details>
        <dt>Contact person</dt>
        <dd>{request?.requester.name || 'Not provided'}</dd>
        <dt>Email</dt>
        <dd>{contact?.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : 'Not provided'}</dd>
        <dt>Phone</dt>
        <dd>
          {contact?.phone ? <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a> : 'Not provided'}
        </dd>
        <dt>Address</dt>
        <dd>{contact?.address || 'Not provided'}</dd>
      </Details>
    </Modal>
  );
}
