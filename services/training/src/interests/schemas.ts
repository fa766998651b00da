import { Email, Timestamp, Type, text, Uuid } from '@platform/kernel/http';
import { ChallengeToken, Phone } from '../shared/schemas.js';

export const InterestStatus = Type.Union([
  Type.Literal('new'),
  Type.Literal('contacted'),
  Type.Literal('converted'),
  Type.Literal('closed'),
]);

export const InterestSchema = Type.Object({
  id: Uuid,
  course_id: Uuid,
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  organisation: Type.Union([Type.String(), Type.Null()]),
  status: InterestStatus,
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const InterestSubmission = Type.Object(
  {
    name: text(200),
    email: Email,
    phone: Type.Optional(Phone),
    organisation: Type.Optional(text(200)),
    challengeToken: ChallengeToken,
  },
  { additionalProperties: false },
);
