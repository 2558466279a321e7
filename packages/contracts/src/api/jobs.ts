import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageQuery, Paged } from './common';
import * as compiled from './validators/compiled/jobs';
import { registerPrecompiled } from './validators/registry';

/** The job runner's record: cut-offs and mails, readable by the admin. */

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const Job = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  key: Type.String(),
  status: Type.Union(JOB_STATUSES.map((status) => Type.Literal(status))),
  run_at: Type.String(),
  attempts: Type.Integer(),
  max_attempts: Type.Integer(),
  last_error: Nullable(Type.String()),
  locked_until: Nullable(Type.String()),
  finished_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type Job = Static<typeof Job>;

export const JobsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.Union([...JOB_STATUSES.map((status) => Type.Literal(status)), Type.Literal('all')])),
    kind: Type.Optional(Type.String({ maxLength: 100 })),
  }),
]);
export type JobsQuery = Static<typeof JobsQuery>;
export const JobsResponse = Paged(Job);

registerPrecompiled(compiled, { JobsQuery });
