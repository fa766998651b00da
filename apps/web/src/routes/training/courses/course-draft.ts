import type { Course } from '../training';

/** The course form's fields as typed: strings, so that a refused form shows what was entered. */
export interface CourseDraft {
  title: string;
  slug: string;
  description: string;
  delivery_mode: string;
  duration_days: string;
  category_ids: string[];
  city_ids: string[];
  association_ids: string[];
  schedule: { start_date: string; end_date: string; city_id: string; seats: string }[];
}

export const EMPTY_DRAFT: CourseDraft = {
  title: '',
  slug: '',
  description: '',
  delivery_mode: '',
  duration_days: '1',
  category_ids: [],
  city_ids: [],
  association_ids: [],
  schedule: [],
};

export function draftOf(course: Course): CourseDraft {
  return {
    title: course.title,
    slug: course.slug,
    description: course.description,
    delivery_mode: course.delivery_mode ?? '',
    duration_days: String(course.duration_days),
    category_ids: course.categories.map((item) => item.id),
    city_ids: course.cities.map((item) => item.id),
    association_ids: course.associations.map((item) => item.id),
    schedule: course.schedule.map((entry) => ({
      start_date: entry.start_date,
      end_date: entry.end_date,
      city_id: entry.city?.id ?? '',
      seats: String(entry.seats),
    })),
  };
}
