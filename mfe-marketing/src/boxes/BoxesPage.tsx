import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, useJoinBoxWaitlist, usePublicBoxes } from '@farmplate/api-client/core';
import { BOX_MESSAGES, formatMoney, type Box, type Subscription, BOX_KIND_LABELS } from '@farmplate/contracts';
import { Button, Card, FieldError, Input, Label, Spinner } from '@farmplate/design-system/core';
import { useSession } from '@farmplate/session';
import { Container, HeroTitle, Lead } from '../page/layout';
import { usePageTitle } from '../page/usePageTitle';
import { BuyOnceForm } from './BuyOnceForm';
import { SubscribedNotice, SubscribeForm } from './SubscribeForm';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space(8)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  & > div {
    flex: 1 1 12rem;
    max-width: 24rem;
  }
`;

const BoxList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

const BoxCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h3,
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  /* a button names its box, and a farmer's box name may be long: it wraps rather than push the page sideways */
  > * {
    max-width: 100%;
    white-space: normal;
  }
`;

const ZIP_PATTERN = /^\d{5}$/;

/** The signed-in visitor may subscribe only as a customer; anyone else is asked to sign in. */
function useIsCustomer() {
  const { user } = useSession();
  return user?.role === 'customer';
}

type Choice = 'subscribe' | 'once';

function BoxOffer({
  box,
  deliveryFee,
  chosen,
  onChoose,
}: {
  box: Box;
  deliveryFee: number;
  chosen: Choice | null;
  onChoose: (choice: Choice) => void;
}) {
  const soldOut = box.places_left <= 0;
  return (
    <BoxCard as="li" aria-labelledby={`box-${box.id}`}>
      {box.image_url && <img src={box.image_url} alt="" width={320} height={200} loading="lazy" />}
      <h3 id={`box-${box.id}`}>{box.name}</h3>
      <p>
        {BOX_KIND_LABELS[box.kind]} · {box.size} · {box.farm_name ?? 'Partner farm'}
      </p>
      <p>
        <strong>{formatMoney(box.price, 'USD')}</strong> a delivery
        {deliveryFee > 0 && ` + ${formatMoney(deliveryFee, 'USD')} delivery fee`}
      </p>
      {box.description && <p>{box.description}</p>}
      <ul aria-label={`In the ${box.name}`}>
        {box.contents.map((content) => (
          <li key={content.inventory_item_id}>
            {content.quantity} {content.unit} {content.produce_name}
          </li>
        ))}
      </ul>
      {soldOut ? (
        <p>{BOX_MESSAGES.soldOut}</p>
      ) : (
        <Actions>
          <Button variant={chosen === 'subscribe' ? 'primary' : 'secondary'} onClick={() => onChoose('subscribe')}>
            Subscribe to {box.name}
          </Button>
          <Button
            variant={chosen === 'once' ? 'primary' : 'secondary'}
            onClick={() => onChoose('once')}
            aria-describedby={`box-${box.id}`}
          >
            Add to Cart
          </Button>
        </Actions>
      )}
    </BoxCard>
  );
}

function WaitlistForm({ zip }: { zip: string }) {
  const join = useJoinBoxWaitlist();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    join.mutate(
      { email: email.trim(), zip },
      {
        onSuccess: ({ message }) => {
          setJoined(message);
          setEmail('');
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? (failure.fieldErrors.email ?? failure.reason ?? 'Could not join the waitlist. Please try again.')
              : 'Could not join the waitlist. Please try again.',
          ),
      },
    );
  };
  if (joined) return <p role="status">{joined}</p>;
  return (
    <InlineForm method="post" noValidate onSubmit={submit} aria-label="Join the waitlist">
      <div>
        <Label htmlFor="waitlist-email">Email address</Label>
        <Input
          id="waitlist-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'waitlist-error' : undefined}
          required
        />
      </div>
      <Button type="submit" loading={join.isPending}>
        Join the waitlist
      </Button>
      {error && (
        <div role="alert" style={{ flexBasis: '100%' }}>
          <FieldError id="waitlist-error">{error}</FieldError>
        </div>
      )}
    </InlineForm>
  );
}

/**
 * /us/boxes: a visitor enters their ZIP and sees the farm boxes delivered there, or
 * the "not served yet" message with the city's waitlist. A signed-in customer subscribes to a box
 * or adds it to the cart to buy it once; anyone else is asked to sign in and comes back here with the same ZIP. The ZIP sits in the
 * address (?zip=) so a reload, Back or the way back from sign-in show the same boxes.
 */
export default function BoxesPage() {
  usePageTitle('Farm boxes');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const urlZip = ZIP_PATTERN.test(params.get('zip') ?? '') ? params.get('zip') : null;
  // the page is prerendered without a ZIP: the address's ZIP is read after hydration, never during it
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const zip = hydrated ? urlZip : null;
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (urlZip) setTyped(urlZip);
  }, [urlZip]);
  const [zipError, setZipError] = useState<string | null>(null);
  const boxes = usePublicBoxes(zip);
  const isCustomer = useIsCustomer();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [choice, setChoice] = useState<Choice>('subscribe');
  const [subscribed, setSubscribed] = useState<{ message: string; data: Subscription } | null>(null);
  const chosen = boxes.data?.data.find((box) => box.id === chosenId);
  // choosing a box moves focus to its subscribe panel below the list (keyboard and screen readers)
  const panelHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (chosenId !== null) panelHeading.current?.focus();
  }, [chosenId, choice]);

  const findBoxes = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!ZIP_PATTERN.test(value)) {
      setZipError(BOX_MESSAGES.zipInvalid);
      return;
    }
    setZipError(null);
    setChosenId(null);
    setSubscribed(null);
    // a navigation is a transition: started inside the submit event, React would take the form for a form action
    queueMicrotask(() => setParams({ zip: value }));
  };
  const back = `${location.pathname}${location.search}`;

  return (
    <Page>
      <div>
        <HeroTitle>Farm boxes</HeroTitle>
        <Lead>
          Produce boxes, meal kits and grocery bundles from partner farms, delivered weekly, every two weeks or monthly,
          or once through your cart. Skip, pause or cancel any time.
        </Lead>
      </div>

      <InlineForm method="post" noValidate onSubmit={findBoxes} aria-label="Find boxes near you">
        <div>
          <Label htmlFor="boxes-zip">Your ZIP code</Label>
          <Input
            id="boxes-zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={zipError ? true : undefined}
            aria-describedby={zipError ? 'boxes-zip-error' : undefined}
          />
        </div>
        <Button type="submit">Find boxes</Button>
        {zipError && (
          <div role="alert" style={{ flexBasis: '100%' }}>
            <FieldError id="boxes-zip-error">{zipError}</FieldError>
          </div>
        )}
      </InlineForm>

      {zip && boxes.isPending && <Spinner label="Loading boxes" />}
      {zip && boxes.isError && (
        <p role="alert">
          {boxes.error instanceof ApiError && boxes.error.kind === 'validation'
            ? (boxes.error.reason ?? BOX_MESSAGES.zipInvalid)
            : 'Could not load the boxes. Please try again.'}
        </p>
      )}

      {zip && boxes.data && !boxes.data.served && (
        <section aria-labelledby="waitlist-title">
          <h2 id="waitlist-title">Not in your area yet</h2>
          <p>{boxes.data.message ?? BOX_MESSAGES.zipNotServed}</p>
          {boxes.data.waitlist && (
            <>
              <p>Leave your email and we will tell you when we deliver to {boxes.data.city_name ?? 'your city'}.</p>
              <WaitlistForm zip={zip} />
            </>
          )}
        </section>
      )}

      {zip && boxes.data?.served && (
        <section aria-labelledby="offer-title">
          <h2 id="offer-title">Boxes delivered in {boxes.data.city_name ?? `ZIP ${zip}`}</h2>
          {boxes.data.data.length === 0 ? (
            <p>No boxes are on offer this week. Please check back soon.</p>
          ) : (
            <BoxList>
              {boxes.data.data.map((box) => (
                <BoxOffer
                  key={box.id}
                  box={box}
                  deliveryFee={boxes.data.delivery_fee}
                  chosen={box.id === chosenId ? choice : null}
                  onChoose={(next) => {
                    setSubscribed(null);
                    setChoice(next);
                    setChosenId(box.id);
                  }}
                />
              ))}
            </BoxList>
          )}
        </section>
      )}

      {subscribed && <SubscribedNotice answer={subscribed} />}

      {zip && chosen && choice === 'once' && (
        <Card as="section" aria-labelledby="once-title" key={`once-${chosen.id}`}>
          <h2 id="once-title" tabIndex={-1} ref={panelHeading}>
            Buy {chosen.name} once
          </h2>
          {isCustomer ? (
            <BuyOnceForm box={chosen} zip={zip} />
          ) : (
            <p>
              Buying a box is for signed-in customers.{' '}
              <Link to={`/login?next=${encodeURIComponent(back)}`}>Log in to buy a box</Link> and you will come back to
              these boxes.
            </p>
          )}
        </Card>
      )}

      {zip && chosen && choice === 'subscribe' && !subscribed && (
        <Card as="section" aria-labelledby="subscribe-title">
          <h2 id="subscribe-title" tabIndex={-1} ref={panelHeading}>
            Subscribe to {chosen.name}
          </h2>
          {isCustomer ? (
            <SubscribeForm box={chosen} zip={zip} onSubscribed={setSubscribed} />
          ) : (
            <p>
              Subscriptions are for signed-in customers.{' '}
              <Link to={`/login?next=${encodeURIComponent(back)}`}>Log in to subscribe</Link> and you will come back to
              these boxes.
            </p>
          )}
        </Card>
      )}
    </Page>
  );
}
