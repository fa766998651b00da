import { one, type Queryable, sql } from '@platform/kernel/db';
import { type InterestView, interestJson } from '../interests/store.js';

export interface Metrics {
  readonly total_courses: number;
  readonly published_courses: number;
  readonly total_interests: number;
  readonly total_enrollments: number;
  readonly total_enquiries: number;
  readonly recent_interests: (InterestView & { course_title: string })[];
}

/** One round trip. Deleted courses are not counted; published means visible in the catalogue. */
export function readMetrics(db: Queryable, recent: number): Promise<Metrics> {
  return one<Metrics>(
    db,
    sql`select
          (select count(*)::int from training.courses where status <> 'deleted') as total_courses,
          (select count(*)::int from training.courses where status = 'active' and is_published) as published_courses,
          (select count(*)::int from training.interests) as total_interests,
          (select count(*)::int from training.enrollments) as total_enrollments,
          (select count(*)::int from training.enquiries) as total_enquiries,
          coalesce((
            select json_agg((${interestJson('r')})::jsonb || jsonb_build_object('course_title', r.course_title)
                            order by r.created_at desc, r.id desc)
            from (select i.*, c.title as course_title
                  from training.interests i join training.courses c on c.id = i.course_id
                  order by i.created_at desc, i.id desc limit ${recent}) r
          ), '[]'::json) as recent_interests`,
  );
}
