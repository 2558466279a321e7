import { PARTNER_MESSAGES as M } from '@farmplate/contracts';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@farmplate.test');
});
afterAll(() => server.close());

const list = async (path: string) =>
  (await server.request({ method: 'GET', url: `/api/${path}`, token: admin })).json();

describe('partner lists', () => {
  it('lists farmers, kitchens and delivery partners in every status with their user', async () => {
    const farmers = await list('farmers-listing');
    expect(farmers).toMatchObject({ current_page: 1, last_page: 1, total: 4 });
    expect(new Set(farmers.data.map((partner: { status: string }) => partner.status))).toEqual(
      new Set(['active', 'inactive', 'pending']),
    );
    expect(farmers.data.find((partner: { name: string }) => partner.name === 'Green Valley Farm')).toEqual({
      id: expect.any(Number),
      name: 'Green Valley Farm',
      status: 'active',
      joinedDate: expect.any(String),
      created_at: expect.any(String),
      rating: 4.8,
      ordersCompleted: 47,
      products: 'Yams, Tomatoes, Peppers, Spinach, Cassava',
      user: {
        id: expect.any(Number),
        name: 'Kwame Mensah',
        email: 'farmer@farmplate.test',
        contact: '+1 (903) 555-0111',
      },
    });
    expect(
      (await list('kitchens-listing?status=pending')).data.map((partner: { name: string }) => partner.name),
    ).toEqual(['Lagos Street Eats']);
    const riders = await list('delivery-partners?search=dayo');
    expect(riders.data).toEqual([
      expect.objectContaining({ name: 'Dayo Express', vehicles: 'Bicycle, Motorcycle', deliveriesCompleted: 256 }),
    ]);
  });
});

describe('adding, editing and status', () => {
  const rider = {
    name: 'Kofi Mensah',
    delivery_name: 'Kofi Rides',
    contact_email: 'kofi@rides.test',
    contact_phone: '+1 555 0199',
    vehicles: 'Bicycle',
    status: 'pending',
    password: 'secret1',
    password_confirmation: 'secret1',
  };

  it('adds a partner with an account that can sign in', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/delivery-partners',
      token: admin,
      payload: rider,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: M.added,
      data: {
        name: 'Kofi Rides',
        status: 'pending',
        vehicles: 'Bicycle',
        user: { name: 'Kofi Mensah', email: 'kofi@rides.test' },
      },
    });
    await expect(server.login('kofi@rides.test', 'secret1')).resolves.toEqual(expect.any(String));
  });

  it('validates the partner form with the spec messages', async () => {
    const empty = await server.request({ method: 'POST', url: '/api/farmers-listing', token: admin, payload: {} });
    expect(empty.json().errors).toEqual({
      name: [M.required],
      contact_email: [M.required],
      contact_phone: [M.required],
      password: [M.passwordRequired],
    });
    const mismatch = await server.request({
      method: 'POST',
      url: '/api/farmers-listing',
      token: admin,
      payload: { ...rider, password_confirmation: 'other12' },
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: [M.mismatch] });
    const taken = await server.request({
      method: 'POST',
      url: '/api/kitchens-listing',
      token: admin,
      payload: { ...rider, contact_email: 'kitchen@farmplate.test' },
    });
    expect(taken.json().errors).toEqual({ contact_email: ['The email has already been taken.'] });
  });

  it('edits a partner without a password, keeping the current one', async () => {
    const [partner] = (await list('delivery-partners?search=kofi')).data;
    const edited = await server.request({
      method: 'PUT',
      url: `/api/delivery-partners/${partner.id}`,
      token: admin,
      payload: {
        name: 'Kofi M.',
        delivery_name: 'Kofi Express',
        contact_email: 'kofi@rides.test',
        contact_phone: '+1 555 0100',
        vehicles: 'Bicycle, Car',
      },
    });
    expect(edited.json()).toMatchObject({
      message: M.updated,
      data: { name: 'Kofi Express', vehicles: 'Bicycle, Car', user: { name: 'Kofi M.', contact: '+1 555 0100' } },
    });
    await expect(server.login('kofi@rides.test', 'secret1')).resolves.toEqual(expect.any(String));
  });

  it('activates and deactivates, with the account following; a repeated change gets 409', async () => {
    const [partner] = (await list('delivery-partners?search=kofi')).data;
    const activate = await server.request({
      method: 'PUT',
      url: `/api/delivery-partners/update-status/${partner.id}`,
      token: admin,
      payload: { status: 'active' },
    });
    expect(activate.json()).toMatchObject({ message: M.activated, data: { status: 'active' } });
    const token = await server.login('kofi@rides.test', 'secret1');
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token })).statusCode).toBe(200);
    const deactivate = await server.request({
      method: 'PUT',
      url: `/api/delivery-partners/update-status/${partner.id}`,
      token: admin,
      payload: { status: 'inactive' },
    });
    expect(deactivate.json().message).toBe(M.deactivated);
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token })).statusCode).toBe(401);
    expect(
      (
        await server.request({
          method: 'PUT',
          url: `/api/delivery-partners/update-status/${partner.id}`,
          token: admin,
          payload: { status: 'inactive' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await server.request({
          method: 'PUT',
          url: '/api/farmers-listing/update-status/99999',
          token: admin,
          payload: { status: 'active' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("keeps pending and inactive farmers out of the kitchens' browsing", async () => {
    const kitchen = await server.login('kitchen@farmplate.test');
    const names = (await server.request({ method: 'GET', url: '/api/farmers', token: kitchen }))
      .json()
      .data.map((farmer: { name: string }) => farmer.name);
    expect(names).toEqual(['Green Valley Farm', 'Sunrise Acres']);
    const produce = (await server.request({ method: 'GET', url: '/api/all-produce', token: kitchen })).json().data;
    expect(produce.every((row: { farmer_name: string }) => names.includes(row.farmer_name))).toBe(true);
  });

  it('deletes a kitchen partner and its account', async () => {
    const [bayou] = (await list('kitchens-listing?search=bayou')).data;
    const deleted = await server.request({ method: 'DELETE', url: `/api/kitchens-listing/${bayou.id}`, token: admin });
    expect(deleted.json()).toEqual({ message: M.deleted });
    expect((await list('kitchens-listing?search=bayou')).total).toBe(0);
    expect(
      (await server.request({ method: 'DELETE', url: `/api/kitchens-listing/${bayou.id}`, token: admin })).statusCode,
    ).toBe(404);
  });
});

describe('the approval mail', () => {
  const kinds: { path: string; business: Record<string, string>; words: string }[] = [
    {
      path: 'farmers-listing',
      business: { farmer_name: 'Visit http://evil.test Acres' },
      words: 'Your farm is approved',
    },
    { path: 'kitchens-listing', business: { kitchen_name: 'Ada <b>Kitchen</b>' }, words: 'Your kitchen is approved' },
    {
      path: 'delivery-partners',
      business: { delivery_name: 'Femi Rides' },
      words: 'You are approved as a delivery partner',
    },
  ];
  let added = 0;
  /** A pending partner of the kind, added by the admin: its id and email. */
  async function pendingPartner(path: string, business: Record<string, string>) {
    added += 1;
    const email = `approve${added}@partners.test`;
    const response = await server.request({
      method: 'POST',
      url: `/api/${path}`,
      token: admin,
      payload: {
        name: 'Ada Okafor',
        ...business,
        contact_email: email,
        contact_phone: '+1 555 0142',
        status: 'pending',
        password: 'secret1',
        password_confirmation: 'secret1',
      },
    });
    expect(response.statusCode).toBe(201);
    return { id: response.json().data.id as number, email };
  }
  const setStatus = async (path: string, id: number, status: string, token = admin) => {
    const response = await server.request({
      method: 'PUT',
      url: `/api/${path}/update-status/${id}`,
      token,
      payload: { status },
    });
    await server.settled();
    return response;
  };
  const mailsTo = (email: string) => server.mail.filter((message) => message.to === email);

  it.each(kinds)('approving a pending $path partner mails it once, in the product’s words', async (kind) => {
    const partner = await pendingPartner(kind.path, kind.business);
    await server.settled();
    expect(mailsTo(partner.email)).toHaveLength(0);
    expect((await setStatus(kind.path, partner.id, 'active')).statusCode).toBe(200);
    const [mail, ...more] = mailsTo(partner.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('FarmPlate: your partner account is approved');
    expect(mail!.text).toContain(kind.words);
    expect(mail!.text).toContain('/login');
    // the name the partner typed is cleaned as in every mail: no link, no markup
    expect(mail!.text).not.toMatch(/http:\/\/evil|<b>/);
    expect(mail!.html).not.toMatch(/evil\.test|<b>/);

    // approving twice is refused and sends nothing; deactivating and activating again is no approval
    expect((await setStatus(kind.path, partner.id, 'active')).statusCode).toBe(409);
    expect((await setStatus(kind.path, partner.id, 'inactive')).statusCode).toBe(200);
    expect((await setStatus(kind.path, partner.id, 'active')).statusCode).toBe(200);
    expect(mailsTo(partner.email)).toHaveLength(1);
  });

  it('a kitchen cannot approve (403): the partner stays pending and gets no mail', async () => {
    const partner = await pendingPartner('delivery-partners', { delivery_name: 'Tunde Rides' });
    const kitchen = await server.login('kitchen@farmplate.test');
    expect((await setStatus('delivery-partners', partner.id, 'active', kitchen)).statusCode).toBe(403);
    const [listed] = (await list(`delivery-partners?search=${encodeURIComponent('Tunde Rides')}`)).data;
    expect(listed.status).toBe('pending');
    expect(mailsTo(partner.email)).toHaveLength(0);
  });
});
