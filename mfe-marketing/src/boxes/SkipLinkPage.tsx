import { useEffect, useRef, useState } from 'react';
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
  const { mutateAsync } = useSkipByLink();
  type Answer = Awaited<ReturnType<typeof mutateAsync>>;
  const [outcome, setOutcome] = useState<{ token: string; data?: Answer; error?: unknown } | null>(null);
  // One post per opening of the page: a second (React's development double effect) would meet the
  // used link and show its refusal over the success. The post's promise is kept, so the effect's
  // second run still hears its answer (the mutation's observer is detached by the first cleanup).
  const posted = useRef<{ token: string; answer: Promise<Answer> } | null>(null);
  useEffect(() => {
    let live = true;
    if (posted.current?.token !== token) posted.current = { token, answer: mutateAsync(token) };
    posted.current.answer.then(
      (data) => live && setOutcome({ token, data }),
      (error: unknown) => live && setOutcome({ token, error }),
    );
    return () => {
      live = false;
    };
  }, [mutateAsync, token]);
  const done = outcome?.token === token ? outcome : null;

  return (
    <Page>
      <HeroTitle>Skip a delivery</HeroTitle>
      {!done && <Spinner label="Skipping your delivery" />}
      {done?.data && (
        <div role="status">
          <p>
            <strong>{done.data.message}</strong>
          </p>
          <p>
            {done.data.data.box_name}:{' '}
            {done.data.data.next_delivery_date
              ? `your next delivery is ${formatDeliveryDate(done.data.data.next_delivery_date)}.`
              : 'no further delivery is planned.'}
          </p>
        </div>
      )}
      {done && !done.data && (
        <p role="alert">
          <strong>{refusalText(done.error)}</strong>
        </p>
      )}
      {done && (
        <LinkButton reloadDocument to="/dashboard/profile" variant="secondary">
          Manage my subscriptions
        </LinkButton>
      )}
    </Page>
  );
}
