import type { SellerApplicationData } from '@ownless/shared';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { MailService } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail.templates';
import { auditLog } from '../operator/audit';
import { toCurrentUser } from '../users/users.presenter';
import type { UsersService } from '../users/users.service';
import { type SellerApplicationRow, sellersRepository } from './sellers.repository';

export const toApplicationView = (row: SellerApplicationRow) => ({
  id: row.id,
  legal_name: row.legalName,
  business_name: row.businessName,
  phone: row.phone,
  address_line: row.addressLine,
  city: row.city,
  state: row.state,
  postal_code: row.postalCode,
  date_of_birth: String(row.dateOfBirth).slice(0, 10),
  bio: row.bio,
  status: row.status as 'Pending' | 'Approved' | 'Rejected',
  decision_note: row.decisionNote,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

/**
 * Becoming an owner (docs/decisions/0005-listings-and-owners.md): an application sets
 * sellerStatus Pending; SELLER_APPROVAL=auto approves at once, manual waits for an admin.
 */
/**
 * Erases an account's owner applications inside the caller's transaction (decision 0022):
 * they hold the legal name, address and date of birth, which nothing needs once the
 * account is deleted.
 */
export const forgetApplicantIn = (tx: Executor, userId: number) =>
  sellersRepository(tx).deleteFor(userId);

export function sellersService(deps: {
  db: Database;
  config: Config;
  mail: MailService;
  users: UsersService;
}) {
  const { db, config, mail, users } = deps;
  const repo = sellersRepository(db);

  async function decide(
    applicationId: number,
    approved: boolean,
    actorId: number | null,
    note?: string | null,
  ) {
    const result = await db.transaction(async (tx) => {
      const txRepo = sellersRepository(tx);
      const application = await txRepo.findForUpdate(applicationId);
      if (!application) throw notFound(/*i18n*/ 'That application does not exist.');
      if (application.status !== 'Pending')
        throw conflict(
          application.status === 'Approved'
            ? /*i18n*/ 'That application was already approved.'
            : /*i18n*/ 'That application was already rejected.',
        );
      const updated = await txRepo.update(application.id, {
        status: approved ? 'Approved' : 'Rejected',
        decidedById: actorId,
        decidedAt: new Date(),
        decisionNote: note ?? null,
      });
      if (actorId !== null) {
        await auditLog(tx).record({
          actorId,
          action: approved ? 'seller_application.approve' : 'seller_application.reject',
          subjectType: 'seller_application',
          subjectId: application.id,
          subjectLabel: application.legalName,
          reason: note ?? null,
          before: { status: application.status },
          after: { status: updated.status },
        });
      }
      return updated;
    });
    const user = await users.load(result.userId);
    const roles = approved
      ? [...new Set([...user.roles, 'seller'])]
      : user.roles.filter((r) => r !== 'seller');
    const updatedUser = await users.update(user.id, {
      sellerStatus: result.status,
      roles,
      businessName: approved ? result.businessName : user.businessName,
      phone: user.phone ?? result.phone,
    });
    await mail.send(
      mailTemplates.sellerApplicationDecided(
        user.email,
        user.firstName,
        approved,
        `${config.appUrl}${approved ? '/admin/payment-method' : '/admin/seller-information'}`,
        note,
      ),
    );
    return { application: toApplicationView(result), user: toCurrentUser(updatedUser) };
  }

  return {
    async current(userId: number) {
      const [user, application] = await Promise.all([users.load(userId), repo.latestFor(userId)]);
      return {
        sellerStatus: user.sellerStatus,
        application: application ? toApplicationView(application) : null,
      };
    },

    async apply(userId: number, input: SellerApplicationData) {
      const user = await users.load(userId);
      if (user.sellerStatus === 'Approved')
        throw conflict(/*i18n*/ 'You are already an approved owner.');
      const existing = await repo.latestFor(userId);
      const values = {
        legalName: input.legal_name,
        businessName: input.business_name || null,
        phone: input.phone,
        addressLine: input.address_line,
        city: input.city,
        state: input.state,
        postalCode: input.postal_code,
        dateOfBirth: input.date_of_birth,
        bio: input.bio || null,
      };
      // A pending application is edited in place; a rejected one is followed by a new one.
      const application =
        existing && existing.status === 'Pending'
          ? await repo.update(existing.id, values)
          : await repo.insert({ ...values, userId, status: 'Pending' });
      await users.update(userId, { sellerStatus: 'Pending' });
      if (config.sellerApproval === 'auto') {
        return decide(application.id, true, null);
      }
      if (!existing || existing.status !== 'Pending') {
        await mail.send(mailTemplates.sellerApplicationReceived(user.email, user.firstName));
      }
      return {
        application: toApplicationView(application),
        user: toCurrentUser(await users.load(userId)),
      };
    },

    async list(actorId: number, status?: string) {
      await users.assertAdmin(actorId);
      const rows = await repo.list(status);
      const applicants = await users.contactsOf(rows.map((r) => r.userId));
      return rows.flatMap((application) => {
        const applicant = applicants.get(application.userId);
        if (!applicant) return [];
        return [
          {
            ...toApplicationView(application),
            user: {
              id: application.userId,
              email: applicant.email,
              fullName: `${applicant.firstName} ${applicant.lastName}`,
            },
          },
        ];
      });
    },

    async decide(actorId: number, applicationId: number, approved: boolean, note?: string | null) {
      await users.assertAdmin(actorId);
      return decide(applicationId, approved, actorId, note);
    },
  };
}
export type SellersService = ReturnType<typeof sellersService>;
