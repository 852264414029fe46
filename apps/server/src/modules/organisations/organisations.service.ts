import { type LookupQuery, lookupLimit, type OrganisationLookup } from '@lims/contract';
import { isCollectionCentreUser, type OrganisationRegistrationRules } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import type { AccountsService, NewLogin } from '../auth/accounts.service.js';
import type { LabUsersService } from '../settings/lab-users.service.js';
import {
  findOrganisation,
  insertOrganisation,
  lookupOrganisations,
  type OrganisationRow,
} from './organisations.queries.js';

export interface NewOrganisation {
  name: string;
  /** The organisation's own login, when it has one (spec 002 §6). */
  login: NewLogin | null;
}

export function createOrganisationsService({
  db,
  accounts,
  labUsers,
}: Pick<ServiceDeps, 'db'> & { accounts: AccountsService; labUsers: Pick<LabUsersService, 'principal'> }) {
  return {
    /**
     * Enabled organisations of the lab by name, with the rules they set for their patients: the
     * registration form's type-ahead (spec 000 §9 'organisation search 500 ms'). A collection
     * centre finds its own organisation only (spec 000 §6).
     */
    async lookup({ actor, query }: { actor: LabActor; query: LookupQuery }): Promise<OrganisationLookup> {
      requirePermission(actor, 'patients.register');
      let onlyId: number | undefined;
      if (isCollectionCentreUser(actor.isCollectionCenter)) {
        onlyId = (await labUsers.principal(actor.labId, actor.principalId))?.organisationId ?? undefined;
        if (onlyId === undefined) return { items: [] };
      }
      const rows = await lookupOrganisations(db, {
        labId: actor.labId,
        text: query.q,
        limit: lookupLimit,
        ...(onlyId === undefined ? {} : { onlyId }),
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          mandatoryPatientFields: row.mandatoryPatientFields,
          patientContactMandatory: row.patientContactMandatory,
        })),
      };
    },

    principal: (labId: number, id: number) => findOrganisation(db, labId, id),

    /**
     * What an enabled organisation of the lab asks of its patients' registration (spec 000 §5,
     * §6), or undefined when the lab has no such organisation.
     */
    async registrationRules(labId: number, id: number): Promise<OrganisationRegistrationRules | undefined> {
      const organisation = await findOrganisation(db, labId, id);
      return organisation?.enabled
        ? {
            mandatoryPatientFields: organisation.mandatoryPatientFields,
            patientContactMandatory: organisation.patientContactMandatory,
          }
        : undefined;
    },

    /** Adds a client organisation of the lab, with its login when it has one. */
    async create({ actor, input }: { actor: LabActor; input: NewOrganisation }): Promise<OrganisationRow> {
      requirePermission(actor, 'organisations.manage');
      const login = input.login && (await accounts.prepareLogin('organisation', input.login));
      return db.transaction(async (tx) => {
        const organisation = await insertOrganisation(tx, { labId: actor.labId, name: input.name });
        if (login) {
          await accounts.create({ ...login, kind: 'organisation', labId: actor.labId, principalId: organisation.id });
        }
        await audit(tx, actor, {
          action: 'organisation.create',
          entityType: 'organisation',
          entityId: organisation.id,
          after: { ...organisation, username: login?.username ?? null },
        });
        return organisation;
      });
    },
  };
}
export type OrganisationsService = ReturnType<typeof createOrganisationsService>;
