import type { Patient } from '@lims/contract';
import { type ClinicalInfoForm, emptyClinicalInfoForm } from '@lims/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { patient, routeApi } from '../../patients/test-patients';
import { clinicalVisit, scoreAnswer } from '../test-cardiac';
import { ClinicalInfoModal } from './ClinicalInfoModal';

const { fetchMock, callsWith } = stubApi();
const scoreAddress = `/api/v1/patients/${patient.id}/cardiac-scores`;
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
const answer = scoreAnswer(clinicalVisit(7, '2025-06-10', 12.4));

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const answerWith = (response: () => Response | Promise<Response>) =>
  routeApi(fetchMock, [['POST', scoreAddress, response]]);

function openForm(props: { patient?: Patient; initialForm?: ClinicalInfoForm } = {}) {
  const onClose = vi.fn();
  const onScored = vi.fn();
  renderPage(
    <ClinicalInfoModal
      opened
      patient={props.patient ?? patient}
      initialForm={props.initialForm}
      onClose={onClose}
      onScored={onScored}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Clinical Info' });
  return { dialog, onClose, onScored };
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const unit = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

/** Types into a number field and leaves it, as a user does. */
function type(name: string, value: string) {
  fireEvent.change(box(name), { target: { value } });
  fireEvent.blur(box(name));
}

/** What the patient's record does not give: the heart's numbers. */
function fillHeartHealth() {
  type('Heart rate / minute', '72');
  type('Systolic blood pressure (mmHg)', '132');
  type('Diastolic blood pressure (mmHg)', '84');
  type('Respiration rate / minute', '16');
}

/** Opens one of the five lists and picks an option. */
function pick(list: string, option: string) {
  fireEvent.click(box(list));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** Mantine marks the options it will not take with this attribute. */
const isDisabledOption = (list: string, option: string) => {
  fireEvent.click(box(list));
  return screen.getByRole('option', { name: option }).getAttribute('data-combobox-disabled') === 'true';
};

const sentBodies = () => callsWith('POST').map(([, init]) => JSON.parse(String(init?.body)));

// spec 000 §2 'Clinical Info form'; §3 'Cardiac score form fields'; §9 'Cardiac form defaults'.
describe('Clinical Info: the form as it opens', () => {
  it("has the five sections, the patient's age, sex, height and weight, their BMI and the spec's defaults", () => {
    const { dialog } = openForm();
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(expect.arrayContaining(['Physical', 'Heart Health', 'Psychological', 'Lifestyle', 'Medical History']));
    expect(box('Age (years)').value).toBe('34');
    expect(box('Gender').value).toBe('Male');
    expect(box('Height').value).toBe('172');
    expect(box('Weight').value).toBe('70');
    // 70 / 1.72² = 23.66, rounded up (spec 000 §9).
    expect(box('BMI').value).toBe('24');
    expect(box('BMI').readOnly).toBe(true);
    expect([unit('Height unit').value, unit('Weight unit').value, unit('Waist unit').value]).toEqual([
      'Cm',
      'Kg',
      'Cm',
    ]);
    expect(box('Diet').value).toBe('Mix');
    expect(box('Alcohol').value).toBe('No');
    expect(box('Smoking').value).toBe('No');
    expect(box('Work activity').value).toBe('Light Work');
    expect(box('Sleep').value).toBe('<5 hours');
    expect(box('Physical activity').value).toBe('Sedentary');
    expect(box('Pulse rhythm').value).toBe('Regularly Regular');
    expect(box('Psychological stress').value).toBe('No');
  });

  it("shows the spec's placeholder ranges (spec 000 §5)", () => {
    openForm();
    expect(box('BMI').placeholder).toBe('15-60');
    expect(box('Heart rate / minute').placeholder).toBe('20-400');
    expect(box('Systolic blood pressure (mmHg)').placeholder).toBe('80-250');
    expect(box('Diastolic blood pressure (mmHg)').placeholder).toBe('40-150');
    expect(box('Respiration rate / minute').placeholder).toBe('0-50');
  });

  it('takes the age from the age in days when the record keeps it in months, and no sex for Other', () => {
    openForm({ patient: { ...patient, gender: 'Other', age: 8, ageUnit: 'Months', ageInDays: 365 * 40 + 100 } });
    expect(box('Age (years)').value).toBe('40');
    expect(box('Gender').value).toBe('');
  });

  it("opens on the latest visit's form rather than the patient's record", () => {
    openForm({
      initialForm: {
        ...emptyClinicalInfoForm({ Age: 61, gender: 'Female', Height: 5.2, Weight: 150 }),
        HeightUnit: 'Feet',
        WeightUnit: 'Pound',
        BMI: 28,
        Diet: 'Vegan',
      },
    });
    expect(box('Age (years)').value).toBe('61');
    expect(box('Gender').value).toBe('Female');
    expect(box('Height').value).toBe('5.2');
    expect(unit('Height unit').value).toBe('Feet');
    expect(box('Diet').value).toBe('Vegan');
  });

  it('shows the option texts in the user\'s language and sends the English ones ("stored values are English")', async () => {
    await i18n.changeLanguage('es');
    answerWith(() => jsonResponse(201, answer));
    renderPage(<ClinicalInfoModal opened patient={patient} onClose={vi.fn()} onScored={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Información clínica' })).toBeTruthy();
    expect(box('Dieta').value).toBe('Mixta');
    type('Frecuencia cardíaca / minuto', '72');
    type('Presión arterial sistólica (mmHg)', '132');
    type('Presión arterial diastólica (mmHg)', '84');
    type('Frecuencia respiratoria / minuto', '16');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({ Diet: 'Mix', SleepingHrs: '<5 hours', Rhythm: 'Regularly Regular' });
  });
});

// spec 000 §4 'Cardiac score form'; §9 unit conversions and BMI.
describe('Clinical Info: what changes as the user fills it', () => {
  it('converts the typed height when its unit changes: 5.5 Feet is 167.64 Cm, and back', () => {
    openForm();
    fireEvent.change(unit('Height unit'), { target: { value: 'Feet' } });
    // 172 cm x 0.032808
    expect(box('Height').value).toBe('5.64');
    type('Height', '5.5');
    fireEvent.change(unit('Height unit'), { target: { value: 'Cm' } });
    expect(box('Height').value).toBe('167.64');
    fireEvent.change(unit('Height unit'), { target: { value: 'Feet' } });
    expect(box('Height').value).toBe('5.5');
  });

  it('converts weight to pounds (x 2.205) and waist to inches (2.54 cm each)', () => {
    openForm();
    fireEvent.change(unit('Weight unit'), { target: { value: 'Pound' } });
    expect(box('Weight').value).toBe('154.35');
    type('Waist', '90');
    fireEvent.change(unit('Waist unit'), { target: { value: 'Inch' } });
    expect(box('Waist').value).toBe('35.43');
  });

  it('computes BMI again from height and weight, in whichever units', () => {
    openForm();
    type('Weight', '90');
    // 90 / 1.72² = 30.42, rounded up
    expect(box('BMI').value).toBe('31');
    fireEvent.change(unit('Weight unit'), { target: { value: 'Pound' } });
    expect(box('BMI').value).toBe('31');
    type('Height', '');
    expect(box('BMI').value).toBe('');
  });

  it('clears and disables the other options when None is picked, and disables None once another is picked', () => {
    openForm();
    pick('Current conditions', 'Hypertension');
    expect(isDisabledOption('Current conditions', 'None')).toBe(true);
    pick('Past conditions', 'None');
    expect(isDisabledOption('Past conditions', 'Stroke')).toBe(true);
    expect(isDisabledOption('Past conditions', 'Heart Attack')).toBe(true);
  });

  it('keeps diabetes controlled and not controlled apart, and reads the risk facts from the lists', () => {
    openForm();
    const fact = (label: string) => screen.getByText(label).parentElement?.textContent;
    expect(fact('Diabetes mellitus')).toBe('Diabetes mellitusNo');
    pick('Current conditions', 'Diabetes - Controlled');
    expect(isDisabledOption('Current conditions', 'Diabetes - Not Controlled')).toBe(true);
    expect(isDisabledOption('Current conditions', 'Hypertension')).toBe(false);
    expect(fact('Diabetes mellitus')).toBe('Diabetes mellitusYes');
    pick('Current medications', 'Antihypertensive');
    expect(fact('Hypertension')).toBe('HypertensionYes');
    expect(fact('Tobacco')).toBe('TobaccoNo');
  });
});

// spec 000 §5 'Cardiac score form' messages; §8 'Please check Data.'
describe('Clinical Info: its messages', () => {
  it("says 'Plase Enter Valid Height' under a height left empty, and nothing under fields not yet visited", () => {
    openForm();
    type('Height', '');
    expect(screen.getByText('Plase Enter Valid Height')).toBeTruthy();
    expect(screen.queryByText('Plase Enter Valid HeartRate / Minute')).toBeNull();
  });

  it("says 'Please Enter Data Within Range' for a heart rate of 500", () => {
    openForm();
    type('Heart rate / minute', '500');
    expect(screen.getByText('Please Enter Data Within Range')).toBeTruthy();
  });

  it("answers Save on an incomplete form with 'Please check Data.', the messages of every field, and sends nothing", async () => {
    answerWith(() => jsonResponse(201, answer));
    openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('Please check Data.'));
    expect(screen.getByText('Plase Enter Valid HeartRate / Minute')).toBeTruthy();
    expect(screen.getAllByText('Please check Data')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Get Score' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

// spec 000 §4 "Save runs the score call in save-only mode and then closes; Get Score shows the result view".
describe('Clinical Info: Save and Get Score', () => {
  it("saves without a score, says 'Clinical info saved.' and closes", async () => {
    answerWith(() => jsonResponse(201, { ...answer, Prediction: null }));
    const { onClose, onScored } = openForm();
    fillHeartHealth();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies()).toEqual([
      expect.objectContaining({
        saveOnly: true,
        Age: 34,
        gender: 'Male',
        Height: 172,
        HeightUnit: 'Cm',
        Weight: 70,
        BMI: 24,
        HeartRatePerMinute: 72,
        BloodPressureSystolic: 132,
        BloodPressureDiastolic: 84,
        RateofRespirationPerMinute: 16,
        currentConditions: [],
      }),
    ]);
    expect(toasts()).toContain('Clinical info saved.');
    expect(onScored).not.toHaveBeenCalled();
  });

  it('scores the form and hands the answer on for the result view', async () => {
    answerWith(() => jsonResponse(201, answer));
    const { onClose, onScored } = openForm();
    fillHeartHealth();
    fireEvent.change(unit('Height unit'), { target: { value: 'Feet' } });
    pick('Current conditions', 'Diabetes - Not Controlled');
    fireEvent.click(screen.getByRole('button', { name: 'Get Score' }));
    await waitFor(() => expect(onScored).toHaveBeenCalledWith(answer));
    expect(sentBodies()[0]).toMatchObject({
      saveOnly: false,
      Height: 5.64,
      HeightUnit: 'Feet',
      BMI: 24,
      currentConditions: ['Diabetes - Not Controlled'],
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps both buttons from sending twice while the answer is awaited', async () => {
    let reply: (response: Response) => void = () => {};
    answerWith(() => new Promise<Response>((resolve) => (reply = resolve)));
    openForm();
    fillHeartHealth();
    fireEvent.click(screen.getByRole('button', { name: 'Get Score' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('button', { name: 'Get Score' }).hasAttribute('disabled')).toBe(true);
    reply(jsonResponse(201, answer));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    expect(callsWith('POST')).toHaveLength(1);
  });

  it("shows the model's refusal as an error toast: an age of 12 (spec 000 §8 'a non-200 score code')", async () => {
    answerWith(() =>
      jsonResponse(422, {
        error: {
          code: 'unprocessable',
          messageKey: 'cardiacAgeOutsideModel',
          message: 'The cardiac risk score is calculated for ages 30 to 74 only. This patient is 12.',
          params: { age: 12 },
        },
      }),
    );
    const { onScored } = openForm();
    type('Age (years)', '12');
    fillHeartHealth();
    fireEvent.click(screen.getByRole('button', { name: 'Get Score' }));
    await waitFor(() =>
      expect(toasts()).toContain('The cardiac risk score is calculated for ages 30 to 74 only. This patient is 12.'),
    );
    expect(vi.mocked(notifications.show).mock.calls.at(-1)?.[0].color).toBe('red');
    expect(onScored).not.toHaveBeenCalled();
  });

  it('puts a field the server refused under that field, until it is changed', async () => {
    answerWith(() =>
      jsonResponse(400, {
        error: {
          code: 'bad_request',
          messageKey: 'cardiacWeightNotValid',
          message: 'Plase Enter Valid Weight',
          fields: [{ field: 'Weight', messageKey: 'cardiacWeightNotValid', message: 'Plase Enter Valid Weight' }],
        },
      }),
    );
    openForm();
    fillHeartHealth();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plase Enter Valid Weight')).toBeTruthy();
    expect(toasts()).toContain('Please check Data.');
    type('Weight', '71');
    expect(screen.queryByText('Plase Enter Valid Weight')).toBeNull();
  });
});
