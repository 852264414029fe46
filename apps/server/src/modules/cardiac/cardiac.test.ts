import {
  type CardiacScoreAnswer,
  CardiacScoreRequest,
  type ClinicalVisitDetail,
  type ClinicalVisitList,
  CreateBill,
  CreateLabUser,
  CreateProfile,
  CreateReportFormat,
  CreateTest,
  type Patient,
  RegisterPatient,
} from '@lims/contract';
import {
  bmiOf,
  calendarDateIn,
  convertHeight,
  convertWeight,
  emptyClinicalInfoForm,
  framinghamRiskPercent,
} from '@lims/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clinicalVisits, patients } from '../../db/schema/index.js';
import { demoCardiacPatient, demoPatient } from '../../db/seed/demo-lab.js';
import { systemActor } from '../../http/actor.js';
import { errorBody } from '../../test/error-body.js';
import { type TestLab, testPassword } from '../../test/factories.js';
import {
  createTestContext,
  type TestClient,
  type TestContext,
  type TestUser,
  uniqueName,
} from '../../test/test-context.js';

const notFoundBody = errorBody('not_found', 'notFound', 'The requested item was not found.');

/**
 * A man of 55 as the desk fills the form: 175 cm, 80 kg (BMI 27, rounded up), 142/88 mmHg
 * untreated, a current smoker, no diabetes; the spec's defaults elsewhere (spec 000 §9).
 */
const demoLikeForm = (): CardiacScoreRequest =>
  CardiacScoreRequest.parse({
    ...emptyClinicalInfoForm({ Age: 55, gender: 'Male', Height: 175, Weight: 80 }),
    Waist: 96,
    HeartRatePerMinute: 78,
    BloodPressureSystolic: 142,
    BloodPressureDiastolic: 88,
    RateofRespirationPerMinute: 16,
    Smoke: 'Current Smoker',
    currentConditions: ['Hypertension'],
    parentHistory: ['Heart Disease'],
    saveOnly: false,
  });

/** What the model gives the same person, in percent to one decimal, as the answer shows it. */
const expectedScore =
  Math.round(
    framinghamRiskPercent({
      sex: 'Male',
      ageYears: 55,
      bmi: 27,
      systolicPressure: 142,
      treatedPressure: false,
      smoker: true,
      diabetes: false,
    }) * 10,
  ) / 10;

// Issue 9; spec 000 §3 'Cardiac prediction response', 'Clinical visit record'; §4 'Cardiac score form'; §5.
describe('cardiac risk scores and clinical visits (issue 9)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let reception: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    reception = await lab.user();
  });
  afterAll(() => ctx.close());

  const patientOf = (of: TestLab, gender: 'Male' | 'Female' = 'Male'): Promise<Patient> => {
    const [firstName, lastName] = uniqueName('Cardiac').split('-');
    return ctx.services.patients.register({
      actor: of.system,
      input: RegisterPatient.parse({ firstName, lastName, gender }),
    });
  };
  const scoresPath = (patient: Pick<Patient, 'id'>) => `/api/v1/patients/${patient.id}/cardiac-scores`;
  const visitsPath = (patient: Pick<Patient, 'id'>) => `/api/v1/patients/${patient.id}/clinical-visits`;
  const score = (client: TestClient, patient: Pick<Patient, 'id'>, body: unknown) =>
    client.post(scoresPath(patient), body);
  const storedVisits = (patientId: number) =>
    ctx.database.db.select().from(clinicalVisits).where(eq(clinicalVisits.patientId, patientId));
  const labToday = async (of: TestLab) =>
    calendarDateIn(new Date(), (await ctx.services.labs.getLab(of.labId)).timeZone);

  /** A catalogue test of the lab named `name`, with the report format billing asks for. */
  const catalogueTest = async (of: TestLab, name: string) => {
    const department = await of.department(uniqueName('Biochemistry'));
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('T'),
        name,
        departmentId: department.id,
        sampleTypeId: null,
        price: 50_000,
        targetTatMinutes: 120,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({
        testId: test.id,
        name: 'Default',
        isDefault: true,
        parameters: [{ index: 1, order: 1, name, unit: null, isNumeric: false }],
      }),
    });
    return test;
  };
  const bill = (of: TestLab, patient: Patient, testIds: number[]) =>
    ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({ patientId: patient.id, lines: testIds.map((id) => ({ kind: 'test', id })) }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });

  it("scores a filled form with the Framingham model, keeps the visit on the lab's day, and audits it", async () => {
    const patient = await patientOf(lab);
    const response = await score(reception, patient, demoLikeForm());
    expect(response.statusCode).toBe(201);
    const answer = response.json<CardiacScoreAnswer>();
    const today = await labToday(lab);
    expect(answer.Data).toEqual([{ DateOfVisit: today }]);
    expect(answer.Prediction?.HeartRisk.Score).toBe(expectedScore);
    // spec: above 10 Critical; this person is well above it.
    expect(expectedScore).toBeGreaterThan(10);
    expect(answer.Prediction?.HeartRisk.Band).toBe('Critical');
    expect(answer.Prediction?.HeartRisk.TopRiskContributors.map((contributor) => contributor.factor)).toEqual(
      expect.arrayContaining(['smoking', 'systolicPressure', 'bmi']),
    );
    expect(answer.Prediction?.HeartRisk.TopRiskContributors.map((contributor) => contributor.factor)).not.toContain(
      'diabetes',
    );
    expect(answer.visit).toMatchObject({
      DateOfVisit: today,
      type: 'score',
      score: expectedScore,
      band: 'Critical',
      recordedBy: reception.name,
      provider: 'framingham-2008-bmi',
      flags: { Tobacco: 'Yes', Hypertension: 'Yes', DiabetesMellitus: 'No', FamilyHistoryofHeartDisease: 'Yes' },
      Prediction: answer.Prediction,
    });
    const { saveOnly: _saveOnly, ...form } = demoLikeForm();
    expect(answer.visit.form).toEqual(form);
    expect(await storedVisits(patient.id)).toEqual([
      expect.objectContaining({
        id: answer.visit.id,
        labId: lab.labId,
        visitDate: today,
        type: 'score',
        score: expectedScore,
        provider: 'framingham-2008-bmi',
        createdBy: reception.id,
      }),
    ]);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'clinical_visit'), eq(auditLog.entityId, String(answer.visit.id))));
    expect(audited).toEqual([expect.objectContaining({ action: 'clinical_visit.create', labId: lab.labId })]);
  });

  it('gives the same score for the same person measured in feet and pounds (spec 000 §9 conversions)', async () => {
    const patient = await patientOf(lab);
    const height = convertHeight(175, 'Cm', 'Feet');
    const weight = convertWeight(80, 'Kg', 'Pound');
    const imperial = {
      ...demoLikeForm(),
      Height: height,
      HeightUnit: 'Feet',
      Weight: weight,
      WeightUnit: 'Pound',
      BMI: bmiOf(height, 'Feet', weight, 'Pound'),
    } as const;
    expect(imperial.BMI).toBe(27);
    const response = await score(reception, patient, imperial);
    expect(response.statusCode).toBe(201);
    const answer = response.json<CardiacScoreAnswer>();
    expect(answer.Prediction?.HeartRisk.Score).toBe(expectedScore);
    expect(answer.visit.form).toMatchObject({
      Height: height,
      HeightUnit: 'Feet',
      Weight: weight,
      WeightUnit: 'Pound',
    });
  });

  it('saves the form without a score when saveOnly is true, even for an age the model does not cover', async () => {
    const patient = await patientOf(lab);
    const response = await score(reception, patient, { ...demoLikeForm(), Age: 12, saveOnly: true });
    expect(response.statusCode).toBe(201);
    const answer = response.json<CardiacScoreAnswer>();
    expect(answer).toMatchObject({
      Data: [{ DateOfVisit: await labToday(lab) }],
      Prediction: null,
      visit: { type: 'clinicalInfo', score: null, band: null, Prediction: null, provider: null },
    });
    expect(await storedVisits(patient.id)).toEqual([
      expect.objectContaining({ type: 'clinicalInfo', score: null, prediction: null, provider: null }),
    ]);
  });

  it('lists every visit newest first with who recorded it, and answers one in full', async () => {
    const patient = await patientOf(lab, 'Female');
    const admin = lab.admin;
    const first = (await score(reception, patient, { ...demoLikeForm(), gender: 'Female' })).json<CardiacScoreAnswer>();
    const second = (await score(admin, patient, { ...demoLikeForm(), saveOnly: true })).json<CardiacScoreAnswer>();
    const third = (
      await score(reception, patient, { ...demoLikeForm(), gender: 'Female', Smoke: 'No' })
    ).json<CardiacScoreAnswer>();
    const listed = await reception.get(visitsPath(patient));
    expect(listed.statusCode).toBe(200);
    const { items } = listed.json<ClinicalVisitList>();
    expect(items.map((visit) => visit.id)).toEqual([third.visit.id, second.visit.id, first.visit.id]);
    expect(items.map((visit) => [visit.type, visit.recordedBy])).toEqual([
      ['score', reception.name],
      ['clinicalInfo', admin.name],
      ['score', reception.name],
    ]);
    // Stopping smoking lowers the risk.
    expect(items[0]?.score).toBeLessThan(items[2]?.score ?? 0);
    expect(items[0]?.band).toBe(third.Prediction?.HeartRisk.Band);

    const detail = await reception.get(`${visitsPath(patient)}/${first.visit.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<ClinicalVisitDetail>()).toEqual(first.visit);
    expect(detail.json<ClinicalVisitDetail>().flags.Tobacco).toBe('Yes');
  });

  it.each([
    ['a weight of 0', { Weight: 0 }, 'cardiacWeightNotValid', 'Plase Enter Valid Weight', 'Weight'],
    ['text in Height', { Height: 'abc' }, 'cardiacHeightNotValid', 'Plase Enter Valid Height', 'Height'],
    [
      'a systolic pressure of 300',
      { BloodPressureSystolic: 300 },
      'cardiacDataOutOfRange',
      'Please Enter Data Within Range',
      'BloodPressureSystolic',
    ],
    ['a BMI that is not the one of the height and weight', { BMI: 31 }, 'cardiacCheckData', 'Please check Data', 'BMI'],
  ] as const)(
    'refuses %s with 400 and the field’s own message, storing nothing',
    async (_case, change, key, text, field) => {
      const patient = await patientOf(lab);
      const response = await score(reception, patient, { ...demoLikeForm(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'bad_request', messageKey: key, message: text, field });
      expect(await storedVisits(patient.id)).toEqual([]);
    },
  );

  it('refuses a form without a field, or saved without a score with a bad value, with 400', async () => {
    const patient = await patientOf(lab);
    const { Age: _age, ...withoutAge } = demoLikeForm();
    expect((await score(reception, patient, withoutAge)).statusCode).toBe(400);
    const saved = await score(reception, patient, { ...demoLikeForm(), Weight: 0, saveOnly: true });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error).toMatchObject({ messageKey: 'cardiacWeightNotValid', field: 'Weight' });
    expect(await storedVisits(patient.id)).toEqual([]);
  });

  it('answers an age outside 30-74, or no sex, with 422 and the model’s message, and stores nothing', async () => {
    const patient = await patientOf(lab);
    const child = await score(reception, patient, { ...demoLikeForm(), Age: 12 });
    expect(child.statusCode).toBe(422);
    expect(child.json()).toEqual(
      errorBody(
        'unprocessable',
        'cardiacAgeOutsideModel',
        'The cardiac risk score is calculated for ages 30 to 74 only. This patient is 12.',
        undefined,
        { age: 12 },
      ),
    );
    const noSex = await score(reception, patient, { ...demoLikeForm(), gender: null });
    expect(noSex.statusCode).toBe(422);
    expect(noSex.json().error.messageKey).toBe('cardiacSexRequired');
    expect(await storedVisits(patient.id)).toEqual([]);
  });

  it('refuses a referral user and a doctor with 403, and writes nothing', async () => {
    const patient = await patientOf(lab);
    const referral = await lab.user({ isReferral: true });
    const refused = await score(referral, patient, demoLikeForm());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.messageKey).toBe('notAuthorised');
    expect((await referral.get(visitsPath(patient))).statusCode).toBe(403);
    expect((await score(await lab.doctor(), patient, demoLikeForm())).statusCode).toBe(403);
    expect(await storedVisits(patient.id)).toEqual([]);
  });

  it("answers 404 for another lab's patient and for a visit of another patient or lab", async () => {
    const theirs = await patientOf(other);
    expect((await score(reception, theirs, demoLikeForm())).json()).toEqual(notFoundBody);
    expect((await reception.get(visitsPath(theirs))).json()).toEqual(notFoundBody);
    expect(await storedVisits(theirs.id)).toEqual([]);

    const theirVisit = (await score(other.admin, theirs, demoLikeForm())).json<CardiacScoreAnswer>().visit;
    const [ours, alsoOurs] = [await patientOf(lab), await patientOf(lab)];
    const ourVisit = (await score(reception, ours, demoLikeForm())).json<CardiacScoreAnswer>().visit;
    expect((await reception.get(`${visitsPath(alsoOurs)}/${ourVisit.id}`)).json()).toEqual(notFoundBody);
    expect((await reception.get(`${visitsPath(ours)}/${theirVisit.id}`)).json()).toEqual(notFoundBody);
    expect((await reception.get(`${visitsPath(theirs)}/${theirVisit.id}`)).statusCode).toBe(404);
  });

  it('keeps a collection centre to its own organisation’s patients', async () => {
    const clinic = await ctx.services.organisations.create({
      actor: lab.system,
      input: { name: uniqueName('Clinic'), login: null },
    });
    const username = uniqueName('centre');
    const input = CreateLabUser.parse({ username, password: testPassword, fullName: uniqueName('Centre') });
    await ctx.services.labUsers.create({
      actor: lab.system,
      input: { ...input, isCollectionCenter: 4, organisationId: clinic.id },
    });
    const centre = await ctx.signIn(username);
    const [firstName, lastName] = uniqueName('Own').split('-');
    const own = await ctx.services.patients.register({
      actor: lab.system,
      input: RegisterPatient.parse({ firstName, lastName, gender: 'Male', organisationId: clinic.id }),
    });
    const elsewhere = await patientOf(lab);
    expect((await score(centre, own, demoLikeForm())).statusCode).toBe(201);
    expect((await score(centre, elsewhere, demoLikeForm())).statusCode).toBe(404);
    expect((await centre.get(visitsPath(elsewhere))).statusCode).toBe(404);
  });

  it('keeps both visits when two users score the same patient at once', async () => {
    const patient = await patientOf(lab);
    const answers = await Promise.all([
      score(reception, patient, demoLikeForm()),
      score(lab.admin, patient, { ...demoLikeForm(), Smoke: 'No' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await storedVisits(patient.id)).toHaveLength(2);
  });

  it('recommends a lipid profile only when none was billed for the patient in the last year', async () => {
    const lipid = await catalogueTest(lab, uniqueName('Lipid Profile'));
    const creatinine = await catalogueTest(lab, uniqueName('Serum Creatinine'));
    const recommended = (answer: CardiacScoreAnswer) =>
      Object.fromEntries(
        (answer.Prediction?.MedicalProtocol.LabInvestigationRecommended ?? []).map(({ item, recommended }) => [
          item,
          recommended,
        ]),
      );

    const unbilled = await patientOf(lab);
    expect(recommended((await score(reception, unbilled, demoLikeForm())).json())).toMatchObject({
      lipidProfile: 'Yes',
      kidneyFunction: 'Yes',
    });

    const billed = await patientOf(lab);
    await bill(lab, billed, [lipid.id, creatinine.id]);
    expect(recommended((await score(reception, billed, demoLikeForm())).json())).toMatchObject({
      lipidProfile: 'No',
      kidneyFunction: 'No',
    });

    // A cancelled line is no test ordered.
    const cancelled = await patientOf(lab);
    const made = await bill(lab, cancelled, [lipid.id, creatinine.id]);
    const lipidLine = made.lines.find((line) => line.testId === lipid.id);
    if (!lipidLine) throw new Error('The bill has no lipid profile line.');
    await ctx.services.billLifecycle.cancelLine({
      actor: lab.system,
      id: made.id,
      lineId: lipidLine.id,
      input: { reason: 'Done elsewhere.', version: made.version },
    });
    expect(recommended((await score(reception, cancelled, demoLikeForm())).json())).toMatchObject({
      lipidProfile: 'Yes',
      kidneyFunction: 'No',
    });
  });

  it('answers the tests billed for a patient since a moment, with the tests of a profile, and none before', async () => {
    const [first, second] = [
      await catalogueTest(lab, uniqueName('HbA1c')),
      await catalogueTest(lab, uniqueName('Lipid')),
    ];
    const profile = await ctx.services.profiles.create({
      actor: lab.system,
      input: CreateProfile.parse({
        code: uniqueName('DIAB'),
        name: uniqueName('Diabetes care'),
        price: 90_000,
        testIds: [first.id, second.id],
      }),
    });
    const patient = await patientOf(lab);
    await ctx.services.bills.create({
      actor: lab.system,
      input: CreateBill.parse({ patientId: patient.id, lines: [{ kind: 'profile', id: profile.id }] }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const ordered = (since: Date) =>
      ctx.services.bills.testsOrderedSince({ labId: lab.labId, patientId: patient.id, since });
    expect((await ordered(new Date(Date.now() - 86_400_000))).sort()).toEqual(
      [profile.name, first.name, second.name].sort(),
    );
    expect(await ordered(new Date(Date.now() + 60_000))).toEqual([]);
    expect(
      await ctx.services.bills.testsOrderedSince({
        labId: other.labId,
        patientId: patient.id,
        since: new Date(0),
      }),
    ).toEqual([]);
  });

  it('seeds the demo lab with a followed-up patient scored months ago and lately, lower on treatment, and a saved form', async () => {
    const actor = systemActor(ctx.labId);
    const visitsOf = async (fullName: string) => {
      const [patient] = await ctx.database.db
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.labId, ctx.labId), eq(patients.fullName, fullName)));
      if (!patient) throw new Error(`No demo patient is named ${fullName}.`);
      return (await ctx.services.cardiac.list({ actor, patientId: patient.id })).items;
    };
    const followed = await visitsOf(demoCardiacPatient);
    expect(followed.map((visit) => [visit.type, visit.recordedBy])).toEqual([
      ['score', null],
      ['score', null],
    ]);
    const [latest, earlier] = followed as [ClinicalVisitList['items'][number], ClinicalVisitList['items'][number]];
    expect(latest.DateOfVisit > earlier.DateOfVisit).toBe(true);
    expect(Date.now() - Date.parse(earlier.createdAt)).toBeGreaterThan(120 * 86_400_000);
    expect(latest.score).toBeLessThan(earlier.score ?? 0);
    expect(await visitsOf(demoPatient.fullName)).toEqual([
      expect.objectContaining({ type: 'clinicalInfo', score: null, band: null }),
    ]);
  });
});
