import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, formatDeliveryDate, useSkipByLink } from '@farmplate/api-client/core';
import { BOX_MESSAGES } from '@farmplate/contracts';
import { LinkButton, Spinner } from '@farmplate/design-system/core';
import { Container, HeroTitle } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space(8)};
`;

/** What a refused link means to the customer: the server's reason for a refusal it explains. */
function refusalText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'not-found') return BOX_MESSAGES.skipLinkInvalid;
    if (error.kind === 'conflict' || error.kind === 'validation') return error.reason ?? BOX_MESSAGES.skipLinkInvalid;
    if (error.kind === 'rate-limited') return 'Too many tries. Please wait a minute and open the link again.';
  }
  return 'We could not reach FarmPlate. Please open the link again in a moment.';
}

/**
 * /us/subscriptions/skip/:token, the reminder mail's one-click skip: opening it posts
 * the signed token once and says what happened: skipped (and the next delivery), or why not (the
 * link was used already or is not valid, the cut-off has passed, the subscription is cancelled).
 */
export default function SkipLinkPage() {
  usePageTitle('Skip a delivery');
  const { token = '' } = useParams();
  const skip = useSkipByLink();
  const { mutate } = skip;
  // one post per opening of the page (a second, e.g. React's development double effect, would
  // meet the used link and show its refusal over the success)
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (posted.current === token) return;
    posted.current = token;
    mutate(token);
  }, [mutate, token]);

  return (
    <Page>
      <HeroTitle>Skip a delivery</HeroTitle>
      {(skip.isIdle || skip.isPending) && <Spinner label="Skipping your delivery" />}
      {skip.isSuccess && (
        <div role="status">
          <p>
            <strong>{skip.data.message}</strong>
          </p>
          <p>
            {skip.data.data.box_name}:{' '}
            {skip.data.data.next_delivery_date
              ? `your next delivery is ${formatDeliveryDate(skip.data.data.next_delivery_date)}.`
              : 'no further delivery is planned.'}
          </p>
        </div>
      )}
      {skip.isError && (
        <p role="alert">
          <strong>{refusalText(skip.error)}</strong>
        </p>
      )}
      {(skip.isSuccess || skip.isError) && (
        <LinkButton reloadDocument to="/dashboard/profile" variant="secondary">
          Manage my subscriptions
        </LinkButton>
      )}
    </Page>
  );
}
