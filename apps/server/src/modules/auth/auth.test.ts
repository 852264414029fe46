import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.js';

describe('sign-in, sign-out, CSRF and rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('signs the admin in with an httpOnly, SameSite=Lax cookie and returns the CSRF token and session', async () => {
    const response = await ctx.login({ username: 'admin', password: 'Demo@1234' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === 'lims_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const body = response.json();
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);
    expect(body.session.labName).toBe('Demo Diagnostics');
    expect(body.session.user.username).toBe('admin');
  });

  it('refuses a wrong password and an unknown username with the same answer', async () => {
    const wrong = await ctx.login({ username: 'reception', password: 'Wrong@1234' }, '10.9.0.1');
    const unknown = await ctx.login({ username: 'nobody-here', password: 'Wrong@1234' }, '10.9.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'unauthenticated', message: 'Invalid username or password.' } });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    ['doctor', 'dr.rao', 'Dr. Priya Rao'],
    ['organisation', 'cityclinic', 'City Clinic'],
    ['patient', 'patient', 'Sunita Devi'],
    ['support', 'support', 'Product Support'],
  ])('signs in a %s through its own login', async (kind, username, name) => {
    const client = await ctx.signIn(username, { kind: kind as 'doctor' });
    expect(client.session.kind).toBe(kind);
    expect(client.session.labUserName).toBe(name);
  });

  it('does not let a lab username sign in on the doctor login', async () => {
    expect((await ctx.login({ username: 'admin', password: 'Demo@1234', kind: 'doctor' })).statusCode).toBe(401);
  });

  it('rejects a malformed body with 400 and the error shape', async () => {
    const response = await ctx.login({ username: '', password: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });

  it('limits failures per username, without telling whether the username exists, and lets it go after the window', async () => {
    for (const username of ['technician', 'ghost-user']) {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await ctx.login({ username, password: 'Wrong@1234' }, `10.8.0.${attempt}`)).statusCode).toBe(401);
      }
      const limited = await ctx.login({ username, password: 'Demo@1234' }, '10.8.1.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    }
    ctx.clock.advance(16 * 60_000);
    expect((await ctx.login({ username: 'technician', password: 'Demo@1234' }, '10.8.1.2')).statusCode).toBe(200);
  });

  it('limits failures per address across usernames', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      await ctx.login({ username: `spray-${attempt}`, password: 'Wrong@1234' }, '10.7.0.1');
    }
    expect((await ctx.login({ username: 'finance', password: 'Demo@1234' }, '10.7.0.1')).statusCode).toBe(429);
    expect((await ctx.login({ username: 'finance', password: 'Demo@1234' }, '10.7.0.2')).statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 to a state change without the CSRF token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/session' })).statusCode).toBe(401);
    const client = await ctx.signIn('admin');
    const missing = await client.request('POST', '/api/v1/departments', { name: 'Serology' }, { 'x-csrf-token': '' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('csrf_missing');
    const wrong = await client.request(
      'POST',
      '/api/v1/departments',
      { name: 'Serology' },
      { 'x-csrf-token': 'forged' },
    );
    expect(wrong.statusCode).toBe(403);
    const listed = (await client.get('/api/v1/departments')).json().items.map((item: { name: string }) => item.name);
    expect(listed).not.toContain('Serology');
  });

  it('ends the session on sign-out', async () => {
    const client = await ctx.signIn('reception');
    expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect((await client.get('/api/v1/session')).statusCode).toBe(401);
  });

  it('switches a doctor who is also a lab user between identities, ending the old session', async () => {
    const lab = await ctx.signIn('drsharma');
    expect(lab.session.user.linkedIdentity).toEqual({ kind: 'doctor', name: 'Dr. Anil Sharma' });
    const switched = await lab.post('/api/v1/auth/identity');
    expect(switched.statusCode).toBe(200);
    expect(switched.json().session.kind).toBe('doctor');
    expect(switched.json().session.docLabId).toBe(ctx.labId);
    expect((await lab.get('/api/v1/session')).statusCode).toBe(401);
    const admin = await ctx.signIn('admin');
    expect((await admin.post('/api/v1/auth/identity')).statusCode).toBe(403);
  });

  it('ends an idle session', async () => {
    const client = await ctx.signIn('operations');
    ctx.clock.advance(61 * 60_000);
    expect((await client.get('/api/v1/session')).statusCode).toBe(401);
  });
});
