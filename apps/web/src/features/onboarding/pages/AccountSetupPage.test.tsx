import type { LocatedPlace, OnboardingCountry, Place, SignupStatus } from '@lims/contract';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { showError, showSuccess } from '../../../ui/toast';
import { AccountSetupPage } from './AccountSetupPage';

vi.mock('../../../ui/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../ui/toast')>()),
  showError: vi.fn(),
  showSuccess: vi.fn(),
}));

// The ALTCHA widget solves a proof of work in a worker, which jsdom has not: a button stands in
// for it and hands over a solution as its 'statechange' event would.
vi.mock('../components/CaptchaWidget', () => ({
  CaptchaWidget: ({ onSolution }: { onSolution: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onSolution('captcha-solution')}>
      Solve captcha
    </button>
  ),
}));

configure({ asyncUtilTimeout: 4000 });
// A whole form renders several times a test, in jsdom: slower than most page tests.
vi.setConfig({ testTimeout: 20_000 });
// jsdom has no layout: the pickers scroll their chosen option into view. Nor does it draw: the
// dial code shows the ISO code, as on a browser without flag emoji.
Element.prototype.scrollIntoView = () => {};
HTMLCanvasElement.prototype.getContext = () => null;

const countries: OnboardingCountry[] = [
  { isoCode: 'IN', name: 'India', dialCode: '91', flag: '🇮🇳' },
  { isoCode: 'AE', name: 'United Arab Emirates', dialCode: '971', flag: '🇦🇪' },
];
const pune: Place = { city: 'Pune', state: 'Maharashtra', stateCode: 'MH', countryIsoCode: 'IN' };
const token = 'request-token-0123456789abcdef';

const { fetchMock, requests, callsWith } = stubApi();
type Answer = Response | ((init: RequestInit | undefined) => Response);

/** Answers each 'METHOD /path' (query left out); anything else is a 404. */
function answer(routes: Record<string, Answer>) {
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${pathname}`];
    if (route === undefined)
      return jsonResponse(404, { error: { code: 'not_found', messageKey: 'notFound', message: 'Not found.' } });
    return typeof route === 'function' ? route(init) : route.clone();
  });
}
const status = (value: SignupStatus) => jsonResponse(200, { status: value });
const bodyOf = (method: string, path: string) => {
  const call = callsWith(method).find(([url]) => String(url).startsWith(path));
  return JSON.parse(String(call?.[1]?.body));
};

const saveProgress = () =>
  sessionStorage.setItem('lims.onboarding', JSON.stringify({ token, contact: '+919876543210', email: 'owner@lab.in' }));

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const renderSetup = () =>
  renderPage(
    <Routes>
      <Route path="/" element={<AccountSetupPage />} />
      <Route path="/login" element={<p>Sign-in page</p>} />
      <Route path="/patient/login" element={<p>Patient sign-in page</p>} />
    </Routes>,
  );

const getStarted = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
  await screen.findByText('Tell us who you are');
};
const field = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const country = /^Country\s*\*?$/;
const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const pick = async (label: RegExp | string, option: RegExp | string) => {
  fireEvent.click(field(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Stage 1 filled in and valid, the captcha solved. */
async function fillStageOne() {
  await getStarted();
  type(/^Your Name/, 'Asha Rao');
  type(/^Email/, 'owner@lab.in');
  fireEvent.change(screen.getByRole('textbox', { name: /^Mobile Number/ }), { target: { value: '98765 43210' } });
  await pick(country, 'India');
  type(/^City/, 'Pun');
  await pick(/^City/, 'Pune, Maharashtra');
  fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
}

// spec 000 §2 'Account setup page', 'Before starting'.
describe('before starting', () => {
  it('shows the pitch, the three steps and the patients’ way in; Get Started opens stage 1 of 4, and the back arrow returns', async () => {
    answer({ 'GET /api/v1/onboarding/countries': jsonResponse(200, countries) });
    renderSetup();
    expect(await screen.findByRole('heading', { name: 'Setup your Diagnostic Center' })).toBeTruthy();
    expect(screen.getByText('Get started with the product for Diagnostics in just 15 Min')).toBeTruthy();
    expect(screen.getByText('A fully digital lab')).toBeTruthy();
    expect(screen.getByText('An enhanced patient experience')).toBeTruthy();
    expect(screen.getByText('Higher profitability')).toBeTruthy();
    expect(screen.getByText('Onboard Your Center In Just 15 Min')).toBeTruthy();
    for (const step of ['Create Your Account', 'Customize Your Center', 'Start 15 Days Trial']) {
      expect(screen.getByText(step)).toBeTruthy();
    }
    const patientLink = screen.getByRole('link', { name: 'Are you a patient? You can Login here' });
    expect(patientLink.getAttribute('href')).toBe('/patient/login');

    await getStarted();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByText('1/4 Steps')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeTruthy();
  });
});

// spec 000 §4 line 108: "Next is disabled while any field is invalid, while an OTP is being
// sent, or while no captcha token is held"; §5 line 144 the missing-fields message.
describe("stage 1, 'Tell us who you are'", () => {
  it('keeps Next disabled without a captcha solution, and with a number its dial code does not take', async () => {
    answer({ 'GET /api/v1/onboarding/countries': jsonResponse(200, countries) });
    renderSetup();
    await getStarted();
    expect(next().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(next().disabled).toBe(false);

    const mobile = screen.getByRole('textbox', { name: /^Mobile Number/ });
    fireEvent.change(mobile, { target: { value: '98765' } });
    fireEvent.blur(mobile);
    expect(next().disabled).toBe(true);
    expect(screen.getByText('Please enter valid number.')).toBeTruthy();
    fireEvent.change(mobile, { target: { value: '9876543210' } });
    expect(next().disabled).toBe(false);
    expect(screen.queryByText('Please enter valid number.')).toBeNull();
  });

  it('checks the number with the chosen dial code (default 91)', async () => {
    answer({ 'GET /api/v1/onboarding/countries': jsonResponse(200, countries) });
    renderSetup();
    await getStarted();
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(field('Country code').value).toBe('IN +91');
    fireEvent.change(screen.getByRole('textbox', { name: /^Mobile Number/ }), { target: { value: '501234567' } });
    expect(next().disabled).toBe(true);
    await pick('Country code', /United Arab Emirates/);
    expect(next().disabled).toBe(false);
  });

  it('lists the missing fields in upper case, without sending anything', async () => {
    answer({ 'GET /api/v1/onboarding/countries': jsonResponse(200, countries) });
    renderSetup();
    await getStarted();
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    type(/^Email/, 'owner@lab.in');
    fireEvent.click(next());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'YOUR NAME, MOBILE NUMBER, COUNTRY, CITY fields are mandatory',
    );
    type(/^Your Name/, 'Asha Rao');
    fireEvent.change(screen.getByRole('textbox', { name: /^Mobile Number/ }), { target: { value: '9876543210' } });
    await pick(country, 'India');
    expect(screen.getByRole('alert').textContent).toBe('CITY field is mandatory');
    expect(callsWith('POST')).toEqual([]);
  });

  it('pre-fills Country and City from the browser’s position', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 18.52, longitude: 73.86 } } as GeolocationPosition),
      },
    });
    const located: LocatedPlace = {
      countryIsoCode: 'IN',
      countryName: 'India',
      dialCode: '91',
      city: 'Pune',
      state: 'Maharashtra',
    };
    answer({
      'GET /api/v1/onboarding/countries': jsonResponse(200, countries),
      'GET /api/v1/onboarding/locate': jsonResponse(200, located),
      'GET /api/v1/onboarding/places': jsonResponse(200, [pune]),
    });
    renderSetup();
    await getStarted();
    await waitFor(() => expect(field(/^City/).value).toBe('Pune, Maharashtra'));
    expect(field(country).value).toBe('India');
    expect(requests()).toContain('GET /api/v1/onboarding/locate?latitude=18.52&longitude=73.86');
  });

  it('leaves Country and City empty when the position is refused', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1 } as GeolocationPositionError),
      },
    });
    answer({ 'GET /api/v1/onboarding/countries': jsonResponse(200, countries) });
    renderSetup();
    await getStarted();
    expect(field(country).value).toBe('');
    expect(requests().some((request) => request.includes('/locate'))).toBe(false);
  });

  it("sends the request with the captcha solution and opens stage 2; 'OTP sent Successfully!'", async () => {
    answer({
      'GET /api/v1/onboarding/countries': jsonResponse(200, countries),
      'GET /api/v1/onboarding/places': jsonResponse(200, [pune]),
      'POST /api/v1/onboarding/requests': jsonResponse(201, { token, messageKey: 'otpSent' }),
    });
    renderSetup();
    await fillStageOne();
    fireEvent.click(next());
    expect(
      await screen.findByText(
        'We have sent a verification OTP to \u2066+919876543210\u2069 and \u2066owner@lab.in\u2069',
      ),
    ).toBeTruthy();
    expect(screen.getByText('2/4 Steps')).toBeTruthy();
    expect(showSuccess).toHaveBeenCalledWith('OTP sent Successfully!');
    expect(bodyOf('POST', '/api/v1/onboarding/requests')).toEqual({
      name: 'Asha Rao',
      email: 'owner@lab.in',
      contact: '98765 43210',
      countryIsoCode: 'IN',
      dialCode: '91',
      city: 'Pune',
      state: 'Maharashtra',
      location: null,
      captcha: 'captcha-solution',
    });
    expect(JSON.parse(sessionStorage.getItem('lims.onboarding') ?? '{}')).toMatchObject({ token });
  });

  it("says 'Account request exists' on a 409, stays on stage 1 and asks for a new captcha", async () => {
    answer({
      'GET /api/v1/onboarding/countries': jsonResponse(200, countries),
      'GET /api/v1/onboarding/places': jsonResponse(200, [pune]),
      'POST /api/v1/onboarding/requests': jsonResponse(409, {
        error: { code: 'conflict', messageKey: 'accountRequestExists', message: 'Account request exists' },
      }),
    });
    renderSetup();
    await fillStageOne();
    fireEvent.click(next());
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Account request exists'));
    expect(screen.getByText('Tell us who you are')).toBeTruthy();
    expect(next().disabled).toBe(true);
  });
});

// spec 000 §5 line 146 OTP, §4 line 116 resend timer, §8 the OTP toasts.
describe('stage 2, the OTP', () => {
  it('keeps digits only, at most five; Verify & Proceed waits for five and opens stage 3', async () => {
    saveProgress();
    answer({
      'GET /api/v1/onboarding/countries': jsonResponse(200, countries),
      'GET /api/v1/onboarding/requests/status': status('pending'),
      'POST /api/v1/onboarding/requests/verify': status('verified'),
    });
    renderSetup();
    const otp = (await screen.findByLabelText('Enter OTP', { selector: 'input' })) as HTMLInputElement;
    const verify = screen.getByRole('button', { name: 'Verify & Proceed' }) as HTMLButtonElement;
    fireEvent.change(otp, { target: { value: '12a3' } });
    expect(otp.value).toBe('123');
    expect(verify.disabled).toBe(true);
    fireEvent.change(otp, { target: { value: '1234567' } });
    expect(otp.value).toBe('12345');
    expect(verify.disabled).toBe(false);
    fireEvent.click(verify);
    expect(await screen.findByText('Tell Us About Your Business')).toBeTruthy();
    expect(bodyOf('POST', '/api/v1/onboarding/requests/verify')).toEqual({ token, otp: '12345' });
  });

  it('goes back to stage 1 with the details as they were typed', async () => {
    answer({
      'GET /api/v1/onboarding/countries': jsonResponse(200, countries),
      'GET /api/v1/onboarding/places': jsonResponse(200, [pune]),
      'POST /api/v1/onboarding/requests': jsonResponse(201, { token, messageKey: 'otpSent' }),
    });
    renderSetup();
    await fillStageOne();
    fireEvent.click(next());
    await screen.findByLabelText('Enter OTP', { selector: 'input' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('1/4 Steps')).toBeTruthy();
    expect(field(/^Your Name/).value).toBe('Asha Rao');
    expect(field(/^City/).value).toBe('Pune, Maharashtra');
    // Sent again (a mended e-mail, say), the new request replaces the one whose OTP went astray.
    fireEvent.change(field(/^Email/), { target: { value: 'owner@lab.co.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await waitFor(() => expect(next().disabled).toBe(false));
    fireEvent.click(next());
    await waitFor(() => expect(callsWith('POST')).toHaveLength(2));
    expect(JSON.parse(String(callsWith('POST')[1]?.[1]?.body))).toMatchObject({
      email: 'owner@lab.co.in',
      replacesToken: token,
    });
  });

  it("says 'OTP Verification Failed' for a wrong OTP and stays", async () => {
    saveProgress();
    answer({
      'GET /api/v1/onboarding/countries': jsonResponse(200, countries),
      'GET /api/v1/onboarding/requests/status': status('pending'),
      'POST /api/v1/onboarding/requests/verify': jsonResponse(400, {
        error: { code: 'bad_request', messageKey: 'otpVerificationFailed', message: 'OTP Verification Failed' },
      }),
    });
    renderSetup();
    fireEvent.change(await screen.findByLabelText('Enter OTP'), { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Proceed' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('OTP Verification Failed'));
    expect(screen.getByLabelText('Enter OTP')).toBeTruthy();
  });

  it('counts 30 seconds down before Resend, and restarts at 30 after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveProgress();
    answer({
      'GET /api/v1/onboarding/countries': jsonResponse(200, countries),
      'GET /api/v1/onboarding/requests/status': status('pending'),
      'POST /api/v1/onboarding/requests/resend': jsonResponse(200, { messageKey: 'otpSent' }),
    });
    renderSetup();
    const resend = (await screen.findByRole('button', { name: /^Resend in 30/ })) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole('button', { name: /^Resend in 1 s/ })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const ready = screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement;
    expect(ready.disabled).toBe(false);
    fireEvent.click(ready);
    expect(await screen.findByRole('button', { name: /^Resend in 30/ })).toBeTruthy();
    expect(showSuccess).toHaveBeenCalledWith('OTP sent Successfully!');
    expect(bodyOf('POST', '/api/v1/onboarding/requests/resend')).toEqual({ token });
  });
});

// spec 000 §5 line 145 business stage; §4 lines 110-113 creation status; §8 result texts.
describe('stages 3 and 4, the business and the account creation', () => {
  it('lists the missing business fields, keeps team size digits only, shows the nine services two per row', async () => {
    saveProgress();
    answer({
      'GET /api/v1/onboarding/countries': jsonResponse(200, countries),
      'GET /api/v1/onboarding/requests/status': status('verified'),
    });
    renderSetup();
    await screen.findByText('Tell Us About Your Business');
    expect(screen.getByText('3/4 Steps')).toBeTruthy();
    // The OTP is spent once verified: there is no stage 2 to go back to.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(9);
    expect(screen.getByRole('checkbox', { name: 'Labratory Testing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'REGISTERED BUSINESS NAME, TEAM SIZE fields are mandatory',
    );
    type(/^Team Size/, '1a2');
    expect(field(/^Team Size/).value).toBe('12');
    expect(callsWith('POST')).toEqual([]);
  });

  it('creates the account once, then shows success and Login opens the sign-in page', async () => {
    saveProgress();
    let created = false;
    answer({
      'GET /api/v1/onboarding/countries': jsonResponse(200, countries),
      'GET /api/v1/onboarding/requests/status': () => status(created ? 'created' : 'verified'),
      'POST /api/v1/onboarding/requests/account': () => {
        created = true;
        return jsonResponse(202, { status: 'creating' });
      },
    });
    renderSetup();
    await screen.findByText('Tell Us About Your Business');
    type(/^Registered Business Name/, 'Rao Diagnostics');
    type(/^Team Size/, '12');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Microbiology' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Clinical Pathology' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('The login credentials are sent to the registered contact and e-mail.'),
    ).toBeTruthy();
    expect(bodyOf('POST', '/api/v1/onboarding/requests/account')).toEqual({
      token,
      accountName: 'Rao Diagnostics',
      teamSize: '12',
      serviceTypeIds: [2, 4],
    });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(sessionStorage.getItem('lims.onboarding')).toBeNull();
  });

  it('times out after 10 seconds; Retry Now waits again by reading the status, never creating again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveProgress();
    let creations = 0;
    answer({
      'GET /api/v1/onboarding/countries': jsonResponse(200, countries),
      'GET /api/v1/onboarding/requests/status': () => status(creations > 0 ? 'creating' : 'verified'),
      'POST /api/v1/onboarding/requests/account': () => {
        creations += 1;
        return jsonResponse(202, { status: 'creating' });
      },
    });
    renderSetup();
    await screen.findByText('Tell Us About Your Business');
    type(/^Registered Business Name/, 'Rao Diagnostics');
    type(/^Team Size/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Creating your account…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(screen.queryByText(/taking longer than usual/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(
      await screen.findByText(
        "Account creation is taking longer than usual... we'll email you once your account is ready.",
      ),
    ).toBeTruthy();

    const readsBefore = requests().filter((request) =>
      request.startsWith('GET /api/v1/onboarding/requests/status'),
    ).length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry Now' }));
    expect(await screen.findByText('Creating your account…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const readsAfter = requests().filter((request) =>
      request.startsWith('GET /api/v1/onboarding/requests/status'),
    ).length;
    expect(readsAfter).toBeGreaterThan(readsBefore);
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(await screen.findByRole('button', { name: 'Retry Now' })).toBeTruthy();
    expect(creations).toBe(1);
    expect(callsWith('POST')).toHaveLength(1);
  });

  it("shows 'Oops! We could not create your account.' when the job failed", async () => {
    saveProgress();
    answer({
      'GET /api/v1/onboarding/countries': jsonResponse(200, countries),
      'GET /api/v1/onboarding/requests/status': status('failed'),
    });
    renderSetup();
    expect(await screen.findByText('Oops! We could not create your account.')).toBeTruthy();
    expect(callsWith('POST')).toEqual([]);
  });

  it('reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    answer({ 'GET /api/v1/onboarding/countries': jsonResponse(200, countries) });
    renderSetup();
    expect(await screen.findByRole('heading', { name: 'أعدّ مركزك التشخيصي' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ابدأ الآن' }));
    expect(await screen.findByText('الخطوة 1 من 4')).toBeTruthy();
    expect(screen.getByText('عرّفنا بنفسك')).toBeTruthy();
  });
});
