import { messages } from '@lims/domain';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { renderPage } from '../../../test/render-page';
import { CreateLabUserForm } from './CreateLabUserForm';

configure({ asyncUtilTimeout: 5000 });

const renderForm = () => renderPage(<CreateLabUserForm onDone={() => {}} />);

const preview = () => screen.getByTestId('dashboard-label-preview');
/** The bodies the form posted. */
const posted = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

// jsdom has no layout: the select's option list scrolls to the chosen option.
Element.prototype.scrollIntoView = () => {};

/** What the server answers to an add: the user the form sent, as the server shapes it. */
const createdUser = (body: Record<string, unknown>) => ({
  id: 41,
  email: null,
  contact: null,
  isRootUser: false,
  enabled: true,
  dashboardLabel: 'Receptionist',
  version: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...body,
  password: undefined,
});

beforeEach(() => {
  // The department picker asks for the lab's departments; an empty lab answers.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json(createdUser(JSON.parse(String(init.body))), { status: 201 })
        : Response.json({ items: [], total: 0, nextCursor: null }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adding a lab user', () => {
  it("says that no flag makes a 'Receptionist', and follows the flags as they change (spec 000 §6)", () => {
    renderForm();
    expect(preview().textContent).toContain('Dashboard label: Receptionist');
    expect(preview().textContent).toContain('No access is chosen');

    fireEvent.click(screen.getByRole('switch', { name: /Sample access/ }));
    expect(preview().textContent).toContain('Dashboard label: Technician');

    fireEvent.click(screen.getByRole('switch', { name: /Finance manager/ }));
    expect(preview().textContent).toContain('Dashboard label: Complete Operations');

    fireEvent.click(screen.getByRole('switch', { name: /Administrator/ }));
    expect(preview().textContent).toContain('Dashboard label: Admin');
  });

  it('shows a refused password through its checklist, not a sentence repeating it (STYLE.md Screens)', async () => {
    renderForm();
    const password = screen.getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));

    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText(messages.passwordRule)).toBeNull();
    const checklist = screen.getByTestId('password-requirements');
    const description = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(description?.contains(checklist)).toBe(true);
    expect(within(checklist).getByText('An uppercase letter').getAttribute('style') ?? '').toContain('red');
    expect(within(checklist).getByText('A lowercase letter').getAttribute('style') ?? '').not.toContain('red');
  });

  it('says an empty password is empty, in the words of spec 000 §5', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const password = screen.getByLabelText(/^Password/);
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(messages.fieldEmpty).length).toBeGreaterThan(0);
  });

  it('gives the username rule once: as the hint, or as the error in its place', async () => {
    renderForm();
    expect(screen.getAllByText(messages.usernameCharacters)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'Neha Joshi!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await vi.waitFor(() => expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(messages.usernameCharacters)).toHaveLength(1);
  });

  // spec 000 §6: "Privilege card management is a numeric permission; discount approval is a boolean permission."
  it('sends the privilege card level chosen and the discount approval, none of either by default', async () => {
    renderForm();
    const cards = screen.getByRole('textbox', { name: /Privilege cards/ }) as HTMLInputElement;
    expect(cards.value).toBe('None');
    const approval = screen.getByRole('switch', { name: /Approve discounts/ }) as HTMLInputElement;
    expect(approval.checked).toBe(false);

    fireEvent.click(cards);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'None',
      'Assign cards',
      'Manage cards',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Manage cards' }));
    fireEvent.click(approval);
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'neha.joshi' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Lab@12345' } });
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Neha Joshi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));

    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ username: 'neha.joshi', privilegeCardAccess: 2, discountApproval: true });
    // Neither is one of the four flags the dashboard label is made of.
    expect(preview().textContent).toContain('Dashboard label: Receptionist');
  });
});

// spec 001 §6: a lab user may belong to one branch, in a lab that works with branches.
describe('the branch of a new lab user', () => {
  const branch = (id: number, name: string, enabled = true) => ({
    id,
    name,
    code: null,
    address: null,
    contact: null,
    enabled,
    version: 0,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
  });

  const fillIn = () => {
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'ravi.k' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Lab@12345' } });
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Ravi Kumar' } });
  };

  it('offers the enabled branches and sends the one chosen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') return Response.json(createdUser(JSON.parse(String(init.body))), { status: 201 });
        const items = String(url).startsWith('/api/v1/branches')
          ? [branch(4, 'Andheri'), branch(5, 'Closed branch', false)]
          : [];
        return Response.json({ items, total: items.length, nextCursor: null });
      }),
    );
    renderPage(<CreateLabUserForm onDone={() => {}} />, {
      session: { ...labSession, branchManagement: true, branches: [{ id: 4, name: 'Andheri' }] },
    });
    const field = screen.getByRole('textbox', { name: /^Branch/ }) as HTMLInputElement;
    expect(field.placeholder).toBe('All branches');
    await vi.waitFor(() => expect(field.disabled).toBe(false));
    fireEvent.click(field);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Andheri']);
    fireEvent.click(screen.getByRole('option', { name: 'Andheri' }));
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ username: 'ravi.k', branchId: 4 });
  });

  it('has no branch field without branch management, and sends none', async () => {
    renderForm();
    expect(screen.queryByRole('textbox', { name: /^Branch/ })).toBeNull();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ branchId: null });
  });
});
