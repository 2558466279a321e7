import {
  DEFAULT_SETTINGS,
  PASSWORD_CHANGE_MESSAGES,
  PROFILE_MESSAGES as M,
  SETTINGS_MESSAGES,
} from '@farmplate/contracts';
import { form, PNG_BYTES, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('farmer profile', () => {
  it('reads and updates the farm and the farmer', async () => {
    const token = await server.login('farmer@farmplate.test');
    const profile = (await server.request({ method: 'GET', url: '/api/farmer/profile', token })).json().data;
    expect(profile).toMatchObject({
      name: 'Green Valley Farm',
      farm_size: '25 acres',
      years_of_experience: 12,
      user: { name: 'Kwame Mensah', email: 'farmer@farmplate.test' },
    });
    const response = await server.request({
      method: 'PUT',
      url: '/api/farmer/profile',
      token,
      payload: form(
        {
          name: 'Kwame A. Mensah',
          email: 'farmer@farmplate.test',
          phone: '+1 555 0001',
          location: 'Tyler, TX',
          farm_name: 'Green Valley Farms',
          farm_size: '30 acres',
          primary_crops: 'Yams',
          years_of_experience: '13',
        },
        { field: 'image', name: 'me.png', bytes: PNG_BYTES, type: 'image/png' },
      ),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.updated,
      data: {
        name: 'Green Valley Farms',
        farm_size: '30 acres',
        years_of_experience: 13,
        image_url: expect.stringMatching(/^\/storage\/profiles\//),
        user: { name: 'Kwame A. Mensah', contact: '+1 555 0001' },
      },
    });
  });

  it("requires name and email, and refuses another account's email", async () => {
    const token = await server.login('farmer2@farmplate.test');
    const empty = await server.request({ method: 'PUT', url: '/api/farmer/profile', token, payload: { name: '' } });
    expect(empty.json().errors).toEqual({ name: [M.farmerRequired], email: [M.farmerRequired] });
    const taken = await server.request({
      method: 'PUT',
      url: '/api/farmer/profile',
      token,
      payload: { name: 'Ruth', email: 'farmer@farmplate.test' },
    });
    expect(taken.json().errors).toEqual({ email: [M.emailTaken] });
  });

  it('changes the password after checking the current one, ending the other sessions', async () => {
    const token = await server.login('farmer2@farmplate.test');
    const other = await server.login('farmer2@farmplate.test');
    const url = '/api/farmer/profile/password';
    const wrong = await server.request({
      method: 'POST',
      url,
      token,
      payload: { current_password: 'nope', new_password: 'fresh1', new_password_confirmation: 'fresh1' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: M.currentPasswordWrong,
      errors: { current_password: [M.currentPasswordWrong] },
    });
    const invalid = await server.request({
      method: 'POST',
      url,
      token,
      payload: { current_password: 'farmer123', new_password: 'abc', new_password_confirmation: 'abd' },
    });
    expect(invalid.json().errors).toEqual({
      new_password: [PASSWORD_CHANGE_MESSAGES.partner.short],
      new_password_confirmation: [PASSWORD_CHANGE_MESSAGES.partner.mismatch],
    });
    const ok = await server.request({
      method: 'POST',
      url,
      token,
      payload: { current_password: 'farmer123', new_password: 'fresh1', new_password_confirmation: 'fresh1' },
    });
    expect(ok.json()).toEqual({ message: M.passwordChanged });
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token })).statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/user-detail', token: other })).statusCode).toBe(401);
  });
});

describe('kitchen profile', () => {
  it('reads flags as 1/0 and saves booleans', async () => {
    const token = await server.login('kitchen@farmplate.test');
    const profile = (await server.request({ method: 'GET', url: '/api/kitchen/profile', token })).json().data;
    expect(profile).toMatchObject({
      name: "Mama's Soul Kitchen",
      manager_name: 'Tunde Bakare',
      contact_email: 'kitchen@farmplate.test',
      order_notifications: 1,
      auto_accept_orders: 0,
    });
    const response = await server.request({
      method: 'PUT',
      url: '/api/kitchen/profile',
      token,
      payload: {
        name: "Mama's Soul Kitchen",
        contact_email: 'kitchen@farmplate.test',
        type: 'Restaurant',
        daily_capacity: null,
        auto_accept_orders: true,
        order_notifications: false,
      },
    });
    expect(response.json()).toMatchObject({
      message: M.updated,
      data: { type: 'Restaurant', daily_capacity: null, auto_accept_orders: 1, order_notifications: 0 },
    });
    const empty = await server.request({ method: 'PUT', url: '/api/kitchen/profile', token, payload: {} });
    expect(empty.json().errors).toEqual({ name: [M.kitchenRequired], contact_email: [M.kitchenRequired] });
  });
});

describe('admin profile', () => {
  it('reads and updates the admin account, and changes the password with the admin wording', async () => {
    const token = await server.login('admin@farmplate.test');
    const profile = (await server.request({ method: 'GET', url: '/api/profile', token })).json().data;
    expect(profile).toMatchObject({
      name: 'Amara Admin',
      role: 'admin',
      department: 'Operations',
      last_login: expect.any(String),
    });
    const updated = await server.request({
      method: 'PUT',
      url: '/api/profile',
      token,
      payload: { name: 'Amara A.', email: 'admin@farmplate.test', contact: '+1 555 0002', location: 'Dallas' },
    });
    expect(updated.json()).toMatchObject({
      message: M.updated,
      data: { name: 'Amara A.', contact: '+1 555 0002', phone: '+1 555 0002' },
    });
    expect(
      (await server.request({ method: 'PUT', url: '/api/profile', token, payload: { name: 'x' } })).json().errors,
    ).toEqual({ email: [M.adminRequired] });
    const mismatch = await server.request({
      method: 'POST',
      url: '/api/profile/password',
      token,
      payload: { current_password: 'admin123', new_password: 'abcdef', new_password_confirmation: 'abcdeg' },
    });
    expect(mismatch.json().errors).toEqual({ new_password_confirmation: [PASSWORD_CHANGE_MESSAGES.admin.mismatch] });
  });
});

describe('settings', () => {
  it('reads the §9 defaults and saves a change', async () => {
    const token = await server.login('admin@farmplate.test');
    expect((await server.request({ method: 'GET', url: '/api/settings', token })).json()).toEqual({
      data: DEFAULT_SETTINGS,
    });
    const saved = await server.request({
      method: 'PUT',
      url: '/api/settings',
      token,
      payload: { platform_commission_rate: 12.5, payment_methods: ['stripe', 'paypal', 'cod'] },
    });
    expect(saved.json()).toEqual({
      message: SETTINGS_MESSAGES.updated,
      data: { ...DEFAULT_SETTINGS, platform_commission_rate: 12.5, payment_methods: ['stripe', 'paypal', 'cod'] },
    });
    const invalid = await server.request({
      method: 'PUT',
      url: '/api/settings',
      token,
      payload: { platform_commission_rate: 100.5, time_zone: 'Mars' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['platform_commission_rate', 'time_zone']);
  });
});
