import { PageQuery, SLUG_PATTERN, Timestamp, Type, text, Uuid } from '@platform/kernel/http';
import { DateOnly } from '../shared/schemas.js';

export const CourseStatus = Type.Union([
  Type.Literal('active'),
  Type.Literal('archived'),
  Type.Literal('deleted'),
]);

const TaxonomyRef = Type.Object({ id: Uuid, name: Type.String(), slug: Type.String() });

const ScheduleEntry = Type.Object({
  id: Uuid,
  start_date: DateOnly,
  end_date: DateOnly,
  seats: Type.Integer(),
  city: Type.Union([TaxonomyRef, Type.Null()]),
});

export const Course = Type.Object({
  id: Uuid,
  title: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  delivery_mode: Type.Union([Type.String(), Type.Null()], { description: 'slug of a delivery_mode item' }),
  duration_days: Type.Integer(),
  is_published: Type.Boolean(),
  status: CourseStatus,
  deleted_at: Type.Union([Timestamp, Type.Null()]),
  created_at: Timestamp,
  updated_at: Timestamp,
  schedule: Type.Array(ScheduleEntry),
  categories: Type.Array(TaxonomyRef),
  cities: Type.Array(TaxonomyRef),
  associations: Type.Array(TaxonomyRef),
});

const Ids = Type.Array(Uuid, { maxItems: 100, uniqueItems: true, default: [] });

const ScheduleInput = Type.Object(
  {
    start_date: DateOnly,
    end_date: Type.Optional(
      Type.String({ format: 'date', description: 'default: start + duration - 1 day' }),
    ),
    city_id: Type.Optional(Type.Union([Uuid, Type.Null()])),
    seats: Type.Integer({ minimum: 0, maximum: 100000 }),
  },
  { additionalProperties: false },
);

export const CourseBody = Type.Object(
  {
    title: text(200),
    slug: Type.String({ pattern: SLUG_PATTERN, maxLength: 120 }),
    description: Type.Optional(Type.String({ maxLength: 20000 })),
    delivery_mode: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    duration_days: Type.Integer({ minimum: 1, maximum: 365 }),
    is_published: Type.Optional(Type.Boolean({ default: false })),
    status: Type.Optional(CourseStatus),
    category_ids: Type.Optional(Ids),
    city_ids: Type.Optional(Ids),
    association_ids: Type.Optional(Ids),
    schedule: Type.Optional(Type.Array(ScheduleInput, { maxItems: 200 })),
  },
  { additionalProperties: false },
);

export const BulkBody = Type.Object(
  {
    ids: Type.Array(Uuid, { minItems: 1, maxItems: 100 }),
    updates: Type.Object(
      { is_published: Type.Optional(Type.Boolean()), status: Type.Optional(CourseStatus) },
      { additionalProperties: false, minProperties: 1 },
    ),
  },
  { additionalProperties: false },
);

const SlugFilter = Type.Optional(Type.String({ maxLength: 100 }));

export const CatalogueQuery = Type.Object({
  ...PageQuery,
  category: SlugFilter,
  city: SlugFilter,
  association: SlugFilter,
  delivery_mode: SlugFilter,
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'web-search syntax' })),
  status: Type.Optional(CourseStatus),
  is_published: Type.Optional(Type.Boolean()),
});
