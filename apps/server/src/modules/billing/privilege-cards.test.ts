import { type PrivilegeCard, type PrivilegeCardType, RegisterPatient } from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

const notAuthorised = errorBody('forbidden', 'notAuthorised', 'You are not authorised to do this.');
const notFound = errorBody('not_found', 'notFound', 'The requested item was not found.');
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);
const dayInMilliseconds = 86_400_000;

describe('privilege cards (spec 000 §6; §7 fetchPrivilegeCardDetails, saveUserCardRelation, assignExistingCardToUser)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  /** Privilege card access 2 (keeps the types), 1 (gives cards), 0 (the billing desk). */
  let manager: TestClient;
  let assigner: TestClient;
  let cashier: TestClient;
  let family: CardType;

  type CardType = PrivilegeCardType;

  const patientOf = async (of: TestLab) =>
    ctx.services.patients.register({
      actor: of.system,
      input: RegisterPatient.parse({ firstName: uniqueName('Card'), lastName: 'Holder', gender: 'Female' }),
    });

  const createType = async (body: Record<string, unknown>, client = manager): Promise<CardType> => {
    const response = await client.post('/api/v1/privilege-card-types', {
      name: uniqueName('Card'),
      discountBasisPoints: 1000,
      validityDays: 365,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  const assign = async (cardTypeId: number, holderPatientId: number, client = assigner): Promise<PrivilegeCard> => {
    const response = await client.post('/api/v1/privilege-cards', { cardTypeId, holderPatientId });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    [manager, assigner, cashier] = await Promise.all([
      lab.user({ privilegeCardAccess: 2 }),
      lab.user({ privilegeCardAccess: 1 }),
      lab.user(),
    ]);
    family = await createType({ name: 'Family Gold', discountBasisPoints: 1500, maxMembers: 3, price: 99900 });
  });
  afterAll(() => ctx.close());

  describe('card types', () => {
    it('level 2 adds and changes a type; the billing desk and level 1 read them; only level 2 writes', async () => {
      expect(family).toMatchObject({ name: 'Family Gold', discountBasisPoints: 1500, maxMembers: 3, price: 99900 });
      for (const client of [cashier, assigner]) {
        const response = await client.get('/api/v1/privilege-card-types');
        expect(response.statusCode).toBe(200);
        expect(response.json().items.map((item: CardType) => item.id)).toContain(family.id);
        const refused = await client.post('/api/v1/privilege-card-types', {
          name: 'X',
          discountBasisPoints: 1,
          validityDays: 1,
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(notAuthorised);
      }
      const renamed = await manager.patch(`/api/v1/privilege-card-types/${family.id}`, {
        name: 'Family Gold Plus',
        version: family.version,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Family Gold Plus', version: family.version + 1 });
      family = renamed.json();
      const stale = await manager.patch(`/api/v1/privilege-card-types/${family.id}`, { enabled: false, version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual(staleRecord);
    });

    it('a lab admin keeps types too; a taken name is refused; a zero discount is bad input', async () => {
      const taken = await lab.admin.post('/api/v1/privilege-card-types', {
        name: 'family gold plus',
        discountBasisPoints: 500,
        validityDays: 30,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual(
        errorBody('conflict', 'privilegeCardTypeNameTaken', 'A card type with this name already exists.', 'name'),
      );
      const zero = await lab.admin.post('/api/v1/privilege-card-types', {
        name: uniqueName('Zero'),
        discountBasisPoints: 0,
        validityDays: 30,
      });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().error.field).toBe('discountBasisPoints');
    });

    it("another lab's type is not found, and not listed", async () => {
      const theirs = await createType({}, other.admin);
      const response = await manager.patch(`/api/v1/privilege-card-types/${theirs.id}`, { enabled: false, version: 0 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
      const listed = (await manager.get('/api/v1/privilege-card-types?limit=100')).json().items;
      expect(listed.map((item: CardType) => item.id)).not.toContain(theirs.id);
    });

    it('a disabled type is left out of the list unless asked for, and sells no new card', async () => {
      const old = await createType({});
      const disabled = await manager.patch(`/api/v1/privilege-card-types/${old.id}`, { enabled: false, version: 0 });
      expect(disabled.json().enabled).toBe(false);
      const ids = async (query: string) =>
        (await cashier.get(`/api/v1/privilege-card-types${query}`)).json().items.map((item: CardType) => item.id);
      expect(await ids('?limit=100')).not.toContain(old.id);
      expect(await ids('?limit=100&includeDisabled=true')).toContain(old.id);
      const patient = await patientOf(lab);
      const refused = await assigner.post('/api/v1/privilege-cards', {
        cardTypeId: old.id,
        holderPatientId: patient.id,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(
        errorBody(
          'bad_request',
          'privilegeCardTypeDisabled',
          'This card type is disabled; no new cards of it are given.',
          'cardTypeId',
        ),
      );
    });
  });

  describe('cards', () => {
    it("gives a patient a card numbered by the lab's counter, from today for the type's days, with the holder as 'Self'", async () => {
      const patient = await patientOf(lab);
      const card = await assign(family.id, patient.id);
      expect(card).toMatchObject({
        cardType: { id: family.id, name: family.name, discountBasisPoints: 1500, maxMembers: 3 },
        holder: { id: patient.id, labPatientId: patient.labPatientId, fullName: patient.fullName },
        members: [{ patientId: patient.id, relation: 'Self', fullName: patient.fullName }],
        valid: true,
        enabled: true,
        version: 0,
      });
      expect(card.cardNumber).toMatch(/^\d+$/);
      expect(Date.parse(card.validUntil) - Date.parse(card.validFrom)).toBe(364 * dayInMilliseconds);
      const second = await assign(family.id, (await patientOf(lab)).id);
      expect(Number(second.cardNumber)).toBe(Number(card.cardNumber) + 1);
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'privilege_card'), eq(auditLog.entityId, String(card.id))));
      expect(audit.map((row) => row.action)).toEqual(['privilege_card.assign']);
    });

    it('keeps a typed number; a number taken by another card is refused', async () => {
      const typed = uniqueName('PC');
      const response = await assigner.post('/api/v1/privilege-cards', {
        cardTypeId: family.id,
        holderPatientId: (await patientOf(lab)).id,
        cardNumber: typed,
      });
      expect(response.json().cardNumber).toBe(typed);
      const again = await assigner.post('/api/v1/privilege-cards', {
        cardTypeId: family.id,
        holderPatientId: (await patientOf(lab)).id,
        cardNumber: typed,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(
        errorBody(
          'conflict',
          'privilegeCardNumberTaken',
          'Another privilege card already has this number.',
          'cardNumber',
        ),
      );
    });

    it('the billing desk without the privilege card permission reads cards but gives none', async () => {
      const patient = await patientOf(lab);
      const refused = await cashier.post('/api/v1/privilege-cards', {
        cardTypeId: family.id,
        holderPatientId: patient.id,
      });
      expect(refused.statusCode).toBe(403);
      const card = await assign(family.id, patient.id);
      expect((await cashier.get(`/api/v1/privilege-cards/${card.id}`)).json()).toEqual(card);
    });

    it("shares a card with relatives up to the type's members, then refuses; a member twice is refused", async () => {
      const [holder, spouse, son, daughter] = [
        await patientOf(lab),
        await patientOf(lab),
        await patientOf(lab),
        await patientOf(lab),
      ];
      let card = await assign(family.id, holder.id);
      const share = (patientId: number, relation: string, version = card.version) =>
        assigner.post(`/api/v1/privilege-cards/${card.id}/members`, { patientId, relation, version });
      const twice = await share(holder.id, 'Self');
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual(
        errorBody(
          'conflict',
          'privilegeCardMember',
          'This patient is already covered by this privilege card.',
          'patientId',
        ),
      );
      for (const [patient, relation] of [
        [spouse, 'Spouse'],
        [son, 'Son'],
      ] as const) {
        const response = await share(patient.id, relation);
        expect(response.statusCode, response.body).toBe(200);
        card = response.json();
      }
      expect(card.members.map((member) => [member.patientId, member.relation])).toEqual([
        [holder.id, 'Self'],
        [spouse.id, 'Spouse'],
        [son.id, 'Son'],
      ]);
      const full = await share(daughter.id, 'Daughter');
      expect(full.statusCode).toBe(400);
      expect(full.json()).toEqual(
        errorBody(
          'bad_request',
          'privilegeCardFull',
          'This privilege card is already shared with 3 people.',
          'patientId',
          {
            max: 3,
          },
        ),
      );
      const stale = await share(daughter.id, 'Daughter', 0);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual(staleRecord);
      // The relative's own card: the one that covers them today.
      const ofSpouse = await cashier.get(`/api/v1/patients/${spouse.id}/privilege-card`);
      expect(ofSpouse.json()).toEqual({ card });
    });

    it('two cashiers sharing the last place at once: one gets it', async () => {
      const type = await createType({ maxMembers: 2 });
      const card = await assign(type.id, (await patientOf(lab)).id);
      const [first, second] = await Promise.all([patientOf(lab), patientOf(lab)]);
      const answers = await Promise.all(
        [first, second].map((patient) =>
          assigner.post(`/api/v1/privilege-cards/${card.id}/members`, {
            patientId: patient.id,
            relation: 'Sibling',
            version: card.version,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await cashier.get(`/api/v1/privilege-cards/${card.id}`)).json().members).toHaveLength(2);
    });

    it("covers a bill made on the card's days only; a disabled card covers nothing", async () => {
      const type = await createType({ validityDays: 30, discountBasisPoints: 500 });
      const patient = await patientOf(lab);
      const card = await assign(type.id, patient.id);
      const covering = (at: Date) =>
        ctx.services.privilegeCards.coveringCard({ labId: lab.labId, patientId: patient.id, at });
      const covered = { id: card.id, cardNumber: card.cardNumber, typeName: type.name, discountBasisPoints: 500 };
      expect(await covering(new Date(card.validFrom))).toEqual(covered);
      expect(await covering(new Date(card.validUntil))).toEqual(covered);
      expect(await covering(new Date(Date.parse(card.validUntil) + dayInMilliseconds))).toBeNull();
      expect(await covering(new Date(Date.parse(card.validFrom) - dayInMilliseconds))).toBeNull();
      // Of two cards covering the patient, the larger discount.
      const better = await assign((await createType({ discountBasisPoints: 2000 })).id, patient.id);
      expect((await covering(new Date(card.validFrom)))?.id).toBe(better.id);
      const disabled = await assigner.patch(`/api/v1/privilege-cards/${better.id}`, { enabled: false, version: 0 });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json()).toMatchObject({ enabled: false, valid: false, version: 1 });
      expect((await covering(new Date(card.validFrom)))?.id).toBe(card.id);
    });

    it('lists the cards that cover a patient, searched by number', async () => {
      const patient = await patientOf(lab);
      const card = await assign(family.id, patient.id);
      const page = (await cashier.get(`/api/v1/privilege-cards?patientId=${patient.id}`)).json();
      expect(page.items).toEqual([card]);
      const searched = (await cashier.get(`/api/v1/privilege-cards?q=${card.cardNumber}&limit=100`)).json();
      expect(searched.items.map((item: PrivilegeCard) => item.id)).toContain(card.id);
    });

    it("another lab's cards, types and patients are not found", async () => {
      const theirPatient = await patientOf(other);
      const theirType = await createType({}, other.admin);
      const theirCard = await assign(theirType.id, theirPatient.id, other.admin);
      const ours = await assign(family.id, (await patientOf(lab)).id);
      const answers = await Promise.all([
        assigner.get(`/api/v1/privilege-cards/${theirCard.id}`),
        assigner.patch(`/api/v1/privilege-cards/${theirCard.id}`, { enabled: false, version: 0 }),
        assigner.post(`/api/v1/privilege-cards/${theirCard.id}/members`, {
          patientId: theirPatient.id,
          relation: 'Son',
          version: 0,
        }),
        assigner.post('/api/v1/privilege-cards', { cardTypeId: theirType.id, holderPatientId: theirPatient.id }),
        assigner.post('/api/v1/privilege-cards', { cardTypeId: theirType.id, holderPatientId: ours.holder.id }),
        assigner.post(`/api/v1/privilege-cards/${ours.id}/members`, {
          patientId: theirPatient.id,
          relation: 'Son',
          version: 0,
        }),
        assigner.get(`/api/v1/patients/${theirPatient.id}/privilege-card`),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(404);
        expect(answer.json()).toEqual(notFound);
      }
      const listed = (await assigner.get('/api/v1/privilege-cards?limit=100')).json().items;
      expect(listed.map((item: PrivilegeCard) => item.id)).not.toContain(theirCard.id);
    });

    it("an expired card is not the patient's card and takes no new member", async () => {
      const type = await createType({ validityDays: 1 });
      const patient = await patientOf(lab);
      const card = await assign(type.id, patient.id);
      ctx.clock.advance(2 * dayInMilliseconds);
      // Two days on, every session of the file has ended: people who sign in now.
      const [cashier, assigner] = [await lab.user(), await lab.user({ privilegeCardAccess: 1 })];
      const answer = await cashier.get(`/api/v1/patients/${patient.id}/privilege-card`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ card: null });
      const share = await assigner.post(`/api/v1/privilege-cards/${card.id}/members`, {
        patientId: (await patientOf(lab)).id,
        relation: 'Spouse',
        version: 0,
      });
      expect(share.statusCode).toBe(400);
      expect(share.json()).toEqual(
        errorBody('bad_request', 'privilegeCardExpired', 'This privilege card is not valid today.', 'cardId'),
      );
      expect((await cashier.get(`/api/v1/privilege-cards/${card.id}`)).json().valid).toBe(false);
    });
  });
});
