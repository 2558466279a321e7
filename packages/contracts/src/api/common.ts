import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Building blocks shared by every API schema (spec §7 shapes). */

/**
 * `T | null`. Null comes first on purpose: with type coercion, ajv tries the branches in order,
 * and a number branch first would turn null into 0 (and an empty form field into 0).
 */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** Error body of every non-OK answer: `{ message, errors? }` (errors: field → messages). */
export const ErrorResponse = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** `{ message, data }`, the answer of most create and update calls. */
export const MessageWithData = <T extends TSchema>(data: T) => Type.Object({ message: Type.String(), data });

/** `{ data }`, the answer of most reads of one record or an unpaged list. */
export const DataResponse = <T extends TSchema>(data: T) => Type.Object({ data });

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 10;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE })),
});
export type PageQuery = Static<typeof PageQuery>;

/** Paged list: `{ data, current_page, last_page, from, to, total, per_page }` (from/to null when empty). */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    from: Nullable(Type.Integer()),
    to: Nullable(Type.Integer()),
    total: Type.Integer(),
    per_page: Type.Integer(),
  });
export interface PagedResponse<T> {
  data: T[];
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
}

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;

/**
 * A yes/no flag as the screens send it: a boolean in JSON, '1'/'0' in multipart (spec §3),
 * and 1/0 where a profile stores it. `toFlag` turns any of them into a boolean.
 */
export const Flag = Type.Union([
  Type.Boolean(),
  Type.Literal('1'),
  Type.Literal('0'),
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal(1),
  Type.Literal(0),
]);
export type Flag = Static<typeof Flag>;
export const toFlag = (value: Flag | undefined | null): boolean =>
  value === true || value === '1' || value === 'true' || value === 1;

/** Spec §5's "simple pattern {email}": something@something.something, no spaces. */
export const EMAIL_PATTERN = '^\\S+@\\S+\\.\\S+$';
/** A text that is not only spaces. */
export const NOT_BLANK = '\\S';

/** Account statuses (spec §3 User). */
export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
