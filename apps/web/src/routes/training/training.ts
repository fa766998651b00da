/**
 * The training records as the administration shows them: types derived from the service's
 * OpenAPI document (never copied by hand), and the state machines of its README, so a page
 * offers only the moves the service would accept.
 */
import type { paths } from '$api/training';
import type { Move } from '$lib/components/admin/status';

export { statusLabel } from '$lib/components/admin/status';
export type { Move };

type Ok<T> = T extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;
type Row<T> = Ok<T> extends { data: (infer R)[] } ? R : never;

export type Course = Ok<paths['/api/v1/courses/{id}']['get']>['data'];
export type CourseBody = paths['/api/v1/courses']['post']['requestBody']['content']['application/json'];
export type Taxonomies = Ok<paths['/api/v1/taxonomies']['get']>['data'];
export type TaxonomyItem = Taxonomies['categories'][number];
export type TaxonomyType =
  paths['/api/v1/taxonomies']['post']['requestBody']['content']['application/json']['type'];
export type Interest = Row<paths['/api/v1/interests']['get']>;
export type Enrollment = Row<paths['/api/v1/enrollments']['get']>;
export type Enquiry = Row<paths['/api/v1/enquiries']['get']>;
export type TrainingPlan = Row<paths['/api/v1/training-plan']['get']>;
export type AuditEntry = Row<paths['/api/v1/audit-logs']['get']>;
export type Metrics = Ok<paths['/api/v1/metrics']['get']>['data'];

export type InterestStatus = Interest['status'];
export type EnrollmentStatus = Enrollment['status'];
export type EnquiryStatus = Enquiry['status'];

/** `converted` is reached only by creating an enrollment from a contacted interest. */
export const INTEREST_MOVES: Record<InterestStatus, Move<InterestStatus>[]> = {
  new: [
    { to: 'contacted', label: 'Mark contacted', tone: 'primary' },
    { to: 'closed', label: 'Close', tone: 'secondary' },
  ],
  contacted: [{ to: 'closed', label: 'Close', tone: 'secondary' }],
  converted: [],
  closed: [],
};

export const ENROLLMENT_MOVES: Record<EnrollmentStatus, Move<EnrollmentStatus>[]> = {
  pending: [
    { to: 'confirmed', label: 'Confirm', tone: 'primary' },
    { to: 'cancelled', label: 'Cancel', tone: 'danger' },
  ],
  confirmed: [
    { to: 'completed', label: 'Complete and certify', tone: 'primary' },
    { to: 'cancelled', label: 'Cancel', tone: 'danger' },
  ],
  completed: [],
  cancelled: [],
};

export const ENQUIRY_MOVES: Record<EnquiryStatus, Move<EnquiryStatus>[]> = {
  new: [
    { to: 'in_progress', label: 'Pick up', tone: 'primary' },
    { to: 'closed', label: 'Close', tone: 'secondary' },
  ],
  in_progress: [{ to: 'resolved', label: 'Resolve', tone: 'primary' }],
  resolved: [{ to: 'closed', label: 'Close', tone: 'secondary' }],
  closed: [],
};

export const INTEREST_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export const ENROLLMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;

/**
 * A course's lifecycle as the service's state table names it: `draft` is an active course that
 * is not published, `active` one in the public catalogue.
 */
export type CourseState = 'draft' | 'active' | 'archived' | 'deleted';

export function courseState(course: Pick<Course, 'status' | 'is_published'>): CourseState {
  if (course.status === 'active') return course.is_published ? 'active' : 'draft';
  return course.status;
}

/** What may happen to a course in each state (README: the state table). */
export const COURSE_ACTIONS: Record<CourseState, ('publish' | 'archive' | 'reactivate' | 'delete')[]> = {
  draft: ['publish', 'delete'],
  active: ['archive', 'delete'],
  archived: ['reactivate'],
  deleted: [],
};

export const TAXONOMY_GROUPS: { key: keyof Taxonomies; type: TaxonomyType; label: string; one: string }[] = [
  { key: 'categories', type: 'category', label: 'Categories', one: 'category' },
  { key: 'cities', type: 'city', label: 'Cities', one: 'city' },
  { key: 'associations', type: 'association', label: 'Associations', one: 'association' },
  { key: 'delivery_modes', type: 'delivery_mode', label: 'Delivery modes', one: 'delivery mode' },
];

/** A slug suggested from a title: lower case, ASCII letters and digits joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
