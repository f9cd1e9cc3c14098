import { withCompany, type Db } from '../../db/database.ts';

export type AuditEventName =
  | 'sign_in.password_failed'
  | 'sign_in.code_sent'
  | 'sign_in.code_mail_withheld'
  | 'sign_in.code_failed'
  | 'sign_in.succeeded'
  | 'sign_in.refused'
  | 'throttle.locked'
  | 'throttle.refused'
  | 'sign_up.requested'
  | 'sign_up.confirmed'
  | 'password.set'
  | 'password.recovery_requested'
  | 'password.recovered'
  | 'password.recovery_failed'
  | 'session.logout'
  | 'company.created'
  | 'company.updated'
  | 'user.invited'
  | 'user.reinvited'
  | 'user.invitation_accepted'
  | 'user.role_changed'
  | 'user.activated'
  | 'user.deactivated'
  | 'user.deleted'
  | 'user.owner_changed'
  | 'user.confirmed_by_admin';

export interface AuditEvent {
  event: AuditEventName;
  companyId?: number | null;
  actorUserId?: number | null;
  subjectUserId?: number | null;
  email?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Appends a security event to audit_events (a tenant row when it belongs to a company). */
export async function audit(db: Db, event: AuditEvent): Promise<void> {
  const values = {
    event: event.event,
    companyId: event.companyId ?? null,
    actorUserId: event.actorUserId ?? null,
    subjectUserId: event.subjectUserId ?? null,
    email: event.email ?? null,
    ip: event.ip ?? null,
    details: JSON.stringify(event.details ?? {}),
  };
  if (values.companyId) await withCompany(db, values.companyId, (trx) => trx.insertInto('auditEvents').values(values).execute());
  else await db.insertInto('auditEvents').values(values).execute();
}
