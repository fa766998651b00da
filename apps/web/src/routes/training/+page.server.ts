import { required, trainingApi } from '$lib/server/api';
import type { PageServerLoad } from './$types';

/**
 * The dashboard's counts and recent interests, and nothing else of training's answer: a page's
 * data is written into it a second time for hydration (and hashed there for the CSP on every
 * render), and an interest also carries its person's address and phone, which the dashboard
 * does not show.
 */
export const load: PageServerLoad = async (event) => {
  const metrics = required(await trainingApi(event).GET('/api/v1/metrics')).data;
  return {
    counts: {
      courses: metrics.total_courses,
      published: metrics.published_courses,
      interests: metrics.total_interests,
      enrollments: metrics.total_enrollments,
      enquiries: metrics.total_enquiries,
    },
    recent: metrics.recent_interests.map((interest) => ({
      id: interest.id,
      course_id: interest.course_id,
      course_title: interest.course_title,
      name: interest.name,
      organisation: interest.organisation,
      status: interest.status,
      created_at: interest.created_at,
    })),
  };
};
