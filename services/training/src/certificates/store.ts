import { maybeOne, type Queryable, sql } from '@platform/kernel/db';

export interface CertificateView {
  readonly valid: true;
  readonly learner_name: string;
  readonly course_title: string;
  readonly completion_date: string;
  readonly certificate_number: string;
}

/** Only what a certificate states: nothing else about the learner leaves through this public read. */
export function findCertificate(db: Queryable, certificateNumber: string) {
  return maybeOne<CertificateView>(
    db,
    sql`select true as valid, e.learner_name, c.title as course_title,
               to_char(e.completion_date, 'YYYY-MM-DD') as completion_date, e.certificate_number
        from training.enrollments e join training.courses c on c.id = e.course_id
        where e.certificate_number = ${certificateNumber} and e.status = 'completed'`,
  );
}
